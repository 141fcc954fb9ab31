import PlusCore

/// What `rm`, `reset` and `tm set` changed downstream, as text: the position, then each TM
/// old → new with why.
package enum DownstreamChangeText {
    package static func text(_ change: DownstreamChange, units: WeightUnit) -> String {
        let after = change.positionAfter
        var text = "Now at cycle \(after.cycle), week \(after.week); next: \(change.suggestedAfter?.rawValue ?? "none")"
        if change.positionBefore != after { text += " (was cycle \(change.positionBefore.cycle), week \(change.positionBefore.week))" }
        text += "\n"
        for shift in change.shifts {
            let what = shift.isPending ? "next cycle's TM" : "TM"
            let from = shift.from.map { "\($0)" } ?? "none"
            let to = shift.to.map { "\($0) \(units.rawValue)" } ?? "none"
            text += "  \(shift.lift.rawValue) \(what) \(from) → \(to): \(shift.reason)\n"
        }
        return text
    }
}

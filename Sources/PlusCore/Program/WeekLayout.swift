/// One place in a week of the program: a lift on a day of a program built from days, or a lift of
/// a week without days (`day == nil`, the original layout: each lift of `order` once a week).
///
/// The replay counts one sheet per (cycle, week, slot), so two squat sheets of one week are two
/// sessions when the program's week has squat on day 1 and day 3, not a duplicate.
package struct SessionSlot: Hashable, Sendable, Codable, CustomStringConvertible {
    package var lift: Lift
    /// The day of the program's week, 1-based; nil in a week without days.
    package var day: Int?

    package init(lift: Lift, day: Int? = nil) {
        self.lift = lift
        self.day = day
    }

    /// `squat` or `squat (day 3)`.
    package var description: String { day.map { "\(lift.rawValue) (day \($0))" } ?? lift.rawValue }
}

/// One lift's appearance on a day of a program's week, with what that appearance changes: a
/// different main-set scheme (a lighter second day) or supplemental work (FSL on one day, none on
/// another). Nil overrides take the cycle's.
package struct DayLift: Sendable, Equatable {
    package var lift: Lift
    package var scheme: MainScheme?
    package var supplemental: Supplemental?

    package init(lift: Lift, scheme: MainScheme? = nil, supplemental: Supplemental? = nil) {
        self.lift = lift
        self.scheme = scheme
        self.supplemental = supplemental
    }
}

/// A program's week written as days (`program: days:` in plusmd.yaml), each a list of lifts in
/// the order they are lifted; a lift may appear on several days (5/3/1 for Beginners: day 1 squat
/// and bench, day 2 deadlift and press, day 3 bench and squat).
///
/// The week is done when every lift of every day is done (its working sets ticked or skipped).
/// The days are numbered from 1 and may be done in any order; `next` offers the first day with a
/// lift still open.
package struct WeekLayout: Sendable, Equatable {
    /// The days, in order; never empty, and no day is empty.
    package var days: [[DayLift]]

    /// The most days a week may have: seven.
    package static let maximumDays = 7

    package init(days: [[DayLift]]) {
        self.days = days
    }

    /// Every slot of the week in lifting order: day 1's lifts, then day 2's, ….
    package var slots: [SessionSlot] {
        days.enumerated().flatMap { index, lifts in lifts.map { SessionSlot(lift: $0.lift, day: index + 1) } }
    }

    /// The days (1-based) on which `lift` appears, in order.
    package func days(of lift: Lift) -> [Int] {
        days.indices.filter { days[$0].contains { $0.lift == lift } }.map { $0 + 1 }
    }

    /// The appearance of `slot`'s lift on its day; nil when that day has no such lift.
    package func appearance(_ slot: SessionSlot) -> DayLift? {
        guard let day = slot.day, days.indices.contains(day - 1) else { return nil }
        return days[day - 1].first { $0.lift == slot.lift }
    }

    /// The layout of a 7th week (5/3/1 Forever's deload or TM test, one session per lift): each
    /// lift on the day of its first appearance only, without per-day overrides. Every day keeps
    /// its number; a day left empty has no slot.
    package var seventhWeek: WeekLayout {
        var seen: Set<Lift> = []
        let days = days.map { lifts in
            lifts.compactMap { appearance -> DayLift? in
                guard seen.insert(appearance.lift).inserted else { return nil }
                return DayLift(lift: appearance.lift)
            }
        }
        return WeekLayout(days: days)
    }

    /// The slots of a 7th week: `seventhWeek`'s, with their own day numbers.
    package var seventhWeekSlots: [SessionSlot] { seventhWeek.slots }

    /// Every lift of the week, each once, in the order of first appearance.
    package var lifts: [Lift] {
        var result: [Lift] = []
        for lift in days.joined().map(\.lift) where !result.contains(lift) { result.append(lift) }
        return result
    }
}

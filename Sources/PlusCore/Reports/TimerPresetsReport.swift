/// `plusmd timer` without an argument: the rest presets (`rest:` in `plusmd.yaml`, else the
/// defaults) and the chime.
package struct TimerPresetsReport: Report, Equatable {
    /// The rest after each kind of set, in seconds.
    package struct Presets: Codable, Sendable, Equatable {
        package var warmup: Int
        package var working: Int
        package var bbb: Int

        package init(warmup: Int, working: Int, bbb: Int) {
            self.warmup = warmup
            self.working = working
            self.bbb = bbb
        }

        /// The preset for `kind`, in seconds.
        package subscript(kind: SetKind) -> Int {
            switch kind {
            case .warmup: warmup
            case .working, .joker: working
            case .bbb: bbb
            }
        }
    }

    package var version = reportSchemaVersion
    package var presets: Presets
    /// The chime at the end of a rest (`--chime`, else `chime:`); null for none.
    @Nullable package var chime: String?
    /// Every chime's name, in `Chime.allCases` order.
    package var chimes: [String]

    /// The presets of `settings` and `chime` (the one chosen, nil for none).
    package init(settings: Settings, chime: Chime?) {
        presets = Presets(
            warmup: settings.restSeconds(after: .warmup), working: settings.restSeconds(after: .working),
            bbb: settings.restSeconds(after: .bbb))
        self.chime = chime?.rawValue
        chimes = Chime.allCases.map(\.rawValue)
    }
}

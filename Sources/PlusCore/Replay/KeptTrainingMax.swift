/// Why a lift's TM stays as it is when a cycle's week 3 (or 7th-week TM test) ends: the replay's
/// answer (`TrainingMaxTimeline`), which `tm` and `status` print beside the TM.
package enum KeptTrainingMax: String, Codable, Sendable, Equatable {
    /// A TM set by hand after that week ended (on its last day too) replaced the candidate.
    case manual
    /// The week-3 AMRAP set was ticked with 0 reps.
    case amrapFailed = "amrap_failed"
    /// The week-3 AMRAP set was skipped (`[-]`).
    case amrapSkipped = "amrap_skipped"
    /// The 7th-week TM test was passed (3 or more reps at 100 %; 5/3/1 Forever).
    case trainingMaxTestPassed = "tm_test_passed"
    /// The 7th-week TM test was skipped (`[-]`): it says nothing about the TM.
    case trainingMaxTestSkipped = "tm_test_skipped"
    /// The week-3 AMRAP set would raise the TM more than 20 % in one cycle: held until the
    /// lifter confirms it (`plusmd tm accept`) or fixes the line (`Progression.isHeld`).
    case held
    /// No ticked week-3 AMRAP set (e.g. a lift added to `order` later).
    case noResult = "no_result"

    /// For people: `set by hand`, `week-3 AMRAP failed, 0 reps`, `passed the TM test`, ….
    package var text: String {
        switch self {
        case .manual: "set by hand"
        case .amrapFailed: "week-3 AMRAP failed, 0 reps"
        case .amrapSkipped: "week-3 AMRAP skipped"
        case .trainingMaxTestPassed: "passed the TM test"
        case .trainingMaxTestSkipped: "TM test skipped"
        case .held: "a rise of more than 20 %, held until confirmed"
        case .noResult: "no week-3 result"
        }
    }
}

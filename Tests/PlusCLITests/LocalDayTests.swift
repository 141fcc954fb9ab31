import Foundation
import PlusFormat
import PlusTestSupport
import Testing

/// A `date:` with an offset counts on the lifter's local day of that moment, in every command
/// and through the cache, and the cache of one time zone is never trusted in another.
@Suite(.serialized) struct LocalDayTests {
    /// New York in winter (UTC-5) and Tokyo (UTC+9).
    static let newYork = LocalZone.fixed(secondsEast: -18_000)
    static let tokyo = LocalZone.fixed(secondsEast: 32_400)

    /// Squat's week-1 sheet logged at 02:30 UTC on September 2nd: the evening of September 1st
    /// in New York, the morning of September 2nd in Tokyo.
    func journalWithALateSquat(_ folder: TemporaryFolder) throws -> String {
        let journal = newJournal(in: folder)
        let next = plusmd(["next", "--lift", "squat", "--date", "2026-09-01"], in: journal)
        #expect(next.status == 0, "\(next.err)")
        let path = journal + "/2026/2026-09-01-squat.md"
        let text = try String(contentsOfFile: path, encoding: .utf8).ticked(amrap: 8)
            .replacingOccurrences(of: "date: 2026-09-01\n", with: "date: 2026-09-02T02:30:00Z\n")
        #expect(text.contains("date: 2026-09-02T02:30:00Z\n"))
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return journal
    }

    @Test func theDayOfAMomentIsTheLocalOneInEveryCommand() throws {
        let folder = TemporaryFolder()
        let journal = try journalWithALateSquat(folder)
        for (zone, day, weekday) in [(Self.newYork, "2026-09-01", "Tue"), (Self.tokyo, "2026-09-02", "Wed")] {
            let calendar = plusmd(["cal", "2026-09", "--no-cache"], in: journal, zone: zone)
            #expect(calendar.out.contains("  \(weekday) \(day)  squat     cycle 1 week 1  done\n"), "\(zone.identity): \(calendar.out)")
            let show = plusmd(["show", day, "--no-cache"], in: journal, zone: zone)
            #expect(show.status == 0, "\(zone.identity): \(show.err)")
            #expect(show.out.hasPrefix("Squat · cycle 1 · week 1 (5s) · \(day)\n") && show.out.contains("270 × 8"), "\(zone.identity): \(show.out)")
            // Squat 270 x 8 (85 % of 315 is 267.75, loaded as 270): e1RM 270 × (1 + 8/30) = 342.
            let records = plusmd(["prs"], in: journal, zone: zone)
            #expect(records.out.contains(day) && records.out.contains("342"), "\(zone.identity): \(records.out)")
        }
    }

    @Test func aCacheWrittenInOneZoneIsNotTrustedInAnother() throws {
        let folder = TemporaryFolder()
        let journal = try journalWithALateSquat(folder)
        let environment = ["XDG_CACHE_HOME": folder.path + "/cache"]
        JournalCacheTests.settle()
        for zone in [Self.newYork, Self.newYork, Self.tokyo, Self.tokyo, Self.newYork] {
            let cached = plusmd(["cal", "2026-09"], in: journal, environment: environment, zone: zone)
            let fresh = plusmd(["cal", "2026-09", "--no-cache"], in: journal, zone: zone)
            #expect(cached.out == fresh.out, "\(zone.identity)")
            #expect(cached.out.contains(zone.identity == Self.tokyo.identity ? "Wed 2026-09-02  squat" : "Tue 2026-09-01  squat"))
        }
    }
}

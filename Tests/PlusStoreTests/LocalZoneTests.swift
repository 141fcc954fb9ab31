import Foundation
import PlusFormat
import PlusStore
import Testing

@testable import PlusCore

/// `LocalZone.system`, the lifter's zone as the C library reads it.
@Suite struct LocalZoneTests {
    /// The system zone is the C library's: `localtime_r` under `TZ`. Its day of a moment agrees
    /// with the fixed zone of the same offset when no daylight saving time is near.
    @Test func theSystemZoneAgreesWithAFixedOneAtItsOffset() {
        var seconds = time_t(1_796_083_200)  // 2026-12-01T00:00:00Z
        var parts = tm()
        _ = localtime_r(&seconds, &parts)
        let east = Int(parts.tm_gmtoff)
        for moment in stride(from: Int64(1_796_040_000), to: 1_796_130_000, by: 3_600) {
            #expect(LocalZone.system.day?(moment) == LocalZone.fixed(secondsEast: east).day?(moment), "\(moment)")
        }
    }

    /// Without a zone, a date-time counts on its date part as written, offset or not.
    @Test func asWrittenTakesTheDatePart() {
        let decoded = EntryDecoder.decode(path: "a.md", text: "---\nentry: reset\ndate: 2026-12-01T02:00:00Z\ncycle: 2\n---\n", zone: .asWritten)
        guard case .reset(let entry) = decoded.entry else { Issue.record("not a reset"); return }
        #expect(entry.date == Day(parsing: "2026-12-01"))
    }
}

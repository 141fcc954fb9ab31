import Foundation
import PlusStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The clock the rest timer runs on: Unix time in milliseconds, shared by every plusmd process
/// so that `watch` and `status` agree with `log` about when a rest ends.
///
/// The wall clock is read once, when the clock is made; from then on it advances by the
/// monotonic clock (`CLOCK_MONOTONIC`), so within one process (one `log`, `timer` or `watch`) a
/// wall clock stepped back or forward (NTP, a manual change) moves nothing. Across processes only
/// the stored end time is shared, and `RestTimer` clamps what is left to the rest's length.
///
/// **Test only:** `PLUSMD_CLOCK_SCALE=0.01` makes one real second count as 100 s of plusmd time,
/// so a 3-minute rest passes in 1.8 s. Every process of a test must use the same scale.
/// **Test only:** `PLUSMD_CLOCK_FILE=PATH` names a file holding a number of milliseconds added to
/// the wall clock each time it is read (`-3600000` steps it back an hour), the one seam through
/// which the wall clock is read.
package struct SessionClock: Sendable {
    /// Real seconds per plusmd second (1 normally; below 1 runs faster).
    package let scale: Double
    /// The test-only wall clock offset file.
    package let offsetFile: String?
    /// The wall clock and the monotonic clock when this clock was made, in real milliseconds.
    private let wallAtStart: Double
    private let monotonicAtStart: Double

    package init(environment: [String: String]) {
        let value = environment["PLUSMD_CLOCK_SCALE"].flatMap(Double.init) ?? 1
        scale = value > 0 && value <= 1000 ? value : 1
        offsetFile = environment["PLUSMD_CLOCK_FILE"].flatMap { $0.isEmpty ? nil : $0 }
        monotonicAtStart = Self.monotonicMilliseconds()
        wallAtStart = Self.wallMilliseconds(offsetFile: offsetFile)
    }

    /// Now, in (scaled) Unix milliseconds: the wall clock when this clock was made plus the
    /// monotonic time since. Never goes back.
    package func now() -> Int64 {
        Int64((wallAtStart + (Self.monotonicMilliseconds() - monotonicAtStart)) / scale)
    }

    /// `CLOCK_MONOTONIC` in milliseconds (an arbitrary origin; never steps).
    package static func monotonicMilliseconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000
    }

    /// The wall clock (`CLOCK_REALTIME`) in real Unix milliseconds, plus the test offset: the one
    /// place the wall clock is read.
    package static func wallMilliseconds(offsetFile: String?) -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        var offset = 0.0
        if let offsetFile, let text = LocalFiles.text(offsetFile) {
            offset = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        }
        return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000 + offset
    }

    /// How long to wait, in real milliseconds, for `milliseconds` of plusmd time.
    package func realMilliseconds(_ milliseconds: Int64) -> Int {
        Int(min(Double(Int32.max), Double(milliseconds) * scale))
    }
}

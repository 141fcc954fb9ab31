import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The clock the rest timer runs on: Unix time in milliseconds, shared by every plusmd process
/// so that `watch` and `status` agree with `log` about when a rest ends.
///
/// **Test only:** `PLUSMD_CLOCK_SCALE=0.01` makes one real second count as 100 s of plusmd time,
/// so a 3-minute rest passes in 1.8 s. Every process of a test must use the same scale.
struct SessionClock: Sendable {
    /// Real seconds per plusmd second (1 normally; below 1 runs faster).
    let scale: Double

    init(environment: [String: String]) {
        let value = environment["PLUSMD_CLOCK_SCALE"].flatMap(Double.init) ?? 1
        scale = value > 0 && value <= 1000 ? value : 1
    }

    /// Now, in (scaled) Unix milliseconds.
    func now() -> Int64 {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        let real = Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000
        return Int64(real / scale)
    }

    /// How long to wait, in real milliseconds, for `milliseconds` of plusmd time.
    func realMilliseconds(_ milliseconds: Int64) -> Int {
        Int(min(Double(Int32.max), Double(milliseconds) * scale))
    }
}

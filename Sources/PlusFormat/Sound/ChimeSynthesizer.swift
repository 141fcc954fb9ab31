import PlusCore

/// Turns tone sequences into a mono 16-bit PCM WAV file's bytes (RIFF), for `paplay`, `aplay` or
/// `afplay` to play. Pure arithmetic: no Foundation, its own sine.
package enum ChimeSynthesizer {
    /// Samples per second of the generated audio.
    package static let sampleRate = 22_050

    /// The WAV bytes of `tones` played in sequence.
    package static func wav(_ tones: [Chime.Tone]) -> [UInt8] {
        var samples: [Int16] = []
        for tone in tones { samples += render(tone) }
        return header(sampleCount: samples.count) + samples.flatMap { sample in
            let bits = UInt16(bitPattern: sample)
            return [UInt8(bits & 0xFF), UInt8(bits >> 8)]
        }
    }

    /// One tone's samples: the wave at a frequency gliding linearly from start to end, faded by
    /// its half-life, with 5 ms ramps at both ends so it never clicks.
    static func render(_ tone: Chime.Tone) -> [Int16] {
        let count = sampleRate * tone.milliseconds / 1000
        guard tone.volume > 0, count > 0 else { return Array(repeating: 0, count: max(0, count)) }
        var samples: [Int16] = []
        samples.reserveCapacity(count)
        var phase = 0.0  // in cycles, 0..<1
        let ramp = Double(sampleRate) * 0.005
        let decayPerSample = tone.halfLife > 0 ? power(0.5, 1000 / Double(tone.halfLife * sampleRate)) : 1
        var envelope = tone.volume
        for index in 0..<count {
            let progress = Double(index) / Double(count)
            let frequency = tone.startFrequency + (tone.endFrequency - tone.startFrequency) * progress
            phase += frequency / Double(sampleRate)
            phase -= Double(Int(phase))
            let value: Double
            switch tone.wave {
            case .sine: value = sine(2 * Double.pi * phase)
            case .square: value = phase < 0.5 ? 1 : -1
            case .triangle: value = phase < 0.5 ? 4 * phase - 1 : 3 - 4 * phase
            }
            let edge = min(1, Double(index) / ramp, Double(count - 1 - index) / ramp)
            samples.append(Int16(value * envelope * edge * 32_000))
            envelope *= decayPerSample
        }
        return samples
    }

    /// `base` raised to `exponent` for base > 0, as exp(exponent × ln base) by series (ample
    /// precision for an envelope).
    static func power(_ base: Double, _ exponent: Double) -> Double {
        let logBase = naturalLog(base)
        return exponential(exponent * logBase)
    }

    static func naturalLog(_ x: Double) -> Double {
        // ln x = 2 artanh((x − 1)/(x + 1)), converging for all x > 0.
        let y = (x - 1) / (x + 1)
        var term = y
        var sum = 0.0
        var n = 1.0
        while n < 60 {
            sum += term / n
            term *= y * y
            n += 2
        }
        return 2 * sum
    }

    static func exponential(_ x: Double) -> Double {
        var sum = 1.0
        var term = 1.0
        for n in 1..<30 {
            term *= x / Double(n)
            sum += term
        }
        return sum
    }

    /// sin(x) for any x: reduced to [−π, π], then a Taylor series to the 15th power.
    static func sine(_ x: Double) -> Double {
        let twoPi = 2 * Double.pi
        var r = x - twoPi * (x / twoPi).rounded(.down)
        if r > Double.pi { r -= twoPi }
        var term = r
        var sum = r
        let square = r * r
        var n = 1.0
        while n < 15 {
            term *= -square / ((n + 1) * (n + 2))
            sum += term
            n += 2
        }
        return sum
    }

    /// The 44-byte RIFF/WAVE header for mono 16-bit PCM at `sampleRate`.
    static func header(sampleCount: Int) -> [UInt8] {
        func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        func le16(_ value: Int) -> [UInt8] { (0..<2).map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        let dataSize = sampleCount * 2
        return Array("RIFF".utf8) + le32(36 + dataSize) + Array("WAVE".utf8) + Array("fmt ".utf8)
            + le32(16) + le16(1) + le16(1) + le32(sampleRate) + le32(sampleRate * 2) + le16(2) + le16(16)
            + Array("data".utf8) + le32(dataSize)
    }
}

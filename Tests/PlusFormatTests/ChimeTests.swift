import Testing

@testable import PlusFormat
import PlusCore

@Suite struct ChimeTests {
    @Test func eightDistinctChimesWithValidWAVData() {
        #expect(Chime.allCases.count == 8)
        var seen: Set<[UInt8]> = []
        for chime in Chime.allCases {
            let wav = ChimeSynthesizer.wav(chime.tones)
            #expect(Array(wav.prefix(4)) == Array("RIFF".utf8))
            #expect(Array(wav[8..<12]) == Array("WAVE".utf8))
            let riffSize = Int(wav[4]) | Int(wav[5]) << 8 | Int(wav[6]) << 16 | Int(wav[7]) << 24
            #expect(riffSize == wav.count - 8)
            #expect(wav.count > 44 + 2 * ChimeSynthesizer.sampleRate / 10, "at least 0.1 s of sound")
            #expect(wav.count < 200_000, "small: under 2 s")
            seen.insert(wav)
        }
        #expect(seen.count == 8, "each chime sounds different")
    }

    @Test func sineAndEnvelopeMathIsAccurate() {
        for x in stride(from: -10.0, through: 10.0, by: 0.37) {
            // sin(x + π/2) = cos(x) pairs: sin² + cos² = 1.
            let s = ChimeSynthesizer.sine(x)
            let c = ChimeSynthesizer.sine(x + Double.pi / 2)
            #expect(abs(s * s + c * c - 1) < 1e-5)
        }
        #expect(abs(ChimeSynthesizer.sine(Double.pi / 6) - 0.5) < 1e-6)
        #expect(abs(ChimeSynthesizer.power(0.5, 2) - 0.25) < 1e-9)
    }

    @Test func samplesStayInRangeAndStartAndEndSilent() {
        for chime in Chime.allCases {
            for tone in chime.tones where tone.volume > 0 {
                let samples = ChimeSynthesizer.render(tone)
                #expect(samples.first == 0 && samples.last.map { abs(Int($0)) < 200 } == true)
                #expect(samples.allSatisfy { abs(Int($0)) <= 32_000 })
            }
        }
    }
}

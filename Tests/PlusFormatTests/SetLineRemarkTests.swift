import PlusCore
import Testing

@testable import PlusFormat

/// The plates a set line's remark names, as `next` and `log` write them.
@Suite struct SetLineRemarkTests {
    @Test func platesAsNextWritesThem() {
        #expect(SetLineRemark.platesPerSide(ofLine: "- [x] 270 x 5 — 45 45 10 10 2.5 per side") == [45, 45, 10, 10].map { Weight($0) } + [Weight(hundredths: 250)])
        #expect(SetLineRemark.platesPerSide(ofLine: "- [ ] 45 x 5 — empty bar") == [])
        #expect(SetLineRemark.platesPerSide(ofLine: "  * [-] 100 kg x 5 — 25 15 per side") == [Weight(25), Weight(15)])
        // A capped set keeps its note after the plates.
        #expect(
            SetLineRemark.platesPerSide(ofLine: "- [ ] 310 x 5 — 45 45 45 25 10 5 2.5 per side (capped: the plates owned make at most 310, not 344.25)")
                == [45, 45, 45, 25, 10, 5].map { Weight($0) } + [Weight(hundredths: 250)])
        // An en dash or a hyphen, as editors and phones turn them.
        #expect(SetLineRemark.platesPerSide(ofLine: "- [x] 135 x 5 – 45 per side") == [Weight(45)])
        #expect(SetLineRemark.platesPerSide(ofLine: "- [x] 135 x 5 - 45 per side") == [Weight(45)])
    }

    @Test func noPlatesNamed() {
        #expect(SetLineRemark.platesPerSide(ofLine: "- [x] 270 x 5") == nil)
        #expect(SetLineRemark.platesPerSide(ofLine: "- [x] 270 x 5 — felt heavy") == nil)
        #expect(SetLineRemark.platesPerSide(ofLine: "- [x] 270 x 5 — 45 and 45 per side") == nil)
        #expect(SetLineRemark.platesPerSide(ofLine: "- [x] 270 x 5 — per side") == nil)
        #expect(SetLineRemark.platesPerSide(ofLine: "- not a set — 45 per side") == nil)
        #expect(SetLineRemark.platesPerSide(ofLine: "45 per side") == nil)
        #expect(SetLineRemark.platesPerSide(ofLine: "") == nil)
        #expect(SetLineRemark.platesPerSide(ofLine: "- [x] 135 x 5 — 0 45 per side") == nil)
    }
}

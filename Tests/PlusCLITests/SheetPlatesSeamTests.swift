import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// The plates of a sheet's sets where units and gyms meet: a sheet written at a kilogram gym in a
/// pound journal is read back (`status`, `next` showing it unfinished, `print`) with the plates
/// its lines say, each chosen after the set before as `next` chose them.
@Suite struct SheetPlatesSeamTests {
    @Test func aSheetAtAKilogramGymIsReadWithThePlatesItsLinesSay() throws {
        let folder = TemporaryFolder()
        let journal = try AheadSheetsTests.journal(folder, yaml: "\ngyms:\n  hotel: {units: kg, bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25]}\n")
        let written = plusmd(["next", "--gym", "hotel", "--json"], in: journal)
        #expect(written.status == 0, "\(written.err)")
        let path = try #require(try ReportJSON.decode(NextReport.self, from: written.out).path)
        // The first warmup ticked: the sheet is under way.
        let text = try folder.read("j/" + path).replacingFirst("- [ ] ", with: "- [x] ")
        try folder.write("j/" + path, text)
        let onLines = text.components(separatedBy: "\n").compactMap(SetLineRemark.platesPerSide(ofLine:))
        #expect(onLines.count >= 8, "\(text)")

        let unfinished = try ReportJSON.decode(NextReport.self, from: plusmd(["next", "--json"], in: journal).out)
        #expect(unfinished.status == .unfinished && unfinished.units == .kg)
        #expect(unfinished.sets.map(\.platesPerSide) == onLines)

        let status = plusmd(["status", "--json"], in: journal)
        let current = try #require(try ReportJSON.decode(StatusReport.self, from: status.out).currentSet)
        #expect(current.platesPerSide == onLines[1])

        let card = plusmd(["print", "--json"], in: journal)
        #expect(card.status == 0, "\(card.err)")
        let session = try #require(try ReportJSON.decode(PrintReport.self, from: card.out).weeks.flatMap(\.sessions).first { $0.path == path })
        #expect(session.sets.map(\.platesPerSide) == onLines)
    }
}

import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// `plusmd print` printed for real: headless Chromium (scripts/browser-probe.py --pdf) prints the
/// card to PDF on A4 and Letter; the PDF has a page per week, and `pdftotext -layout` (poppler)
/// finds every set of the week on one line with its weight and plates, as `print --json` gives
/// them. No request leaves the page and nothing logs an error.
@Suite(.enabled(if: BrowserProbe.isAvailable, "chromium or python3 is not installed: browser tests skipped (scripts/setup.sh --tests)"))
struct PrintCardBrowserTests {
    /// A week of 5/3/1 for Beginners has six sessions: the compact card still puts a week on a page.
    @Test func aWeekOfSixSessionsFitsAPage() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "beginners")
        let html = folder.path + "/card.html"
        #expect(plusmd(["print", "--journal", journal, "-o", html, "--cycle"], in: folder.path).status == 0)
        let report = try plusmdReport(PrintReport.self, ["print", "--cycle"], in: journal)
        #expect(report.weeks.map(\.sessions.count) == [6, 6, 6])
        let probe = try PrintProbe.run(html, pdf: folder.path + "/card", screenshot: BrowserProbe.screenshotFolder + "/print-beginners")
        for paper in ["A4", "Letter"] {
            let pdf = try #require(probe.pdfs[paper])
            let info = try PrintProbe.tool("pdfinfo", [pdf])
            #expect(info.contains("Pages:           3"), "\(paper): \(info)")
        }
    }

    @Test(arguments: [["--week"], ["--cycle"]])
    func theCardPrintsAWeekAPageWithEveryWeightAndPlate(_ scope: [String]) throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let html = folder.path + "/card.html"
        let written = plusmd(["print", "--journal", journal, "-o", html] + scope, in: folder.path)
        #expect(written.status == 0, "\(written.err)")
        let report = try plusmdReport(PrintReport.self, ["print"] + scope, in: journal)
        #expect(report.weeks.count == (scope == ["--week"] ? 1 : 4))

        let prefix = folder.path + "/card"
        let probe = try PrintProbe.run(html, pdf: prefix, screenshot: BrowserProbe.screenshotFolder + "/print" + scope[0])
        #expect(probe.consoleErrors.isEmpty, "console errors: \(probe.consoleErrors)")
        #expect(probe.requests.isEmpty, "requests left the page: \(probe.requests)")
        for paper in ["A4", "Letter"] {
            let pdf = try #require(probe.pdfs[paper])
            let info = try PrintProbe.tool("pdfinfo", [pdf])
            let pages = info.split(separator: "\n").first { $0.hasPrefix("Pages:") }.map { $0.dropFirst(6).trimmingCharacters(in: .whitespaces) }
            #expect(pages == String(report.weeks.count), "\(paper): \(info)")
            let size = info.split(separator: "\n").first { $0.hasPrefix("Page size:") }.map(String.init) ?? ""
            #expect(size.contains(paper == "A4" ? "595" : "612"), "\(paper): \(size)")
            // Page by page (form feeds split them): each week's sets on its own page.
            let text = try PrintProbe.tool("pdftotext", ["-layout", pdf, "-"])
            let pageTexts = text.split(separator: "\u{0C}", omittingEmptySubsequences: false).map(String.init)
            for (index, week) in report.weeks.enumerated() {
                let page = try #require(pageTexts.count > index ? pageTexts[index] : nil)
                #expect(page.contains("Cycle \(week.cycle), week \(week.week)"), "\(paper) page \(index + 1)")
                let lines = page.split(separator: "\n").map { " " + $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") + " " }
                for session in week.sessions {
                    #expect(page.contains(session.day.description), "\(paper): \(session.lift) \(session.day)")
                    if let tm = session.trainingMax { #expect(page.contains("TM \(tm)"), "\(paper): \(session.lift) TM \(tm)") }
                    for set in session.sets {
                        let plates = set.platesPerSide.isEmpty ? "bar" : set.platesPerSide.map(\.description).joined(separator: " ")
                        // The weight, the reps and the plates of the set on one printed line.
                        let found = lines.contains { $0.contains(" \(set.weight) \(set.reps)") && $0.contains(" \(plates) ") }
                        #expect(found, "\(paper) page \(index + 1): \(session.lift) \(set.weight) × \(set.reps), plates \(plates) not on one line")
                    }
                }
            }
        }
    }
}

extension PrintCardBrowserTests {
    /// `print --roster` of three journals, one broken: the team sheet, two cards and the broken
    /// athlete's page, a page each on A4 and Letter; the team sheet's every working weight and
    /// plate on the athlete's line, and the broken file named with its line.
    @Test func theTeamSheetAndTheCardsPrint() throws {
        let folder = TemporaryFolder()
        let team = try RosterCommandTests.team(folder)
        let html = folder.path + "/team.html"
        #expect(plusmd(["print", "--roster", team, "-o", html], in: folder.path).status == 3)
        let report = try ReportJSON.decode(RosterPrintReport.self, from: plusmd(["print", "--roster", team, "--json"], in: folder.path).out)
        let probe = try PrintProbe.run(html, pdf: folder.path + "/team", screenshot: BrowserProbe.screenshotFolder + "/print-roster")
        #expect(probe.consoleErrors.isEmpty && probe.requests.isEmpty, "\(probe.consoleErrors) \(probe.requests)")
        for paper in ["A4", "Letter"] {
            let pdf = try #require(probe.pdfs[paper])
            let info = try PrintProbe.tool("pdfinfo", [pdf])
            #expect(info.contains("Pages:           4"), "\(paper): \(info)")
            let pages = try PrintProbe.tool("pdftotext", ["-layout", pdf, "-"]).split(separator: "\u{0C}").map(String.init)
            let sheet = try #require(pages.first)
            let lines = sheet.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
            for lift in report.team {
                for row in lift.groups.flatMap(\.rows) {
                    for set in row.sets {
                        let plates = set.platesPerSide.map(\.description).joined(separator: " ")
                        #expect(lines.contains { $0.hasPrefix(row.name + " ") && $0.contains("\(set.weight)×\(set.reps)") && $0.contains("(\(plates))") },
                            "\(paper): \(lift.lift) \(row.name) \(set.weight)×\(set.reps) (\(plates))")
                    }
                }
            }
            #expect(pages.last?.contains("cy/2026/2026-11-23-squat.md:5:") == true, "\(paper)")
        }
    }
}

/// scripts/browser-probe.py with `--pdf`: the PDFs Chromium printed, by paper.
struct PrintProbe: Decodable {
    var consoleErrors: [String]
    var requests: [String]
    var pdfs: [String: String]

    enum CodingKeys: String, CodingKey { case consoleErrors = "console_errors", requests, pdfs }

    static func run(_ html: String, pdf prefix: String, screenshot: String) throws -> PrintProbe {
        try FileManager.default.createDirectory(atPath: BrowserProbe.screenshotFolder, withIntermediateDirectories: true)
        let output = try tool(
            "python3", [BrowserProbe.script, html, "--width", "375", "--width", "800", "--screenshot", screenshot, "--pdf", prefix, "--timeout", "120"])
        return try JSONDecoder().decode(PrintProbe.self, from: Data(output.utf8))
    }

    /// Runs `name` (found on PATH) and returns its standard output; throws when it fails or is missing.
    static func tool(_ name: String, _ arguments: [String]) throws -> String {
        guard let executable = BrowserProbe.executable(name) else {
            throw BrowserProbe.ProbeFailure(message: "\(name) is not installed (apt-get install poppler-utils; scripts/setup.sh --tests)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BrowserProbe.ProbeFailure(message: "\(name) exited \(process.terminationStatus): \(message)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

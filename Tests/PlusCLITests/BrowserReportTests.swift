import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// `plusmd report` rendered in a real browser (headless Chromium driven by
/// scripts/browser-probe.py over the DevTools pipe): no console error, no request leaves the page,
/// no horizontal overflow at 375 and 1280 px, and every plotted point, read back from the DOM,
/// equals what `prs --json`, `tm --history --json`, `tm --json` and `export --format json` say.
/// Screenshots land in .build/report-screenshots/ for people to look at.
@Suite(.enabled(if: BrowserProbe.isAvailable, "chromium or python3 is not installed: browser tests skipped (scripts/setup.sh --tests)"))
struct BrowserReportTests {
    @Test(arguments: ["examples/journal", "onetruth", "messy", "hostile", "crowded"])
    func reportInChromium(_ fixture: String) throws {
        let folder = TemporaryFolder()
        let journal = try fixture == "hostile" ? Self.hostileJournal(folder) : fixture == "crowded" ? Self.crowdedJournal(folder) : folder.copy(fixture: fixture)
        let name = fixture.split(separator: "/").last.map(String.init) ?? fixture
        let html = folder.path + "/report.html"
        let written = plusmd(["report", "--journal", journal, "-o", html], in: folder.path)
        #expect(written.err.contains("Wrote"), "\(written.err)")
        let records = try ReportJSON.decode(RecordsReport.self, from: plusmd(["prs", "--json", "--journal", journal], in: folder.path).out)
        let history = try ReportJSON.decode(
            TrainingMaxHistoryReport.self, from: plusmd(["tm", "--history", "--json", "--journal", journal], in: folder.path).out)
        let export = try ReportJSON.decode(
            ExportReport.self, from: plusmd(["export", "--format", "json", "-o", "-", "--journal", journal], in: folder.path).out)

        let probe = try BrowserProbe.run(html, screenshot: BrowserProbe.screenshotFolder + "/" + name)
        #expect(probe.consoleErrors.isEmpty, "console errors: \(probe.consoleErrors)")
        #expect(probe.requests.isEmpty, "requests left the page: \(probe.requests)")
        for (width, page) in probe.widths {
            #expect(page.scrollWidth <= page.innerWidth, "horizontal overflow at \(width) px: \(page.scrollWidth) > \(page.innerWidth)")
            #expect(page.images == 0 && page.scripts == 1, "markup from a file name became elements")
        }
        // Contrast measured in light and dark, print to A4 and Letter, chart labels apart and inside.
        let checks = try #require(probe.checks)
        #expect(checks.contrast.keys.sorted() == ["dark-1280", "dark-375", "light-1280", "light-375"])
        for (mode, contrast) in checks.contrast {
            #expect(contrast.checked > 50, "\(mode): only \(contrast.checked) text elements checked")
            #expect(contrast.failures.isEmpty, "\(mode): text below WCAG contrast: \(contrast.failures)")
        }
        #expect(checks.print.keys.sorted() == ["A4", "Letter"])
        for (paper, print) in checks.print {
            #expect(print.pdf && print.pages >= 1, "\(paper): \(print.pages) pages")
            #expect(print.scrollWidth <= print.width && print.wide.isEmpty, "\(paper): wider than the page (\(print.width) px): \(print.wide)")
        }
        #expect(checks.labels.keys.sorted() == ["1280", "500"])
        for (width, labels) in checks.labels {
            #expect(labels.checked > 0)
            #expect(labels.problems.isEmpty, "chart labels at \(width) px: \(labels.problems)")
        }

        let points = try #require(probe.widths["1280"]).points
        #expect(probe.widths.keys.sorted() == ["1280", "375"])
        if fixture == "crowded" {
            let cycles = points.filter { $0["kind"] == "cycle" && $0["date"]?.hasPrefix("2026-11-2") == true }.compactMap { $0["cycle"] }
            #expect(Set(cycles).isSuperset(of: ["3", "4"]), "\(cycles)")
            #expect(points.contains { $0["kind"] == "reset" && $0["date"] == "2026-11-24" })
        }
        if fixture == "hostile" {
            #expect(points.contains { $0["path"]?.contains("<img src=x onerror=alert(1)> \"q\" 'a'") == true })
            #expect(points.contains { $0["cause"] == "import" })
            #expect(points.contains { $0["kind"] == "reset" })
            // The imported baseline (squat 345) is above the first squat AMRAP (342): not a PR.
            #expect(records.amrapSets[.squat]?.first?.isPersonalRecord == false)
        }

        // e1RM of every AMRAP set, per lift, in order.
        for lift in records.lifts {
            let plotted = points.filter { $0["kind"] == "e1rm" && $0["lift"] == lift.rawValue }
            let expected = records.amrapSets[lift] ?? []
            #expect(plotted.map { $0["date"] } == expected.map { $0.date.description })
            #expect(plotted.map { $0["e1rm"] } == expected.map { $0.estimatedOneRepMax.description })
            #expect(plotted.map { $0["weight"] } == expected.map { $0.weight.description })
            #expect(plotted.map { $0["reps"] } == expected.map { String($0.reps) })
            #expect(plotted.map { $0["pr"] } == expected.map { String($0.isPersonalRecord) })
            #expect(plotted.map { $0["path"] } == expected.map(\.path))
            #expect(plotted.map { $0["line"] } == expected.map { String($0.line) })
            // Heavier is higher on the chart.
            let byWeight = plotted.sorted { Double($0["e1rm"]!)! < Double($1["e1rm"]!)! }
            let heights = byWeight.compactMap { $0["cy"].flatMap(Double.init) }
            #expect(heights == heights.sorted(by: >) || Set(byWeight.map { $0["e1rm"] }).count < 2)
            let reps = points.filter { $0["kind"] == "amrap-reps" && $0["lift"] == lift.rawValue }
            #expect(reps.map { $0["reps"] } == expected.map { String($0.reps) })
            let bestReps = points.filter { $0["kind"] == "best-reps" && $0["lift"] == lift.rawValue }
            #expect(bestReps.map { "\($0["weight"]!)×\($0["reps"]!)" } == (records.bestReps[lift] ?? []).map { "\($0.weight)×\($0.reps)" })
        }
        // The TM changes, with their causes.
        let plottedTM = points.filter { $0["kind"] == "tm" }
        for lift in records.lifts {
            let expected = history.history.filter { $0.lift == lift }
            let plotted = plottedTM.filter { $0["lift"] == lift.rawValue }
            #expect(plotted.map { $0["tm"] } == expected.map { $0.to.description })
            #expect(plotted.map { $0["date"] } == expected.map { $0.date.description })
            #expect(plotted.map { $0["cause"] } == expected.map(\.cause.kind))
        }
        // The PR table and the TMs in force.
        #expect(points.filter { $0["kind"] == "pr-row" }.map { $0["e1rm"] } == records.history.reversed().map { $0.estimatedOneRepMax.description })
        #expect(
            points.filter { $0["kind"] == "current-tm" }.compactMap { $0["tm"] }.filter { !$0.isEmpty }
                == export.trainingMax.entries.map { $0.value.description })
        // Weekly volume and training days, from the export's sets.
        var volume: [String: [SetKind: Int]] = [:]
        var days = Set<String>()
        for workout in export.workouts {
            let monday = workout.date.monday.description
            for set in workout.sets where set.status == .done && set.reps > 0 {
                volume[monday, default: [:]][set.kind, default: 0] += set.weight.hundredths * set.reps
            }
            if workout.sets.contains(where: { $0.status == .done }) { days.insert(workout.date.description) }
        }
        let weeks = points.filter { $0["kind"] == "volume" }
        #expect(Set(weeks.compactMap { $0["week"] }) == Set(volume.keys))
        for week in weeks {
            let sums = volume[week["week"]!] ?? [:]
            #expect(week["warmup"] == Weight(hundredths: sums[.warmup] ?? 0).description)
            #expect(week["working"] == Weight(hundredths: sums[.working] ?? 0).description)
            #expect(week["supplemental"] == Weight(hundredths: sums[.bbb] ?? 0).description)
        }
        #expect(Set(points.filter { $0["kind"] == "day" }.compactMap { $0["date"] }) == days)
    }

    /// The example journal with a reset, the starting TMs imported with a baseline, and a sheet
    /// whose file name holds markup and quotes (escaped on the page, never run).
    static func hostileJournal(_ folder: TemporaryFolder) throws -> String {
        let journal = try folder.copy(fixture: "examples/journal")
        let manager = FileManager.default
        try manager.moveItem(
            atPath: journal + "/2026/2026-11-23-squat.md", toPath: journal + "/2026/2026-11-23-squat <img src=x onerror=alert(1)> \"q\" 'a'.md")
        let start = journal + "/2026/2026-08-31-training-max.md"
        var text = try String(contentsOfFile: start, encoding: .utf8)
        text = text.replacingOccurrences(of: "cause: start", with: "cause: import\nsource: \"strong <export>.csv\"")
        text = text.replacingOccurrences(of: "\n---\n", with: "\nbaseline_e1rm:\n  squat: 345\n---\n")
        try text.write(toFile: start, atomically: true, encoding: .utf8)
        try "---\nentry: reset\ndate: 2026-11-25\ncycle: 4\n---\nBack to week 1.\n".write(
            toFile: journal + "/2026/2026-11-25-reset.md", atomically: true, encoding: .utf8)
        return journal
    }
}

extension BrowserReportTests {
    /// The example journal with cycle 4 starting the day after cycle 3 (C3 and C4 labels one day
    /// apart on the squat and bench charts) and a reset on cycle 4's first day.
    static func crowdedJournal(_ folder: TemporaryFolder) throws -> String {
        let journal = try folder.copy(fixture: "examples/journal")
        let bench = journal + "/2026/2026-11-24-bench.md"
        var text = try String(contentsOfFile: bench, encoding: .utf8)
        text = text.replacingOccurrences(of: "cycle: 3\n", with: "cycle: 4\n")
        try text.write(toFile: bench, atomically: true, encoding: .utf8)
        try "---\nentry: reset\ndate: 2026-11-24\ncycle: 4\n---\nBack to week 1.\n".write(
            toFile: journal + "/2026/2026-11-24-reset.md", atomically: true, encoding: .utf8)
        return journal
    }
}

/// scripts/browser-probe.py: what headless Chromium saw of a page.
struct BrowserProbe: Decodable {
    struct Page: Decodable {
        var scrollWidth: Int
        var innerWidth: Int
        /// `img`, `iframe`, `object` and `embed` elements (the report has none), and `script`s (one).
        var images: Int
        var scripts: Int
        var points: [[String: String]]

        enum CodingKeys: String, CodingKey { case scrollWidth = "scroll_width", innerWidth = "inner_width", points, images, scripts }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            scrollWidth = try container.decode(Int.self, forKey: .scrollWidth)
            innerWidth = try container.decode(Int.self, forKey: .innerWidth)
            images = try container.decode(Int.self, forKey: .images)
            scripts = try container.decode(Int.self, forKey: .scripts)
            // Attributes are strings; `cy` is a number: keep both as text.
            let raw = try container.decode([[String: Scalar]].self, forKey: .points)
            points = raw.map { $0.mapValues(\.text) }
        }
    }

    struct Scalar: Decodable, CustomStringConvertible {
        var text: String
        var description: String { text }
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                text = String(number)
            } else if let string = try? container.decode(String.self) {
                text = string
            } else if let list = try? container.decode([Scalar].self) {
                text = "[" + list.map(\.text).joined(separator: ", ") + "]"
            } else {
                text = "?"
            }
        }
    }

    /// `--checks`: WCAG contrast per "scheme-width", the PDF and print layout per paper, and the
    /// chart labels' boxes per width. Failures are kept as JSON text, for messages.
    struct Checks: Decodable {
        struct Contrast: Decodable { var checked: Int; var failures: [[String: Scalar]] }
        struct Print: Decodable {
            var pages: Int
            var pdf: Bool
            var width: Int
            var scrollWidth: Int
            var wide: [[String: Scalar]]
            enum CodingKeys: String, CodingKey { case pages, pdf, width, scrollWidth = "scroll_width", wide }
        }
        struct Labels: Decodable { var checked: Int; var problems: [[String: Scalar]] }
        var contrast: [String: Contrast]
        var print: [String: Print]
        var labels: [String: Labels]
    }

    var widths: [String: Page]
    var consoleErrors: [String]
    var requests: [String]
    var checks: Checks?

    enum CodingKeys: String, CodingKey { case widths, consoleErrors = "console_errors", requests, checks }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let script = repository + "/scripts/browser-probe.py"
    static let screenshotFolder = repository + "/.build/report-screenshots"

    static func executable(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "") + ":/usr/bin:/usr/local/bin"
        return folders.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static var isAvailable: Bool {
        executable("python3") != nil && (executable("chromium") ?? executable("chromium-browser") ?? executable("google-chrome")) != nil
    }

    /// Runs the probe on `html` at 375 and 1280 px, writing screenshots `PREFIX-WIDTH.png`, with
    /// `--checks` (contrast, print, chart labels).
    static func run(_ html: String, screenshot prefix: String) throws -> BrowserProbe {
        try FileManager.default.createDirectory(atPath: screenshotFolder, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable("python3")!)
        process.arguments = [script, html, "--width", "375", "--width", "1280", "--screenshot", prefix, "--dark", "--checks", "--timeout", "120"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ProbeFailure(message: "browser-probe.py exited \(process.terminationStatus): \(message)")
        }
        return try JSONDecoder().decode(BrowserProbe.self, from: data)
    }

    struct ProbeFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

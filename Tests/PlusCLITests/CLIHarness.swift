import Foundation
import PlusCLI
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// Runs plusmd in-process with captured streams, a fixed "today" and no terminal.
struct CLIResult {
    var status: Int32
    var out: String
    var err: String
}

final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""
    private var input: [String]

    init(input: [String]) { self.input = input }

    func writeOut(_ text: String) { lock.withLock { out += text } }
    func writeError(_ text: String) { lock.withLock { err += text } }
    func readLine() -> String? { lock.withLock { input.isEmpty ? nil : input.removeFirst() } }
    var streams: (String, String) { lock.withLock { (out, err) } }
}

func plusmd(
    _ arguments: [String], in folder: String, environment: [String: String] = [:], today: String = "2026-11-30",
    terminalInput: [String]? = nil, stdoutIsTerminal: Bool = false, zone: LocalZone = .system
) -> CLIResult {
    let capture = Capture(input: terminalInput ?? [])
    let context = CommandContext(
        environment: environment, workingDirectory: folder, today: Day(parsing: today)!,
        now: LocalTime(day: Day(parsing: today)!, hour: 18, minute: 45, second: 2), zone: zone,
        stdinIsTerminal: terminalInput != nil, stdoutIsTerminal: stdoutIsTerminal,
        writeOut: { capture.writeOut($0) }, writeError: { capture.writeError($0) },
        readLine: { capture.readLine() })
    let status = PlusCLI.run(arguments, context)
    let (out, err) = capture.streams
    return CLIResult(status: status, out: out, err: err)
}


extension String {
    /// Ticks every set of a sheet and writes `amrap` reps over the AMRAP set's `N+`.
    func ticked(amrap: Int? = nil) -> String {
        var lines = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices where lines[index].hasPrefix("- [ ] ") {
            var line = "- [x] " + lines[index].dropFirst(6)
            if let amrap, let plus = line.firstIndex(of: "+") {
                var start = plus
                while start > line.startIndex, line[line.index(before: start)].isNumber { start = line.index(before: start) }
                line.replaceSubrange(start...plus, with: String(amrap))
            }
            lines[index] = line
        }
        return lines.joined(separator: "\n")
    }
}

/// Runs `plusmd init j` in `folder` with the starting TMs, dated 2026-08-31; returns the
/// journal's path.
func newJournal(in folder: TemporaryFolder) -> String {
    _ = plusmd(["init", "j", "--date", "2026-08-31", "--tm", "squat=315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135"], in: folder.path)
    return folder.path + "/j"
}

/// `plusmd ARGUMENTS --json` run in `journal`, decoded as `type`; a failing run is an issue at the
/// caller's line.
func plusmdReport<R: Decodable>(
    _ type: R.Type, _ arguments: [String], in journal: String, environment: [String: String] = [:],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> R {
    let result = plusmd(arguments + ["--json"], in: journal, environment: environment)
    #expect(result.status == 0, "\(arguments): \(result.err)", sourceLocation: sourceLocation)
    return try ReportJSON.decode(type, from: result.out)
}

/// Writes the next sheet (`plusmd next ARGUMENTS`) and ticks it as a lifter does (`ticked`):
/// every set, `amrap` reps over the AMRAP set's `N+`.
@discardableResult
func nextTicked(
    _ arguments: [String], in journal: String, amrap: Int? = nil, environment: [String: String] = [:],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> NextReport {
    let next = try plusmdReport(NextReport.self, ["next"] + arguments, in: journal, environment: environment, sourceLocation: sourceLocation)
    let path = journal + "/" + next.path
    try String(contentsOfFile: path, encoding: .utf8).ticked(amrap: amrap).write(toFile: path, atomically: true, encoding: .utf8)
    return next
}

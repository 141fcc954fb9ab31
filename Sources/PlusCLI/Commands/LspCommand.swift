import Foundation
import PlusCore
import PlusLSP
import PlusStore

/// `plusmd lsp`: the language server for editors, over standard input and output.
enum LspCommand: Command {
    static let stdio = OptionSpec(["--stdio"], help: "Speak over standard input and output (the default and only transport; accepted for editors that pass it).")

    static let name = "lsp"
    static let spec = CommandSpec(
        name: name, abstract: "Serve the journal to an editor (Language Server Protocol).",
        discussion: """
            Speaks the Language Server Protocol 3.17 over standard input and output, for Neovim,
            Helix, VS Code, Emacs, Zed, Kate and other editors (docs/editors.md): `plusmd check`'s
            findings as diagnostics while you type, hover and inlay hints on set lines (target,
            plates, e1RM, PR), code actions that tick sets, completion, and the `next` and
            `status` commands. The journal is the one holding each file opened. The server never
            writes a file the editor has open. Exit status: 0 after `shutdown` and `exit`, 1 when
            the editor leaves without `shutdown`.
            """,
        options: [stdio],
        examples: ["lsp"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else { throw UsageError("lsp takes no arguments") }
        let environment = context.environment
        let zone = context.zone
        let hooks = ServerHooks(
            environment: environment, today: { ProcessEnvironment.localNow().day }, zone: zone,
            runCommand: { arguments, folder in
                let output = CapturedOutput()
                let now = ProcessEnvironment.localNow()
                var inner = environment
                inner["PLUSMD_JOURNAL"] = folder
                let status = PlusCLI.run(
                    arguments,
                    CommandContext(
                        environment: inner, workingDirectory: folder, today: now.day, now: now, zone: zone,
                        writeOut: { output.append(out: $0) }, writeError: { output.append(err: $0) }))
                return (status, output.out, output.err)
            })
        let server = LanguageServer(connection: Connection(input: 0, output: 1), hooks: hooks)
        let status = server.run()
        return status == 0 ? .ok : .failure
    }
}

/// Standard output and error of a command run in-process for the server.
private final class CapturedOutput: @unchecked Sendable {
    // @unchecked: both strings are touched only under `lock`.
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""

    func append(out text: String) { lock.withLock { outText += text } }
    func append(err text: String) { lock.withLock { errText += text } }
    var out: String { lock.withLock { outText } }
    var err: String { lock.withLock { errText } }
}

@testable import PlusCLI

/// Reaches the internal editor choice of `plusmd edit`.
enum EditCommandProbe {
    static func editor(_ environment: [String: String]) -> String { EditCommand.editorCommand(environment) }
}

/// An option of a command: `--lift LIFT`, `--dry-run`/`-n`. One value feeds parsing and help.
package struct OptionSpec: Sendable {
    /// Every spelling, long first: `["--journal", "-C"]`.
    package var names: [String]
    /// The value's name in help (`LIFT`); nil for a flag that takes no value.
    package var valueName: String?
    package var help: String
    /// True when the option may be given more than once (`--tm squat=315 --tm bench=225`).
    package var isRepeatable: Bool
    /// For a flag the command may read a positional after (`--day [N]`): the value's name. The
    /// flag then also takes it inline (`--day=2`), as that positional.
    package var optionalValue: String?

    package init(_ names: [String], value: String? = nil, help: String, repeatable: Bool = false, optionalValue: String? = nil) {
        self.names = names
        self.valueName = value
        self.help = help
        self.isRepeatable = repeatable
        self.optionalValue = optionalValue
    }

    /// The canonical name, without dashes: `journal`.
    package var key: String { String(names[0].drop { $0 == "-" }) }

    /// What the option's value completes to, from its value name.
    package var valueKind: ValueKind { ValueKind(valueName: valueName ?? "") }
}

/// What a value on the command line is, for completions: derived from its name in the table
/// (`LIFT`, `YYYY-MM-DD`, `DIR`, `FILE`, `lb|kg`), so the table stays the one source.
package enum ValueKind: Equatable, Sendable {
    case lift, date, directory, file, command
    case choices([String])
    case other

    package init(valueName: String) {
        switch valueName {
        case "LIFT": self = .lift
        case "DATE", "YYYY-MM-DD", "DATE|PATH": self = .date
        case "DIR": self = .directory
        case "FILE", "PATH": self = .file
        case "COMMAND": self = .command
        default:
            self = valueName.contains("|") ? .choices(valueName.split(separator: "|").map(String.init)) : .other
        }
    }
}

/// A positional argument of a command.
package struct ArgumentSpec: Sendable {
    package var name: String
    package var help: String
    package var isOptional: Bool

    package init(_ name: String, help: String, optional: Bool = true) {
        self.name = name
        self.help = help
        self.isOptional = optional
    }
}

/// Everything about a command that parsing and help need: the one table they both read.
package struct CommandSpec: Sendable {
    package var name: String
    /// One line: what the command does.
    package var abstract: String
    /// A paragraph or two for `--help`.
    package var discussion: String
    package var arguments: [ArgumentSpec]
    package var options: [OptionSpec]
    /// Command lines shown under EXAMPLES, without the leading `plusmd `.
    package var examples: [String]
    /// Subcommand words accepted as the first positional (`tm set`).
    package var subcommands: [String]
    /// Hidden commands (`__complete`) are left out of help, the man page and completions.
    package var isHidden: Bool

    package init(
        name: String, abstract: String, discussion: String = "", arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [], examples: [String] = [], subcommands: [String] = [],
        isHidden: Bool = false
    ) {
        self.isHidden = isHidden
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.examples = examples
        self.subcommands = subcommands
    }
}

/// Options every command accepts, before or after its own arguments.
package enum GlobalOptions {
    package static let journal = OptionSpec(["--journal", "-C"], value: "DIR", help: "Use the journal in DIR (default: $PLUSMD_JOURNAL, else the nearest folder with plusmd.yaml).")
    package static let json = OptionSpec(["--json"], help: "Print machine-readable JSON instead of text.")
    package static let noColor = OptionSpec(["--no-color"], help: "Never colour the output (also NO_COLOR=1 or TERM=dumb).")
    package static let yes = OptionSpec(["--yes", "-y"], help: "Answer yes to confirmations (needed to confirm without a terminal).")
    package static let help = OptionSpec(["--help", "-h"], help: "Show help for the command.")
    package static let noCache = OptionSpec(["--no-cache"], help: "Read and decode every file, without the cache of decoded entries (also PLUSMD_NO_CACHE=1).")
    package static let all: [OptionSpec] = [journal, json, noColor, yes, noCache, help]
    /// `--version`: accepted before any command, not listed with the options.
    package static let version = OptionSpec(["--version"], help: "Print the version.")
}

import PlusCore

/// A usage error: the command line itself is wrong. Printed with the usage line; exit status 2.
package struct UsageError: Error, Sendable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}

/// A command line split against a `CommandSpec`: option values by key, flags, positionals.
package struct ParsedArguments: Sendable {
    package var command: String?
    package private(set) var values: [String: [String]] = [:]
    package private(set) var positionals: [String] = []


    /// True when the flag was given. Options are read through their spec constants, so a
    /// misspelt option is a compile error, not a silent nil.
    package func flag(_ option: OptionSpec) -> Bool { values[option.key] != nil }

    /// The last value of the option, or nil.
    package func value(_ option: OptionSpec) -> String? { values[option.key]?.last }

    /// Every value of a repeatable option, in order.
    package func values(_ option: OptionSpec) -> [String] { values[option.key] ?? [] }

    /// The option's value, which must be one of `choices`; nil when not given.
    ///
    /// - Throws: `UsageError` naming the choices.
    package func choice(_ option: OptionSpec, among choices: [String]) throws(UsageError) -> String? {
        guard let value = value(option) else { return nil }
        guard choices.contains(value) else {
            throw UsageError("\(option.names[0]) takes \(choices.joined(separator: ", ")), not '\(value)'")
        }
        return value
    }

    /// Splits `arguments` (without the program name). The command is the first positional, one
    /// of `names`; global options may come anywhere. `--name=value`, `--name value` and `--` are
    /// understood. `spec` is asked only for the name the command line gives, so a run builds one
    /// command's spec, not every one.
    ///
    /// - Throws: `UsageError` for an unknown command or option (with the closest match), or a
    ///   missing value.
    package static func parse(
        _ arguments: [String], names: [String], spec specNamed: (String) -> CommandSpec?
    ) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var options = GlobalOptions.all + [GlobalOptions.version]
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            // `-5` and `-2.5` are values (a negative number is refused by the command with the right
            // message), never options: no option is spelled with a digit.
            let isNegativeNumber = token.count > 1 && token.dropFirst().first?.isNumber == true
            if onlyPositionals || !token.hasPrefix("-") || token == "-" || isNegativeNumber {
                if parsed.command == nil {
                    guard names.contains(token), let spec = specNamed(token) else {
                        let guess = names.min { editDistance($0, token) < editDistance($1, token) }
                        var message = "unknown command '\(token)'"
                        if let guess, editDistance(guess, token) <= 2 { message += "; did you mean '\(guess)'?" }
                        throw UsageError(message + " (see `plusmd help`)")
                    }
                    parsed.command = token
                    options += spec.options
                    // The completion helper receives a half-typed command line verbatim.
                    if spec.isHidden { onlyPositionals = true }
                } else {
                    parsed.positionals.append(token)
                }
                continue
            }
            if token == "--" {
                onlyPositionals = true
                continue
            }
            var name = token
            var inlineValue: String?
            if token.hasPrefix("--"), let equals = token.firstIndex(of: "=") {
                name = String(token[..<equals])
                inlineValue = String(token[token.index(after: equals)...])
            }
            guard let spec = options.first(where: { $0.names.contains(name) }) else {
                let names = options.flatMap(\.names).filter { $0.hasPrefix("--") }
                let guess = names.min { editDistance($0, name) < editDistance($1, name) }
                var message = "unknown option '\(name)'"
                if let guess, editDistance(guess, name) <= 3 { message += "; did you mean '\(guess)'?" }
                throw UsageError(message)
            }
            var value = ""
            if let valueName = spec.valueName {
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else { throw UsageError("\(name) needs a value (\(valueName))") }
                    value = arguments[index]
                    index += 1
                }
            } else if let inlineValue {
                guard let valueName = spec.optionalValue else { throw UsageError("\(name) takes no value") }
                guard !inlineValue.isEmpty else { throw UsageError("\(name)= needs a value (\(valueName))") }
                parsed.positionals.append(inlineValue)
            }
            if !spec.isRepeatable && spec.valueName != nil { parsed.values[spec.key] = [] }
            parsed.values[spec.key, default: []].append(value)
        }
        return parsed
    }
}

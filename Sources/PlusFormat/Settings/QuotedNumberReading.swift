import PlusCore

/// Numbers a lifter may have written as quoted text (`tm_percent: "90"`, as text-typed properties in
/// Obsidian write them): read as the numbers, as the front matter reads them; only `check --strict`
/// says so. Shared by the readers of `plusmd.yaml` and its `program:`.
protocol QuotedNumberReading {
    var path: String { get }
    var diagnostics: [Diagnostic] { get set }
}

extension QuotedNumberReading {
    /// The scalar's weight, plain or quoted (a quoted one noted, strict only).
    mutating func numberWeight(_ node: YAMLNode, _ name: String) -> Weight? {
        if let weight = node.scalar?.weight { return weight }
        guard let quoted = node.scalar?.quotedWeight else { return nil }
        diagnostics.append(.quotedNumber(at: SourceLocation(path: path, line: node.line, column: node.column), name, node, quoted.description))
        return quoted
    }

    /// The scalar's whole number, plain or quoted (a quoted one noted, strict only).
    mutating func numberInteger(_ node: YAMLNode, _ name: String) -> Int? {
        if let integer = node.scalar?.integer { return integer }
        guard let quoted = node.scalar?.quotedInteger else { return nil }
        diagnostics.append(.quotedNumber(at: SourceLocation(path: path, line: node.line, column: node.column), name, node, String(quoted)))
        return quoted
    }
}

extension Diagnostic {
    /// `name` written as quoted text that reads as the number `value`: a warning `check --strict`
    /// alone shows (plusmd writes numbers without quotes).
    static func quotedNumber(at location: SourceLocation, _ name: String, _ node: YAMLNode, _ value: String) -> Diagnostic {
        Diagnostic(
            .warning, id: "quoted-number", at: location, "\(name) \(node.summary) is quoted text; read as the number \(value)",
            hint: "Write it without quotes (`\(name): \(value)`), as plusmd does.", strictOnly: true)
    }
}

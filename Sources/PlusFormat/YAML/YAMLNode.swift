/// A scalar of a YAML document as libyaml reports it: its text, whether it was written plain
/// (unquoted, so subject to type resolution) and where it starts.
package struct YAMLScalar: Sendable, Equatable {
    package var text: String
    /// True for a plain (unquoted) scalar; quoted scalars are always strings.
    package var isPlain: Bool
    /// 1-based line within the YAML text.
    package var line: Int
    /// 1-based column.
    package var column: Int

    /// True for a plain scalar that YAML reads as null (`~`, `null`, empty).
    package var isNull: Bool {
        isPlain && (text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL")
    }
}

/// A read-only YAML tree (YAML 1.2 core schema is applied later, by the decoders).
package indirect enum YAMLNode: Sendable, Equatable {
    case scalar(YAMLScalar)
    case sequence([YAMLNode], line: Int, column: Int)
    /// Keys in document order; keys are scalars (complex keys are rejected by the reader).
    case mapping([(key: YAMLScalar, value: YAMLNode)], line: Int, column: Int)

    /// The 1-based line the node starts on.
    package var line: Int {
        switch self {
        case .scalar(let scalar): scalar.line
        case .sequence(_, let line, _), .mapping(_, let line, _): line
        }
    }

    /// The 1-based column the node starts at.
    package var column: Int {
        switch self {
        case .scalar(let scalar): scalar.column
        case .sequence(_, _, let column), .mapping(_, _, let column): column
        }
    }

    package static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
        switch (lhs, rhs) {
        case let (.scalar(l), .scalar(r)): l == r
        case let (.sequence(l, _, _), .sequence(r, _, _)): l == r
        case let (.mapping(l, _, _), .mapping(r, _, _)):
            l.count == r.count && zip(l, r).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }
}

/// YAML that libyaml could not parse, or a construct plusmd does not read (aliases, complex keys).
package struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, lowercase: `mapping values are not allowed in this context`.
    package var message: String
    /// 1-based line within the YAML text.
    package var line: Int
    /// 1-based column.
    package var column: Int
    /// What libyaml was reading when it failed (`while parsing a flow sequence`), if it says.
    package var context: String? = nil
    /// The 1-based line where that construct starts.
    package var contextLine: Int? = nil

    /// The message with its context, lines shifted by `lineOffset` (the front matter's place in
    /// its file): `did not find expected ',' or ']' (while parsing a flow sequence from line 3)`.
    package func explained(lineOffset: Int = 0) -> String {
        guard let context, let contextLine else { return message }
        return "\(message) (\(context) from line \(contextLine + lineOffset))"
    }

    package var description: String { "\(line):\(column): \(explained())" }
}

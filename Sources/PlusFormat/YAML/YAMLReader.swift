internal import CYAML

/// Reads YAML text into a `YAMLNode` tree through libyaml's event API (not its loader, which would
/// tag every scalar as a string). The only file that names `yaml_` symbols; all C memory is freed
/// before it returns. Marks are converted from libyaml's 0-based to 1-based here and nowhere else.
package enum YAMLReader {
    /// Parses the first document of `text`; nil for an empty document.
    ///
    /// - Throws: `YAMLError` with the position libyaml reports, or for an alias or a non-scalar key.
    package static func read(_ text: String) throws(YAMLError) -> YAMLNode? {
        var bytes = Array(text.utf8)
        bytes.append(0)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError(message: "out of memory", line: 1, column: 1)
        }
        defer { yaml_parser_delete(&parser) }
        return try bytes.withUnsafeBufferPointer { (buffer) throws(YAMLError) -> YAMLNode? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count - 1)
            var builder = TreeBuilder()
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    throw Self.error(of: parser)
                }
                defer { yaml_event_delete(&event) }
                let line = Int(event.start_mark.line) + 1
                let column = Int(event.start_mark.column) + 1
                switch event.type {
                case YAML_SCALAR_EVENT:
                    let scalar = event.data.scalar
                    let text =
                        scalar.value.map {
                            String(
                                decoding: UnsafeBufferPointer(start: $0, count: Int(scalar.length)),
                                as: UTF8.self)
                        } ?? ""
                    let isPlain = scalar.style == YAML_PLAIN_SCALAR_STYLE && scalar.tag == nil
                    try builder.add(
                        .scalar(YAMLScalar(text: text, isPlain: isPlain, line: line, column: column)))
                case YAML_SEQUENCE_START_EVENT:
                    builder.open(.sequence([], line: line, column: column))
                case YAML_MAPPING_START_EVENT:
                    builder.open(.mapping([], line: line, column: column))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    try builder.close()
                case YAML_ALIAS_EVENT:
                    throw YAMLError(
                        message: "aliases (*name) are not supported here", line: line,
                        column: column)
                case YAML_DOCUMENT_END_EVENT, YAML_STREAM_END_EVENT:
                    return builder.root
                default:
                    continue
                }
            }
        }
    }

    private static func error(of parser: yaml_parser_t) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        return YAMLError(
            message: problem, line: Int(parser.problem_mark.line) + 1,
            column: Int(parser.problem_mark.column) + 1,
            context: parser.context.map { String(cString: $0) },
            contextLine: Int(parser.context_mark.line) + 1)
    }
}

/// Assembles the tree from start/end events.
private struct TreeBuilder {
    private var stack: [YAMLNode] = []
    private var pendingKeys: [YAMLScalar?] = []
    private(set) var root: YAMLNode?

    mutating func open(_ node: YAMLNode) {
        stack.append(node)
        pendingKeys.append(nil)
    }

    mutating func close() throws(YAMLError) {
        guard let node = stack.popLast() else { return }
        pendingKeys.removeLast()
        try add(node)
    }

    mutating func add(_ node: YAMLNode) throws(YAMLError) {
        guard let parent = stack.popLast() else {
            root = node
            return
        }
        switch parent {
        case .sequence(var items, let line, let column):
            items.append(node)
            stack.append(.sequence(items, line: line, column: column))
        case .mapping(var pairs, let line, let column):
            if let key = pendingKeys[pendingKeys.count - 1] {
                pairs.append((key, node))
                pendingKeys[pendingKeys.count - 1] = nil
            } else if case .scalar(let key) = node {
                pendingKeys[pendingKeys.count - 1] = key
            } else {
                throw YAMLError(
                    message: "a key must be a plain name, not a list or mapping", line: node.line,
                    column: node.column)
            }
            stack.append(.mapping(pairs, line: line, column: column))
        case .scalar:
            preconditionFailure("a scalar cannot be a parent")
        }
    }
}

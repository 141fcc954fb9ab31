internal import CYAML

/// Reads YAML text into a `YAMLNode` tree through libyaml's event API (not its loader, which would
/// tag every scalar as a string). The only file that names `yaml_` symbols; all C memory is freed
/// before it returns. Marks are converted from libyaml's 0-based to 1-based here and nowhere else.
package enum YAMLReader {
    /// Parses the first document of `text`; nil for an empty document.
    ///
    /// - Throws: `YAMLError` with the position libyaml reports, or for an alias or a non-scalar key.
    package static func read(_ text: String) throws(YAMLError) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError(message: "out of memory", line: 1, column: 1)
        }
        defer { yaml_parser_delete(&parser) }
        // libyaml takes a pointer and a length: hand it the string's own UTF-8, no copy.
        var source = text
        return try source.withUTF8 { buffer in
            Result { () throws(YAMLError) -> YAMLNode? in try parse(&parser, buffer) }
        }.get()
    }

    /// The tree of the first document in `buffer`, read with `parser` (initialised, not yet fed).
    private static func parse(_ parser: inout yaml_parser_t, _ buffer: UnsafeBufferPointer<UInt8>) throws(YAMLError) -> YAMLNode? {
        yaml_parser_set_input_string(&parser, buffer.baseAddress ?? Self.empty, buffer.count)
        var builder = TreeBuilder()
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                throw Self.error(of: parser, in: buffer)
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
                try builder.open(mapping: false, line: line, column: column)
            case YAML_MAPPING_START_EVENT:
                try builder.open(mapping: true, line: line, column: column)
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

    /// The input handed to libyaml for an empty text (it wants a pointer even for no bytes).
    nonisolated(unsafe) private static let empty: UnsafePointer<UInt8> = {
        let byte = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        byte.initialize(to: 0)
        return UnsafePointer(byte)
    }()

    private static func error(of parser: yaml_parser_t, in text: UnsafeBufferPointer<UInt8>) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        if parser.error == YAML_READER_ERROR {
            // libyaml leaves the marks at zero for a bad character (a NUL, a control character)
            // and gives its byte offset instead.
            let offset = min(Int(parser.problem_offset), text.count)
            let before = text[..<offset]
            let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            return YAMLError(
                message: problem, line: before.count { $0 == UInt8(ascii: "\n") } + 1,
                column: text[lineStart..<offset].count { $0 & 0xC0 != 0x80 } + 1)
        }
        return YAMLError(
            message: problem, line: Int(parser.problem_mark.line) + 1,
            column: Int(parser.problem_mark.column) + 1,
            context: parser.context.map { String(cString: $0) },
            contextLine: Int(parser.context_mark.line) + 1)
    }
}

/// Assembles the tree from start/end events.
///
/// Open collections are kept as frames whose arrays grow in place, so that a list or mapping of n
/// items costs O(n), not O(n²); nesting deeper than `maxDepth` is refused before libyaml reads on
/// (a front matter `[[[[…` would otherwise cost time in libyaml and a deep recursion to free).
private struct TreeBuilder {
    /// Far more than any front matter or `plusmd.yaml` needs (they nest two or three levels).
    static let maxDepth = 64

    private struct Frame {
        var isMapping: Bool
        var line: Int
        var column: Int
        var items: [YAMLNode] = []
        var pairs: [(key: YAMLScalar, value: YAMLNode)] = []
        var pendingKey: YAMLScalar?

        var node: YAMLNode {
            isMapping
                ? .mapping(pairs, line: line, column: column)
                : .sequence(items, line: line, column: column)
        }
    }

    private var stack: [Frame] = []
    private(set) var root: YAMLNode?

    mutating func open(mapping isMapping: Bool, line: Int, column: Int) throws(YAMLError) {
        guard stack.count < Self.maxDepth else {
            throw YAMLError(
                message: "lists and mappings nested more than \(Self.maxDepth) deep are not supported here",
                line: line, column: column)
        }
        var frame = Frame(isMapping: isMapping, line: line, column: column)
        if isMapping { frame.pairs.reserveCapacity(8) }  // a sheet's front matter has 6–8 keys
        stack.append(frame)
    }

    mutating func close() throws(YAMLError) {
        guard let frame = stack.popLast() else { return }
        try add(frame.node)
    }

    mutating func add(_ node: YAMLNode) throws(YAMLError) {
        let top = stack.count - 1
        guard top >= 0 else {
            root = node
            return
        }
        guard stack[top].isMapping else {
            stack[top].items.append(node)
            return
        }
        if let key = stack[top].pendingKey {
            stack[top].pairs.append((key, node))
            stack[top].pendingKey = nil
        } else if case .scalar(let key) = node {
            stack[top].pendingKey = key
        } else {
            throw YAMLError(
                message: "a key must be a plain name, not a list or mapping", line: node.line,
                column: node.column)
        }
    }
}

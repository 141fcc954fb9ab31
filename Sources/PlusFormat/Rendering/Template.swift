/// Fills `{{name}}` placeholders of a template.
enum Template {
    /// `template` with each `{{key}}` replaced by `values[key]`.
    ///
    /// A placeholder without a value is a programmer error (templates ship inside the binary and
    /// tests render every one), so it traps with the name rather than writing `{{…}}` into a file.
    static func fill(_ template: String, _ values: [String: String]) -> String {
        var output = ""
        var rest = Substring(template)
        // `append(contentsOf:)` with a Substring, not `+=`: the generic `+=` does runtime type
        // look-ups on its first use in a run.
        while let open = rest.range(of: "{{") {
            output.append(contentsOf: rest[..<open.lowerBound])
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                preconditionFailure("unclosed placeholder in template")
            }
            let key = String(rest[open.upperBound..<close.lowerBound])
            guard let value = values[key] else { preconditionFailure("no value for {{\(key)}}") }
            output.append(value)
            rest = rest[close.upperBound...]
        }
        output.append(contentsOf: rest)
        return output
    }
}

extension Substring {
    fileprivate func range(of needle: String) -> Range<Index>? {
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(needle) {
                return index..<self.index(index, offsetBy: needle.count)
            }
            index = self.index(after: index)
        }
        return nil
    }
}

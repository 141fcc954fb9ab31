import Foundation

/// `file://` URIs and the absolute paths they name.
package enum DocumentURI {
    /// The absolute path of a `file:` URI (percent-escapes decoded); nil for any other scheme.
    package static func path(_ uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = String(uri.dropFirst("file://".count))
        // `file://localhost/…` and `file:///…` both name a local file.
        if !rest.hasPrefix("/") {
            guard let slash = rest.firstIndex(of: "/") else { return nil }
            rest = String(rest[slash...])
        }
        return rest.removingPercentEncoding
    }

    /// The `file:` URI of an absolute `path`, every byte outside the unreserved set and `/`
    /// percent-escaped.
    package static func uri(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        allowed.insert(charactersIn: "-._~/")
        return "file://" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path)
    }
}

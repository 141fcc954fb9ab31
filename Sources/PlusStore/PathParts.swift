/// The folder and the name of a slash-separated path, by plain slicing.
///
/// Not NSString's path methods: on Linux, `deletingLastPathComponent` traps on a one-character
/// relative path (`"o"`), so `report -o o` crashed. These never trap, whatever the path.
package enum PathParts {
    /// The folder holding `path`: `a/b` → `a`, `/a` → `/`, `/a//b/` → `/a`, `b` → `` (empty, the
    /// current folder), `/` → `/`.
    package static func folder(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(Substring(path))
        guard trimmed != "/" else { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let parent = withoutTrailingSlashes(trimmed[..<slash])
        return parent.isEmpty ? "/" : String(parent)
    }

    /// The last component of `path`: `a/b` → `b`, `/a/b/` → `b`, `b` → `b`, `/` → `/`, `` → ``.
    package static func name(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(Substring(path))
        guard trimmed != "/" else { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `name` without its extension (`week-1.md` → `week-1`); a name whose only dot is its
    /// first character (`.md`) is kept whole.
    package static func stem(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// `path` without trailing slashes, except a lone `/`.
    private static func withoutTrailingSlashes(_ path: Substring) -> Substring {
        var path = path
        while path.count > 1, path.last == "/" { path = path.dropLast() }
        return path
    }
}

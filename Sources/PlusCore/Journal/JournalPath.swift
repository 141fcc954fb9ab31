/// plusmd's rules for journal file names: how new ones are chosen and how same-day files order.
package enum JournalPath {
    /// The first free name for `base` (`2026/2026-11-30-squat`): `base.md`, else `base-2.md`,
    /// `base-3.md`…, where `exists` tells whether a relative path is taken (a look-up in the
    /// sorted listing, not a set of a 20-year journal's paths built for one name).
    package static func free(base: String, exists: (String) -> Bool) -> String {
        var path = base + ".md"
        var number = 2
        while exists(path) {
            path = "\(base)-\(number).md"
            number += 1
        }
        return path
    }

    /// Orders paths the way `free` numbers them: `x.md` before `x-2.md` before `x-10.md`, so the
    /// second `tm set` of a day comes after the first. (Plain string order puts `x-2.md` first,
    /// because `-` sorts before `.`.)
    package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let (left, right) = (key(lhs), key(rhs))
        return (left.stem, left.number, lhs) < (right.stem, right.number, rhs)
    }

    /// The path without `.md` and without a `-N` counter, and the counter (1 when none).
    static func key(_ path: String) -> (stem: String, number: Int) {
        var stem = Substring(path)
        if stem.hasSuffix(".md") { stem = stem.dropLast(3) }
        let digits = stem.reversed().prefix { $0.isASCII && $0.isNumber }.count
        guard digits > 0, digits < 6, stem.dropLast(digits).hasSuffix("-"),
            let number = Int(stem.suffix(digits)), number >= 2
        else { return (String(stem), 1) }
        return (String(stem.dropLast(digits + 1)), number)
    }
}

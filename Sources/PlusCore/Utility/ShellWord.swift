/// Quoting for command lines plusmd prints as hints (`diff 'a b.md' c.md`), so that a path with
/// spaces or quotes can be pasted into a POSIX shell as it is.
package enum ShellWord {
    /// `word` as is when it holds only characters no shell treats specially, else in single
    /// quotes with each `'` written `'\''`.
    package static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            (scalar.value < 128 && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil))
                || "-_./+,:@%=".unicodeScalars.contains(scalar)
        }
        if plain { return word }
        return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}

import PlusCore

/// The result of decoding one file: what it holds, if that could be worked out, and every problem
/// found in it. A file with errors still yields as much as could be read.
package struct DecodedFile: Sendable {
    package var path: String
    /// Nil when the file is too broken to say what it is.
    package var entry: JournalEntry?
    package var diagnostics: [Diagnostic]
}

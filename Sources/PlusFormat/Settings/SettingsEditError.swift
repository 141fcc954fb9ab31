/// Why `plusmd config set` refuses a change; nothing is written.
package struct SettingsEditError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Lowercase, specific: `bbb.percent '150' must be a percentage from 10 to 100`.
    package var message: String
    /// True when the value is fine but the file's layout is one plusmd will not rewrite (a value
    /// over several lines); false when the key or value is wrong.
    package var isLayout: Bool
    package init(_ message: String, isLayout: Bool = false) {
        self.message = message
        self.isLayout = isLayout
    }
    package var description: String { message }
}

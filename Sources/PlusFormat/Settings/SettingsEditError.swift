/// Why `plusmd config set` refuses a change; nothing is written.
package struct SettingsEditError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Lowercase, specific: `bbb.percent '150' must be a percentage from 10 to 100`.
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}

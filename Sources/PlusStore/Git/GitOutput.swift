/// What a finished git process printed, and its exit status.
package struct GitOutput: Sendable {
    package var status: Int32
    package var stdout: String
    package var stderr: String
}

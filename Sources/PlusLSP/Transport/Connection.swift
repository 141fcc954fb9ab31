import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The server's two file descriptors: frames read from one on a thread of their own, frames
/// written to the other under a lock (replies and notifications may come from any thread).
///
/// A client that goes away closes the input (end of stream: the reader reports the end) or the
/// output (a write fails with EPIPE, which is ignored as a signal: `isClosed` turns true).
package final class Connection: @unchecked Sendable {
    private let input: Int32
    private let output: Int32
    private let writeLock = NSLock()
    // @unchecked: `closed` is only touched under `writeLock`.
    private var closed = false

    /// A connection over `input` and `output` (standard input and output for `plusmd lsp`).
    package init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
        // A vanished client must fail the write, not kill the server with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
    }

    /// True once a write failed: nobody is listening.
    package var isClosed: Bool { writeLock.withLock { closed } }

    /// Reads frames until the end of the input, calling `receive` with each; returns at the end
    /// (or a read error). Blocks in `read`: no CPU while the client is silent.
    package func readFrames(_ receive: (FrameDecoder.Frame) -> Void) {
        var decoder = FrameDecoder()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            decoder.append(chunk[0..<count])
            while let frame = decoder.next() { receive(frame) }
        }
    }

    /// Writes one message's content, framed. False when the client is gone.
    @discardableResult
    package func write(_ content: [UInt8]) -> Bool {
        let bytes = FrameDecoder.frame(content)
        return writeLock.withLock {
            guard !closed else { return false }
            var offset = 0
            while offset < bytes.count {
                let count = bytes.withUnsafeBytes { systemWrite(output, $0.baseAddress! + offset, bytes.count - offset) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    closed = true
                    return false
                }
                offset += count
            }
            return true
        }
    }
}

/// write(2), under its name on either system.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #else
        Darwin.write(descriptor, bytes, count)
    #endif
}

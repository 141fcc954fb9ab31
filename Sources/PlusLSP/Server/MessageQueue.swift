import Foundation

/// The frames read from the client, handed from the reader thread to the server's thread. The
/// server waits on a condition while the queue is empty: no CPU while the client is silent.
final class MessageQueue: @unchecked Sendable {
    // @unchecked: every field is touched only under `condition`.
    private let condition = NSCondition()
    private var frames: [FrameDecoder.Frame] = []
    private var ended = false

    /// Adds a frame read from the client.
    func push(_ frame: FrameDecoder.Frame) {
        condition.withLock {
            frames.append(frame)
            condition.signal()
        }
    }

    /// The input ended (the client closed it or went away).
    func end() {
        condition.withLock {
            ended = true
            condition.signal()
        }
    }

    /// Every frame waiting, after waiting for one; empty once the input ended and all were taken.
    func takeAll() -> [FrameDecoder.Frame] {
        condition.withLock {
            while frames.isEmpty && !ended { condition.wait() }
            defer { frames.removeAll() }
            return frames
        }
    }

    /// True when frames are waiting (the server then defers work that the next ones may redo).
    var hasWaiting: Bool { condition.withLock { !frames.isEmpty } }
}

import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns SIGINT, SIGTERM, SIGHUP and SIGWINCH into events for the terminal loop: each signal is
/// ignored at the process level and delivered through a `DispatchSourceSignal`, which records it
/// and writes a byte to a pipe the loop polls, so the loop wakes at once and restores the
/// terminal itself (nothing unsafe runs in a signal handler). SIGPIPE is ignored.
package final class SignalWatcher: @unchecked Sendable {
    /// The read end of the wake-up pipe, for `poll`.
    package let wakeDescriptor: Int32
    private let writeDescriptor: Int32
    private let lock = NSLock()
    private var pending: [Int32] = []
    private var sources: [any DispatchSourceSignal] = []
    private static let watched = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGCONT]

    package init() {
        var fds: [Int32] = [-1, -1]
        _ = pipe(&fds)
        wakeDescriptor = fds[0]
        writeDescriptor = fds[1]
        _ = fcntl(wakeDescriptor, F_SETFL, O_NONBLOCK)
        _ = fcntl(writeDescriptor, F_SETFL, O_NONBLOCK)
        signal(SIGPIPE, SIG_IGN)
        let queue = DispatchQueue(label: "plusmd.signals")
        for number in Self.watched {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            let writer = writeDescriptor
            source.setEventHandler { [weak self] in
                self?.record(number)
                var byte: UInt8 = 1
                _ = Foundation.write(writer, &byte, 1)
            }
            source.resume()
            sources.append(source)
        }
    }

    deinit {
        for source in sources { source.cancel() }
        for number in Self.watched { signal(number, SIG_DFL) }
        close(wakeDescriptor)
        close(writeDescriptor)
    }

    private func record(_ number: Int32) { lock.withLock { pending.append(number) } }

    /// The signals received since the last call, oldest first; drains the wake-up pipe.
    package func take() -> [Int32] {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wakeDescriptor, &buffer, buffer.count) > 0 {}
        return lock.withLock {
            defer { pending = [] }
            return pending
        }
    }
}

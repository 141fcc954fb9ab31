import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What wakes a terminal loop.
package enum TerminalEvent: Equatable {
    case key(Key)
    case resized
    /// SIGINT, SIGTERM or SIGHUP from outside (a kill, a closed SSH session).
    case terminated(Int32)
    /// The terminal closed (end of input or a read error).
    case hangUp
}

/// Waits for keys and signals with a timeout: `poll(2)` on the terminal and the signal pipe.
package struct TerminalEvents {
    package let terminal: RawTerminal
    package let signals: SignalWatcher

    /// The events that arrive within `timeout` real milliseconds (possibly none).
    package func wait(timeout: Int) -> [TerminalEvent] {
        var fds = [
            pollfd(fd: terminal.input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signals.wakeDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&fds, 2, Int32(max(0, timeout)))
        var events: [TerminalEvent] = []
        if ready > 0 || fds[1].revents != 0 {
            for number in signals.take() {
                switch number {
                case SIGWINCH, SIGCONT: events.append(.resized)
                default: events.append(.terminated(number))
                }
            }
        }
        if ready > 0 && fds[0].revents != 0 {
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = read(terminal.input, &buffer, buffer.count)
            if count > 0 {
                events += Key.decode(Array(buffer[0..<count])).map(TerminalEvent.key)
            } else if count == 0 || (errno != EAGAIN && errno != EINTR) || fds[0].revents & Int16(POLLHUP) != 0 {
                events.append(.hangUp)
            }
        }
        return events
    }
}

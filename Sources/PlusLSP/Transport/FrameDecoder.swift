/// Cuts a byte stream into the messages of the protocol's base layer: headers
/// (`Content-Length: N`, perhaps `Content-Type: …`, each ending `\r\n`), an empty line, then
/// exactly N bytes of UTF-8 JSON.
///
/// Fed the bytes as they are read, however they are split or joined; it never waits or reads
/// itself, so it is tested on any split of a stream.
package struct FrameDecoder: Sendable {
    /// What the stream held next.
    package enum Frame: Equatable, Sendable {
        /// A message's content: exactly `Content-Length` bytes.
        case message([UInt8])
        /// A header block without a usable `Content-Length` (missing, not a number, negative or
        /// beyond `maximumLength`): skipped, with why. The stream goes on after its empty line.
        case badHeader(String)
    }

    /// The largest message accepted, in bytes: a 10 MB document, escaped in JSON, fits.
    package static let maximumLength = 64 << 20

    private var buffer: [UInt8] = []
    /// Where the unread bytes of `buffer` start.
    private var start = 0
    /// The content length of the message whose headers were read, while its content is awaited.
    private var pending: Int?

    package init() {}

    /// Adds bytes read from the stream.
    package mutating func append(_ bytes: some Collection<UInt8>) {
        // Consumed bytes are dropped before growing, so the buffer holds at most one message and
        // a read's worth more.
        if start > 0 && (start == buffer.count || start > 1 << 16) {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next whole frame, or nil until more bytes come.
    package mutating func next() -> Frame? {
        if pending == nil {
            guard let end = headerEnd() else { return nil }
            let header = buffer[start..<end]
            start = end + 4
            switch Self.contentLength(header) {
            case .success(let length): pending = length
            case .failure(let problem): return .badHeader(problem.reason)
            }
        }
        guard let length = pending, buffer.count - start >= length else { return nil }
        let content = Array(buffer[start..<(start + length)])
        start += length
        pending = nil
        return .message(content)
    }

    /// Bytes received but not yet part of a whole frame (0 at a clean end of the stream).
    package var unfinishedBytes: Int { buffer.count - start }

    /// The index of the `\r\n\r\n` that ends the headers, if it has arrived.
    private func headerEnd() -> Int? {
        var index = start
        while index + 3 < buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Why a header block is unusable.
    package struct HeaderProblem: Error, Equatable {
        package var reason: String
    }

    /// The `Content-Length` of a header block (its name in any case, other headers ignored).
    static func contentLength(_ header: ArraySlice<UInt8>) -> Result<Int, HeaderProblem> {
        let text = String(decoding: header, as: UTF8.self)
        for line in text.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: " \t").lowercased()
            guard name == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t")
            guard let length = Int(value), length >= 0 else {
                return .failure(HeaderProblem(reason: "Content-Length is not a byte count: '\(value.prefix(40))'"))
            }
            guard length <= maximumLength else {
                return .failure(HeaderProblem(reason: "Content-Length \(length) is beyond \(maximumLength) bytes"))
            }
            return .success(length)
        }
        return .failure(HeaderProblem(reason: "headers without Content-Length"))
    }

    /// The frame of `content`: its header and its bytes, as the server writes it.
    package static func frame(_ content: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(content.count)\r\n\r\n".utf8) + content
    }
}

extension StringProtocol {
    /// The text without `characters` at either end.
    fileprivate func trimmingCharacters(in characters: String) -> String {
        let set = Set(characters)
        guard let first = firstIndex(where: { !set.contains($0) }), let last = lastIndex(where: { !set.contains($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}

import Testing

@testable import PlusLSP

@Suite struct FramingTests {
    private func frames(_ chunks: [[UInt8]]) -> [FrameDecoder.Frame] {
        var decoder = FrameDecoder()
        var found: [FrameDecoder.Frame] = []
        for chunk in chunks {
            decoder.append(chunk)
            while let frame = decoder.next() { found.append(frame) }
        }
        return found
    }

    /// Content-Length counts bytes, not characters: `é` is two, the emoji (with its variation selector) seven.
    @Test func contentLengthCountsBytes() {
        let body = Array(#"{"x":"é🏋️"}"#.utf8)
        #expect(body.count == 17)
        #expect(frames([FrameDecoder.frame(body)]) == [.message(body)])
    }

    /// Two messages in one read, and one message cut at every byte, give the same frames.
    @Test func splitAndJoinedMessagesGiveTheSameFrames() {
        let first = Array(#"{"jsonrpc":"2.0","method":"a"}"#.utf8)
        let second = Array(#"{"jsonrpc":"2.0","method":"ü"}"#.utf8)
        let stream = FrameDecoder.frame(first) + FrameDecoder.frame(second)
        #expect(frames([stream]) == [.message(first), .message(second)])
        for cut in 1..<stream.count {
            #expect(frames([Array(stream[..<cut]), Array(stream[cut...])]) == [.message(first), .message(second)], "cut at \(cut)")
        }
        #expect(frames(stream.map { [$0] }) == [.message(first), .message(second)])
    }

    /// Other headers (`Content-Type`) are tolerated, in any order, the name in any case.
    @Test func extraHeadersAreTolerated() {
        let body = Array("{}".utf8)
        let stream = Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length:  2\r\n\r\n".utf8) + body
        #expect(frames([stream]) == [.message(body)])
    }

    /// A header block without a usable length is reported and skipped; the next message is read.
    @Test func badHeadersAreReportedAndSkipped() {
        let body = Array("{}".utf8)
        let missing = Array("Content-Type: x\r\n\r\n".utf8)
        let notANumber = Array("Content-Length: many\r\n\r\n".utf8)
        let huge = Array("Content-Length: 999999999999\r\n\r\n".utf8)
        let found = frames([missing + notANumber + huge + FrameDecoder.frame(body)])
        #expect(found.count == 4)
        #expect(found[0] == .badHeader("headers without Content-Length"))
        #expect(found[1] == .badHeader("Content-Length is not a byte count: 'many'"))
        if case .badHeader(let reason) = found[2] { #expect(reason.contains("beyond")) } else { Issue.record("\(found[2])") }
        #expect(found[3] == .message(body))
    }

    /// A message not yet complete gives nothing, and says how much is waiting.
    @Test func anIncompleteMessageWaits() {
        var decoder = FrameDecoder()
        decoder.append(Array("Content-Length: 11\r\n\r\n{\"a\"".utf8))
        #expect(decoder.next() == nil)
        #expect(decoder.unfinishedBytes == 4)
        decoder.append(Array(":12345}".utf8))
        #expect(decoder.next() == .message(Array("{\"a\":12345}".utf8)))
        #expect(decoder.unfinishedBytes == 0)
    }
}

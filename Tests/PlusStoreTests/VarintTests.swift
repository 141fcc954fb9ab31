import Testing

@testable import PlusStore

/// The cache's numbers are unsigned LEB128 (`ByteWriter.varint`), zigzag for signed ones: the
/// bytes written are fixed by the format, whatever way the writer makes them.
@Suite struct VarintTests {
    @Test func knownEncodings() {
        let cases: [(UInt64, [UInt8])] = [
            (0, [0]), (1, [1]), (127, [0x7F]), (128, [0x80, 0x01]), (300, [0xAC, 0x02]), (16_383, [0xFF, 0x7F]),
            (16_384, [0x80, 0x80, 0x01]), (UInt64.max, Array(repeating: 0xFF, count: 9) + [0x01]),
        ]
        for (value, bytes) in cases {
            var writer = ByteWriter()
            writer.varint(value)
            #expect(writer.bytes == bytes, "\(value)")
        }
    }

    @Test func everyWidthRoundTrips() throws {
        var values: [UInt64] = [0, UInt64.max, UInt64.max - 1]
        for shift in 0..<64 { values += [1 << UInt64(shift), (1 << UInt64(shift)) - 1, (1 << UInt64(shift)) + 1] }
        var writer = ByteWriter(capacity: 1)  // grown as it goes
        writer.byte(0xAB)
        for value in values { writer.varint(value) }
        let signed = [0, 1, -1, 63, -64, 64, -65, Int.max, Int.min, 20_500, -20_500]
        for value in signed { writer.int(value) }
        try writer.bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) throws -> Void in
            var reader = ByteReader(raw, end: raw.count)
            #expect(try reader.byte() == 0xAB)
            for value in values { #expect(try reader.varint() == value) }
            for value in signed { #expect(try reader.int() == value) }
            #expect(reader.offset == raw.count)
        }
    }
}

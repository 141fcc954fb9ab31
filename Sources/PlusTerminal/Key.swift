/// A key press read from a raw terminal.
package enum Key: Equatable {
    case character(Character)
    case enter
    /// Ctrl-J: a line break inside the notes editor, Enter elsewhere.
    case newline
    case backspace
    case escape
    case up, down, left, right
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D.
    case endOfInput
    /// Ctrl-Z.
    case suspend
    /// Ctrl-U: clear the typed text.
    case clearLine
    /// Ctrl-L: redraw.
    case redraw

    /// Decodes a chunk of bytes read from the terminal into keys. Escape sequences (`ESC [ A`)
    /// become arrows or are dropped; UTF-8 text becomes characters; unknown control bytes are
    /// dropped.
    package static func decode(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x0D: keys.append(.enter)
            case 0x0A: keys.append(.newline)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x03: keys.append(.interrupt)
            case 0x04: keys.append(.endOfInput)
            case 0x1A: keys.append(.suspend)
            case 0x15: keys.append(.clearLine)
            case 0x0C: keys.append(.redraw)
            case 0x1B:
                guard index < bytes.count, bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O") else {
                    keys.append(.escape)
                    continue
                }
                index += 1
                var final: UInt8 = 0
                while index < bytes.count {
                    final = bytes[index]
                    index += 1
                    if (0x40...0x7E).contains(final) { break }
                }
                switch final {
                case UInt8(ascii: "A"): keys.append(.up)
                case UInt8(ascii: "B"): keys.append(.down)
                case UInt8(ascii: "C"): keys.append(.right)
                case UInt8(ascii: "D"): keys.append(.left)
                default: break
                }
            case 0x20...0x7E:
                keys.append(.character(Character(Unicode.Scalar(byte))))
            case 0xC0...0xF7:
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                let end = min(bytes.count, index - 1 + length)
                let text = String(decoding: bytes[(index - 1)..<end], as: UTF8.self)
                index = end
                for character in text where character != "\u{FFFD}" { keys.append(.character(character)) }
            default:
                continue
            }
        }
        return keys
    }
}

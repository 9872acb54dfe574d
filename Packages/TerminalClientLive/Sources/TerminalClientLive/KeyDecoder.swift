import TerminalClient

/// Turns the bytes a terminal sends into the keys the user pressed.
///
/// A terminal sends a key as one byte, a UTF-8 sequence or an escape sequence, and a read may end
/// in the middle of any of them; so the decoder keeps what it cannot decode yet, and the reader
/// calls ``flush()`` when no more bytes came within the escape timeout. That timeout is also what
/// tells the Escape key, a lone ESC, from the start of a sequence. Sequences it does not know are
/// dropped whole, so that a function key never arrives as stray letters.
package struct KeyDecoder: Sendable {
  /// Bytes received but not yet decoded: the start of a sequence still arriving.
  private var pending: [UInt8] = []

  /// An escape sequence longer than this is no key any terminal sends; it is dropped rather than
  /// held forever.
  private static let longestSequence = 32

  package init() {}

  /// Whether bytes are held back waiting for the rest of a sequence.
  package var isWaiting: Bool { !pending.isEmpty }

  /// The keys completed by `bytes`, holding back an unfinished sequence at their end.
  package mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    return drain(isFinal: false)
  }

  /// The keys held back, now that no more bytes came: a lone ESC is the Escape key, and any other
  /// unfinished sequence is dropped.
  package mutating func flush() -> [Key] {
    drain(isFinal: true)
  }

  private mutating func drain(isFinal: Bool) -> [Key] {
    var keys: [Key] = []
    var start = 0
    decoding: while start < pending.count {
      switch Self.parse(pending[start...], isFinal: isFinal) {
      case .key(let key, let length):
        keys.append(key)
        start += length
      case .dropped(let length):
        start += length
      case .incomplete:
        break decoding
      }
    }
    pending.removeFirst(start)
    return keys
  }

  private enum Parsed {
    case key(Key, length: Int)
    case dropped(length: Int)
    case incomplete
  }

  private static func parse(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> Parsed {
    let first = bytes[bytes.startIndex]
    switch first {
    case 0x1B:
      return parseEscape(bytes, isFinal: isFinal)
    case 0x0D, 0x0A:
      return .key(.enter, length: 1)
    case 0x09:
      return .key(.tab, length: 1)
    case 0x08, 0x7F:
      return .key(.backspace, length: 1)
    case 0x01...0x1A:
      return .key(.control(Character(Unicode.Scalar(first + 0x60))), length: 1)
    case 0x00, 0x1C...0x1F:
      return .dropped(length: 1)
    default:
      return parseText(bytes, isFinal: isFinal)
    }
  }

  /// ESC alone, or the start of a CSI (`ESC [`) or SS3 (`ESC O`) sequence. ESC followed by anything
  /// else is the Escape key typed just before that key, as a person typing fast would mean it.
  private static func parseEscape(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> Parsed {
    let start = bytes.startIndex
    guard bytes.count > 1 else { return isFinal ? .key(.escape, length: 1) : .incomplete }
    switch bytes[start + 1] {
    case UInt8(ascii: "["):
      return parseControlSequence(bytes, isFinal: isFinal)
    case UInt8(ascii: "O"):
      guard bytes.count > 2 else { return isFinal ? .dropped(length: 2) : .incomplete }
      let final = bytes[start + 2]
      guard (0x40...0x7E).contains(final) else { return .dropped(length: 2) }
      guard let key = cursorKey(final) else { return .dropped(length: 3) }
      return .key(key, length: 3)
    default:
      return .key(.escape, length: 1)
    }
  }

  /// `ESC [`, parameter bytes, intermediate bytes and a final byte, as ECMA-48 defines a control
  /// sequence; modifiers in the parameters (Ctrl-Up is `ESC[1;5A`) are ignored.
  private static func parseControlSequence(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> Parsed {
    let start = bytes.startIndex
    var index = start + 2
    while index < bytes.endIndex, (0x30...0x3F).contains(bytes[index]) { index += 1 }
    let parameters = bytes[(start + 2)..<index]
    while index < bytes.endIndex, (0x20...0x2F).contains(bytes[index]) { index += 1 }
    guard index < bytes.endIndex else {
      let length = index - start
      return isFinal || length >= longestSequence ? .dropped(length: length) : .incomplete
    }
    let final = bytes[index]
    guard (0x40...0x7E).contains(final) else { return .dropped(length: index - start) }
    // The Linux console sends F1 to F5 as `ESC [ [ A` to `ESC [ [ E`.
    if final == UInt8(ascii: "["), parameters.isEmpty {
      guard index + 1 < bytes.endIndex else {
        return isFinal ? .dropped(length: index + 1 - start) : .incomplete
      }
      return .dropped(length: index + 2 - start)
    }
    let length = index + 1 - start
    guard parameters.allSatisfy({ $0 == UInt8(ascii: ";") || (0x30...0x39).contains($0) }) else {
      return .dropped(length: length)
    }
    if final == UInt8(ascii: "~") {
      let number = parameters.prefix { $0 != UInt8(ascii: ";") }
        .reduce(0) { $0 * 10 + Int($1 - 0x30) }
      guard let key = numberedKey(number) else { return .dropped(length: length) }
      return .key(key, length: length)
    }
    guard let key = cursorKey(final) else { return .dropped(length: length) }
    return .key(key, length: length)
  }

  /// The keys VT terminals send as a final letter after `ESC [` or `ESC O`.
  private static func cursorKey(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    default: nil
    }
  }

  /// The keys VT terminals send as `ESC [ number ~`; xterm, rxvt and the Linux console disagree on
  /// Home and End, so every spelling is taken.
  private static func numberedKey(_ number: Int) -> Key? {
    switch number {
    case 1, 7: .home
    case 4, 8: .end
    case 3: .delete
    case 5: .pageUp
    case 6: .pageDown
    default: nil
    }
  }

  /// One character of UTF-8 text, with the scalars after it that join it into one character (an
  /// accent typed as a combining mark, an emoji sequence) when they arrived with it.
  private static func parseText(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> Parsed {
    switch scalar(at: bytes.startIndex, in: bytes, isFinal: isFinal) {
    case .incomplete:
      return .incomplete
    case .invalid:
      return .dropped(length: 1)
    case .scalar(let first, let firstLength):
      guard first.properties.generalCategory != .control else {
        return .dropped(length: firstLength)
      }
      var text = String(first)
      var length = firstLength
      while bytes.startIndex + length < bytes.endIndex,
        bytes[bytes.startIndex + length] >= 0x80,
        case .scalar(let next, let nextLength) = scalar(
          at: bytes.startIndex + length, in: bytes, isFinal: isFinal),
        next.properties.generalCategory != .control
      {
        var joined = text
        joined.unicodeScalars.append(next)
        guard joined.count == 1 else { break }
        text = joined
        length += nextLength
      }
      return .key(.character(Character(text)), length: length)
    }
  }

  private enum DecodedScalar {
    case scalar(Unicode.Scalar, length: Int)
    case invalid
    case incomplete
  }

  private static func scalar(at index: Int, in bytes: ArraySlice<UInt8>, isFinal: Bool)
    -> DecodedScalar
  {
    let length: Int
    switch bytes[index] {
    case 0x20...0x7E: return .scalar(Unicode.Scalar(bytes[index]), length: 1)
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return .invalid
    }
    let available = bytes[index...].prefix(length)
    if available.dropFirst().contains(where: { !(0x80...0xBF).contains($0) }) { return .invalid }
    guard available.count == length else { return isFinal ? .invalid : .incomplete }
    guard let text = String(validating: available, as: UTF8.self),
      let scalar = text.unicodeScalars.first
    else { return .invalid }
    return .scalar(scalar, length: length)
  }
}

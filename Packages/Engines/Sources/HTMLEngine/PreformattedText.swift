import RichTextCore
import TextCore

/// The text of a `<pre>` as it is being rendered: every line and every space kept, tabs expanded
/// to the next multiple of eight columns (a terminal's tab stops, which the reader's layout must
/// not depend on), and only the characters ``TerminalText`` forbids taken out.
struct PreformattedText {
  private(set) var bytes: [UInt8] = []
  private(set) var marks: [RichTextMark] = []
  /// The characters since the last line break, for tab stops.
  private var column = 0

  static let tabWidth = 8

  mutating func mark(_ kind: RichTextMark.Kind) {
    marks.append(RichTextMark(offset: bytes.count, kind: kind))
  }

  mutating func lineBreak() {
    bytes.append(UInt8(ascii: "\n"))
    column = 0
  }

  mutating func append(_ text: UnsafeBufferPointer<UInt8>) {
    if Self.containsControl(text) {
      return appendSanitized(ControlStandIns.restored(String(decoding: text, as: UTF8.self)))
    }
    var index = 0
    // The line break right after `<pre>` is not part of its text, as HTML defines it.
    if bytes.isEmpty, marks.isEmpty, let first = text.first {
      if first == UInt8(ascii: "\n") {
        index = 1
      } else if first == UInt8(ascii: "\r") {
        index = text.count > 1 && text[1] == UInt8(ascii: "\n") ? 2 : 1
      }
    }
    while index < text.count {
      let byte = text[index]
      switch byte {
      case UInt8(ascii: "\n"):
        lineBreak()
      case UInt8(ascii: "\r"):
        // CR LF and a lone CR both end a line.
        if index + 1 < text.count, text[index + 1] == UInt8(ascii: "\n") { index += 1 }
        lineBreak()
      case UInt8(ascii: "\t"), 0x0C:
        let spaces = Self.tabWidth - column % Self.tabWidth
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: spaces))
        column += spaces
      default:
        bytes.append(byte)
        // A character starts at every byte that is not a UTF-8 continuation byte.
        if byte & 0xC0 != 0x80 { column += 1 }
      }
      index += 1
    }
  }

  /// The text with the white space at its end removed, and its marks.
  func finish() -> (text: String, marks: [RichTextMark]) {
    var end = bytes.count
    while end > 0, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: " ") {
      end -= 1
    }
    let text = String(decoding: bytes[..<end], as: UTF8.self)
    return (text, marks.map { RichTextMark(offset: min($0.offset, end), kind: $0.kind) })
  }

  /// Text holding a control character: each run between spaces, tabs and line breaks is
  /// sanitized on its own, so that the spacing and the lines survive while the controls, and any
  /// escape sequences they start, do not.
  private mutating func appendSanitized(_ text: String) {
    var kept = String.UnicodeScalarView()
    var run = ""
    for scalar in text.unicodeScalars {
      if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
        kept.append(contentsOf: TerminalText.sanitized(run).unicodeScalars)
        run = ""
        kept.append(scalar)
      } else {
        run.unicodeScalars.append(scalar)
      }
    }
    kept.append(contentsOf: TerminalText.sanitized(run).unicodeScalars)
    var clean = String(kept)
    clean.withUTF8 { append($0) }
  }

  private static func containsControl(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < text.count {
      let byte = text[index]
      if byte < 0x20 {
        if byte != 0x0A && byte != 0x0D && byte != 0x09 && byte != 0x0C { return true }
      } else if byte == 0x7F {
        return true
      } else if byte == 0xC2 || byte == 0xD8 || byte == 0xE2 || byte == 0xEF {
        var iterator = text[index...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator),
          ControlStandIns.control(for: scalar) != nil
            || (TerminalText.isControl(scalar) && scalar.value > 0x7F)
        {
          return true
        }
      }
      index += 1
    }
    return false
  }
}

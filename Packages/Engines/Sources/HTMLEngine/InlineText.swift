import RichTextCore
import TextCore

/// The text of one block as it is being rendered: white space collapsed as a browser collapses
/// it, every character the terminal must not see removed by ``TerminalText``'s rule, and the
/// marks and the stretches of emphasis placed at byte offsets into it.
///
/// Works on UTF-8 bytes and consults `TerminalText` only for the rare piece of text that holds a
/// control or a non-ASCII space, because it runs over every text node of every item of feeds
/// with tens of thousands of items.
struct InlineText {
  private(set) var bytes: [UInt8] = []
  private(set) var marks: [RichTextMark] = []
  /// The stretches written bold or italic, in order and apart.
  private(set) var emphases: [RichTextEmphasis] = []
  /// How the text appended from now on is stressed, as the open `<strong>` and `<em>` say; kept
  /// when a block ends, since a `<b>` may hold several.
  var emphasis: RichTextEmphasis.Style = []
  /// White space seen since the last character, written only if another character follows.
  private var pendingSpace = false

  var isEmpty: Bool { bytes.isEmpty && marks.isEmpty }

  /// Where a mark placed now would be.
  var offset: Int { bytes.count }

  var endsWithLineBreak: Bool { bytes.last == UInt8(ascii: "\n") }

  /// White space between two pieces of text, such as the gap a block element leaves inside a
  /// cell; it collapses with any other.
  mutating func space() {
    pendingSpace = true
  }

  /// A `<br>`: the next text starts a new line.
  mutating func lineBreak() {
    pendingSpace = false
    guard !bytes.isEmpty else { return }
    bytes.append(UInt8(ascii: "\n"))
  }

  mutating func mark(_ kind: RichTextMark.Kind) {
    marks.append(RichTextMark(offset: bytes.count, kind: kind))
  }

  /// An image where it stands, after the white space before it: an image is a box in the line,
  /// not text, so a browser keeps the space on each side of it rather than collapsing the two,
  /// and "and <img>." reads "and [image]." rather than "and[image] .".
  mutating func markImage(_ kind: RichTextMark.Kind) {
    writePendingSpace()
    mark(kind)
  }

  /// Appends a text node's bytes, collapsing runs of white space into one space.
  mutating func append(collapsing text: UnsafeBufferPointer<UInt8>) {
    let start = bytes.count
    appendCollapsing(text)
    if !emphasis.isEmpty, bytes.count > start { stress(from: start) }
  }

  /// Stresses what was appended from `start` on, without the space before its first word, which
  /// separates it from the text before: "a <b>bold</b>" stresses "bold", not " bold". A stretch
  /// that goes on after a space, as text nodes of one `<b>` do, lengthens the one before.
  private mutating func stress(from start: Int) {
    let startsWithSpace = bytes[start] == UInt8(ascii: " ")
    let lower = startsWithSpace ? start + 1 : start
    guard lower < bytes.count else { return }
    if let last = emphases.last, last.style == emphasis,
      last.range.upperBound == lower || (startsWithSpace && last.range.upperBound == start)
    {
      emphases[emphases.count - 1].range = last.range.lowerBound..<bytes.count
    } else {
      emphases.append(RichTextEmphasis(lower..<bytes.count, emphasis))
    }
  }

  private mutating func appendCollapsing(_ text: UnsafeBufferPointer<UInt8>) {
    var index = 0
    let count = text.count
    while index < count {
      let byte = text[index]
      switch byte {
      case 0x20, 0x0A, 0x09, 0x0D, 0x0C:
        pendingSpace = true
        index += 1
      case 0x21..<0x7F:
        writePendingSpace()
        bytes.append(byte)
        index += 1
      case 0x80...:
        let length = Self.sequenceLength(lead: byte)
        let end = min(count, index + length)
        if Self.mayBeSpaceOrControl(lead: byte) {
          let scalar = Self.decode(UnsafeBufferPointer(rebasing: text[index..<end]))
          if TerminalText.isControl(scalar) || ControlStandIns.control(for: scalar) != nil {
            return appendSanitized(UnsafeBufferPointer(rebasing: text[index...]))
          }
          if scalar.properties.isWhitespace {
            pendingSpace = true
            index = end
            continue
          }
        }
        writePendingSpace()
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[index..<end]))
        index = end
      default:
        // A control character, perhaps starting an escape sequence: the rest of the node goes
        // through the one rule for what may reach a terminal.
        return appendSanitized(UnsafeBufferPointer(rebasing: text[index...]))
      }
    }
  }

  /// Appends text that came from an attribute, such as an image's alternative text.
  mutating func append(collapsing text: String) {
    var text = text
    text.withUTF8 { append(collapsing: $0) }
  }

  /// Rewrites the text from `start` on, after any space there, with `rewrite`, as for a `<sup>`
  /// that ends here; marks at the end move with it, and so does a stretch of emphasis holding
  /// all of it. Text longer than `maximumLength` bytes is left as it is, so that nested elements
  /// each rewriting what they hold cost no more than their text, and so is text with a mark or
  /// a stretch's end inside it, since that place in the rewritten text is not known.
  mutating func rewrite(
    from start: Int, ifAtMost maximumLength: Int, _ rewrite: (Substring) -> String
  ) {
    var start = min(start, bytes.count)
    if start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
    let end = bytes.count
    guard start < end, end - start <= maximumLength else { return }
    // Marks are in the order of their offsets: only the last few can be inside.
    for mark in marks.reversed() {
      guard mark.offset > start else { break }
      if mark.offset < end { return }
    }
    if let last = emphases.last, last.range.upperBound > start,
      last.range.lowerBound > start || last.range.upperBound < end
    {
      return
    }
    let text = String(decoding: bytes[start...], as: UTF8.self)
    bytes.replaceSubrange(start..., with: rewrite(text[...]).utf8)
    for index in marks.indices where marks[index].offset == end {
      marks[index].offset = bytes.count
    }
    if let last = emphases.last, last.range.upperBound == end {
      emphases[emphases.count - 1].range = last.range.lowerBound..<bytes.count
    }
  }

  /// The text, without the white space at its end, its marks and its emphasis; empties this,
  /// keeping the emphasis open. The space before an image that ends the text is kept, as it is
  /// where the text does not end.
  mutating func finish() -> (text: String, marks: [RichTextMark], emphases: [RichTextEmphasis]) {
    let lastImage =
      marks.last {
        if case .image = $0.kind { true } else { false }
      }?.offset ?? 0
    while bytes.count > lastImage, let last = bytes.last,
      last == UInt8(ascii: "\n") || last == UInt8(ascii: " ")
    {
      bytes.removeLast()
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let finishedMarks = marks.map {
      RichTextMark(offset: min($0.offset, bytes.count), kind: $0.kind)
    }
    // Stretches end in words, and white space is trimmed only after the last word.
    let finishedEmphases = emphases
    bytes.removeAll(keepingCapacity: true)
    marks.removeAll(keepingCapacity: true)
    emphases.removeAll(keepingCapacity: true)
    pendingSpace = false
    return (text, finishedMarks, finishedEmphases)
  }

  /// The text alone, as for a title or a table cell.
  mutating func finishedText() -> String {
    finish().text
  }

  /// Appends text holding controls, sanitized by ``TerminalText``. Sanitizing drops the white
  /// space at the ends of what it is given, which here separates words from the text around, so
  /// a sentinel on each side keeps it inside and is taken off again. The last sentinel is gone
  /// when the text ends inside an escape sequence, which takes it too.
  private mutating func appendSanitized(_ text: UnsafeBufferPointer<UInt8>) {
    let sentinel: Character = "\u{E000}"
    let raw = ControlStandIns.restored(String(decoding: text, as: UTF8.self))
    var clean = Substring(TerminalText.sanitized("\(sentinel)\(raw)\(sentinel)")).dropFirst()
    if clean.last == sentinel { clean = clean.dropLast() }
    clean.withUTF8 { appendCollapsing($0) }
  }

  @inline(__always)
  private mutating func writePendingSpace() {
    guard pendingSpace else { return }
    pendingSpace = false
    // After an image at the start of a block, a space still separates it from the text.
    let followsContent = bytes.last.map { $0 != UInt8(ascii: "\n") } ?? !marks.isEmpty
    if followsContent { bytes.append(UInt8(ascii: " ")) }
  }

  /// Whether a sequence with this lead byte can be a character that ``TerminalText`` removes or
  /// treats as white space: C1 controls and U+00A0 (0xC2), U+061C (0xD8), U+1680 and U+180E
  /// (0xE1), U+2000–U+206F (0xE2), U+3000 (0xE3), U+FEFF, U+FFF9–U+FFFB and the
  /// ``ControlStandIns`` (0xEF).
  @inline(__always)
  private static func mayBeSpaceOrControl(lead: UInt8) -> Bool {
    switch lead {
    case 0xC2, 0xD8, 0xE1, 0xE2, 0xE3, 0xEF: true
    default: false
    }
  }

  @inline(__always)
  private static func sequenceLength(lead: UInt8) -> Int {
    switch lead {
    case 0xC0...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF7: 4
    default: 1
    }
  }

  private static func decode(_ sequence: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar {
    var iterator = sequence.makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
    return "\u{FFFD}"
  }
}

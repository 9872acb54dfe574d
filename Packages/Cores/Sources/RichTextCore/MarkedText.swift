import TextCore

/// A block's text with its marks written in: "[3]" after a link's text, "[image: alt]" where an
/// image stands, and a way back from a place in the written text to the place in the block's.
///
/// The layout wraps the written text, since the marks take room on the screen, but anchors its
/// lines in the block's own text, which is what stays the same for the reader and the store.
struct MarkedText {
  /// The text as it is shown.
  private(set) var shown = ""
  /// Each mark written in: where it starts in ``shown`` and how long it is, in UTF-8 bytes, and
  /// the place in the block's text it stands at.
  private var insertions: [(start: Int, length: Int, offset: Int)] = []

  init(_ block: RichTextBlock) {
    let text = block.text
    let bytes = text.utf8
    var copied = 0
    for mark in block.marks.sorted(by: { $0.offset < $1.offset }) {
      // A mark's place comes from the network's markup: kept within the text, and at the start of
      // a character's bytes, so that no character is split.
      var offset = min(max(0, mark.offset), bytes.count)
      while offset > copied, offset < bytes.count,
        UTF8.isContinuation(bytes[bytes.index(bytes.startIndex, offsetBy: offset)])
      {
        offset -= 1
      }
      offset = max(offset, copied)
      shown += Self.substring(of: text, from: copied, to: offset)
      copied = offset
      let written = Self.written(mark.kind)
      insertions.append((shown.utf8.count, written.utf8.count, offset))
      shown += written
    }
    shown += Self.substring(of: text, from: copied, to: bytes.count)
  }

  /// The place in the block's text of the place `shownOffset` in ``shown``: a place within a mark
  /// is the place the mark stands at.
  func offset(ofShown shownOffset: Int) -> Int {
    var inserted = 0
    for insertion in insertions {
      if shownOffset < insertion.start { break }
      if shownOffset < insertion.start + insertion.length { return insertion.offset }
      inserted += insertion.length
    }
    return shownOffset - inserted
  }

  private static func substring(of text: String, from start: Int, to end: Int) -> Substring {
    let bytes = text.utf8
    let lower = bytes.index(bytes.startIndex, offsetBy: start)
    return text[lower..<bytes.index(lower, offsetBy: end - start)]
  }

  private static func written(_ kind: RichTextMark.Kind) -> String {
    switch kind {
    case .link(let number):
      return "[\(number)]"
    case .image(let alt, let number):
      let alt = TerminalText.sanitized(alt)
      return (alt.isEmpty ? "[image]" : "[image: \(alt)]") + (number.map { "[\($0)]" } ?? "")
    }
  }
}

import TextCore

/// A block's text with its marks written in: "[3]" after a link's text, "[image: alt]" where an
/// image stands, and a way back from a place in the written text to the place in the block's.
///
/// The layout wraps the written text, since the marks take room on the screen, but anchors its
/// lines in the block's own text, which is what stays the same for the reader and the store. The
/// block's emphasis moves with the words it stresses.
struct MarkedText {
  /// The text as it is shown.
  private(set) var shown = ""
  /// The block's emphasis, in UTF-8 bytes into ``shown``: in order, apart, and never over a mark,
  /// which is the reader's and not the article's word.
  private(set) var emphases: [RichTextEmphasis] = []
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
      let offset = max(Self.characterStart(mark.offset, in: bytes), copied)
      shown += Self.substring(of: text, from: copied, to: offset)
      copied = offset
      let written = Self.written(mark.kind)
      insertions.append((shown.utf8.count, written.utf8.count, offset))
      shown += written
    }
    shown += Self.substring(of: text, from: copied, to: bytes.count)
    if !block.emphases.isEmpty { placeEmphases(block.emphases, in: bytes) }
  }

  /// Moves each stretch of emphasis past the marks written before it, and breaks it around the
  /// marks written inside it. A stretch, like a mark, comes from stored data: kept within the
  /// text, at the start of a character's bytes, and after the stretch before it.
  private mutating func placeEmphases(_ stretches: [RichTextEmphasis], in bytes: String.UTF8View) {
    var next = 0
    var inserted = 0
    var previousEnd = 0
    for stretch in stretches {
      var lower = max(Self.characterStart(stretch.range.lowerBound, in: bytes), previousEnd)
      let upper = Self.characterStart(stretch.range.upperBound, in: bytes)
      guard lower < upper else { continue }
      previousEnd = upper
      // A mark at the stretch's start is written before its first character.
      while next < insertions.count, insertions[next].offset <= lower {
        inserted += insertions[next].length
        next += 1
      }
      while next < insertions.count, insertions[next].offset < upper {
        let offset = insertions[next].offset
        if offset > lower {
          emphases.append(RichTextEmphasis((lower + inserted)..<(offset + inserted), stretch.style))
        }
        inserted += insertions[next].length
        next += 1
        lower = offset
      }
      emphases.append(RichTextEmphasis((lower + inserted)..<(upper + inserted), stretch.style))
    }
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

  /// `offset` kept within `bytes` and moved back to the start of the character it is in, so
  /// that no character is split.
  private static func characterStart(_ offset: Int, in bytes: String.UTF8View) -> Int {
    var offset = min(max(0, offset), bytes.count)
    while offset > 0, offset < bytes.count,
      UTF8.isContinuation(bytes[bytes.index(bytes.startIndex, offsetBy: offset)])
    {
      offset -= 1
    }
    return offset
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

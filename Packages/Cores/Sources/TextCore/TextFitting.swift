extension StringProtocol {
  /// The columns the terminal draws the text in, each character measured by ``TerminalWidth``.
  ///
  /// Columns of text line up only when they are measured this way: counted in characters, a
  /// Japanese title is half as wide as it is drawn, and its line runs past the edge and wraps.
  public var terminalWidth: Int {
    printableASCIICount ?? reduce(0) { $0 + TerminalWidth.of($1) }
  }

  /// The length of text that is all printable ASCII, which is one column a character in every
  /// terminal, or nil for any other text. Most of what a list measures is such text, and counting
  /// its bytes spares breaking it into graphemes: listing 12,000 headlines spent a third of its
  /// time measuring them one character at a time.
  ///
  /// The bytes are read from the text's own storage where it has one, as a `String` does: this
  /// extension is compiled once for every `StringProtocol`, and stepping through `utf8` here
  /// would ask the type for each byte in turn.
  private var printableASCIICount: Int? {
    utf8.withContiguousStorageIfAvailable(printableASCIICount(of:))
      ?? Array(utf8).withUnsafeBufferPointer(printableASCIICount(of:))
  }

  /// The text cut to at most `width` columns, ending in "…" when anything was left out, so that a
  /// reader sees it goes on.
  ///
  /// A wide character that would not fit whole is left out with everything after it, never cut
  /// in half, so the result may be a column short of `width`. Escape sequences must be added
  /// after cutting, since they take no columns but would be counted as characters.
  public func truncated(toWidth width: Int) -> String {
    guard terminalWidth > width else { return String(self) }
    let ellipsis: Character = "…"
    let room = width - TerminalWidth.of(ellipsis)
    guard room >= 0 else { return "" }
    var kept = ""
    var used = 0
    for character in self {
      let taken = TerminalWidth.of(character)
      guard used + taken <= room else { break }
      kept.append(character)
      used += taken
    }
    kept.append(ellipsis)
    return kept
  }

  /// The text cut into pieces of at most `width` columns, spaces and all, for text that must not
  /// be reflowed but must not run past the edge either: a preformatted line, a word wider than a
  /// whole line. The pieces are views of the text, so their indices are the text's own.
  ///
  /// A character wider than `width` takes a piece of its own rather than being split, which no
  /// terminal can draw; empty text is one empty piece, as an empty line is still a line.
  public func cut(toWidth width: Int) -> [SubSequence] {
    var pieces: [SubSequence] = []
    var start = startIndex
    var used = 0
    var index = startIndex
    while index < endIndex {
      let columns = TerminalWidth.of(self[index])
      if used > 0, used + columns > width {
        pieces.append(self[start..<index])
        start = index
        used = 0
      }
      used += columns
      index = self.index(after: index)
    }
    pieces.append(self[start..<endIndex])
    return pieces
  }

  /// The text followed by as many spaces as make it `width` columns wide, for a column whose next
  /// column must start at the same place on every line; text already as wide or wider is
  /// returned as it is.
  public func padded(toWidth width: Int) -> String {
    String(self) + String(repeating: " ", count: Swift.max(0, width - terminalWidth))
  }
}

/// The number of `bytes` when every one is printable ASCII, else nil.
private func printableASCIICount(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
  bytes.allSatisfy { (0x20...0x7E).contains($0) } ? bytes.count : nil
}

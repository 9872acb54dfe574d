import TextCore

/// What the terminal shows at one moment: a grid of cells, row by row.
///
/// Screens are built as frames rather than as escape sequences, so that a test reads a screen as
/// text and the live terminal can write only the cells that changed since the last frame.
public struct Frame: Sendable, Hashable {
  public let size: TerminalSize
  /// Row after row, `size.columns` cells each.
  public private(set) var cells: [Cell]

  /// A blank frame of `size`.
  public init(size: TerminalSize) {
    self.size = TerminalSize(columns: max(0, size.columns), rows: max(0, size.rows))
    cells = Array(repeating: .blank, count: self.size.columns * self.size.rows)
  }

  public subscript(row: Int, column: Int) -> Cell {
    cells[row * size.columns + column]
  }

  /// Writes `text` into `row` from `column`, each character taking the cells the terminal advances
  /// for it (``TerminalWidth``), and stops before `limit` (the end of the row when nil). Returns
  /// the column after the last cell written.
  ///
  /// A character that would not fit whole is left out, so a wide character is never cut in half,
  /// and every character is written as ``TerminalText/shown(_:)`` shows it: control characters
  /// as `�`, so that nothing written here can move the cursor or change the terminal, whatever
  /// text arrived from the network.
  ///
  /// A wide character that the text covers in part is blanked whole, as a terminal erases one
  /// written over, so that the cells always say what the terminal shows.
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol,
    row: Int,
    column: Int,
    style: CellStyle = .plain,
    limit: Int? = nil
  ) -> Int {
    guard (0..<size.rows).contains(row) else { return column }
    let end = min(limit ?? size.columns, size.columns)
    let start = row * size.columns
    var next = max(0, column)
    for character in text {
      let shown = TerminalText.shown(character)
      let cellsTaken = TerminalWidth.of(shown)
      guard cellsTaken > 0 else { continue }
      guard next + cellsTaken <= end else { break }
      blankWideCharacter(covering: start + next, in: start..<(start + size.columns))
      cells[start + next] = Cell(shown, style: style)
      for continuation in 1..<cellsTaken {
        cells[start + next + continuation] = Cell(nil, style: style)
      }
      next += cellsTaken
      blankContinuations(from: start + next, in: start..<(start + size.columns))
    }
    return next
  }

  /// Blanks the wide character whose right part is the cell at `index`, when it is one: writing
  /// there leaves its left part with nothing to draw.
  private mutating func blankWideCharacter(covering index: Int, in row: Range<Int>) {
    guard cells[index].character == nil else { return }
    var first = index
    while first > row.lowerBound, cells[first].character == nil { first -= 1 }
    for blanked in first..<index { cells[blanked].character = " " }
  }

  /// Blanks the right parts, from `index` on, of a wide character whose left part was just
  /// written over.
  private mutating func blankContinuations(from index: Int, in row: Range<Int>) {
    var index = index
    while index < row.upperBound, cells[index].character == nil {
      cells[index].character = " "
      index += 1
    }
  }

  /// Gives every cell of `row` from `column` on the style `style`, keeping what they show: a
  /// selected line drawn reversed to the edge of the screen.
  public mutating func paint(row: Int, from column: Int = 0, style: CellStyle) {
    guard (0..<size.rows).contains(row) else { return }
    for index in (row * size.columns + max(0, column))..<((row + 1) * size.columns) {
      cells[index].style = style
    }
  }

  /// Gives every cell that has no colour of its own the colours of `style`, as a configuration's
  /// `background` colours whatever the screen draws in the terminal's own: written last, so that
  /// every part drawn in the terminal's colours takes them, whoever drew it.
  public mutating func underlay(_ style: CellStyle) {
    guard style.foreground != nil || style.background != nil else { return }
    for index in cells.indices {
      if cells[index].style.foreground == nil { cells[index].style.foreground = style.foreground }
      if cells[index].style.background == nil { cells[index].style.background = style.background }
    }
  }

  /// The frame as text, one line a row with trailing spaces removed: what a person would read off
  /// the screen, for tests.
  public var text: String {
    (0..<size.rows).map { row in
      var line = ""
      for column in 0..<size.columns {
        if let character = self[row, column].character { line.append(character) }
      }
      while line.last == " " { line.removeLast() }
      return line
    }
    .joined(separator: "\n")
  }
}

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

  /// Writes `text` into `row` from `column`, each character taking the cells `width` gives it,
  /// and stops before `limit` (the end of the row when nil). Returns the column after the last
  /// cell written.
  ///
  /// A character that would not fit whole is left out, so a wide character is never cut in half,
  /// and control characters are shown as `�`: nothing written here can move the cursor or
  /// change the terminal, whatever text arrived from the network.
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol,
    row: Int,
    column: Int,
    style: CellStyle = .plain,
    limit: Int? = nil,
    width: (Character) -> Int
  ) -> Int {
    guard (0..<size.rows).contains(row) else { return column }
    let end = min(limit ?? size.columns, size.columns)
    var next = max(0, column)
    for character in text {
      let shown = Self.shown(character)
      let cellsTaken = Self.cells(of: character, width: width)
      guard cellsTaken > 0 else { continue }
      guard next + cellsTaken <= end else { break }
      cells[row * size.columns + next] = Cell(shown, style: style)
      for continuation in 1..<max(1, cellsTaken) {
        cells[row * size.columns + next + continuation] = Cell(nil, style: style)
      }
      next += cellsTaken
    }
    return next
  }

  /// Gives every cell of `row` from `column` on the style `style`, keeping what they show: a
  /// selected line drawn reversed to the edge of the screen.
  public mutating func paint(row: Int, from column: Int = 0, style: CellStyle) {
    guard (0..<size.rows).contains(row) else { return }
    for index in (row * size.columns + max(0, column))..<((row + 1) * size.columns) {
      cells[index].style = style
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

  /// How many cells `character` takes when written into a frame: what `width` gives the
  /// character shown for it, and none when `width` answers that it cannot be drawn.
  ///
  /// Text is measured with this before it is written, wherever it is printed, so that it fits as
  /// a frame will draw it: see `cells(width:)` and `truncated(toCells:width:)`.
  ///
  /// Printable ASCII takes one cell in every terminal and is answered without asking `width`:
  /// it is most of what a frame holds, and asking cost a grapheme's Unicode properties and a
  /// width lookup for every character of every frame.
  public static func cells(of character: Character, width: (Character) -> Int) -> Int {
    if let byte = character.asciiValue, (0x20...0x7E).contains(byte) { return 1 }
    return max(0, width(shown(character)))
  }

  /// `character`, or `�` when it holds a control character by ``TerminalText/isControl(_:)``,
  /// the rule feed text is sanitized by: a frame never draws what sanitizing would have removed.
  /// Public so that the live encoder, the last step before the terminal, checks every character
  /// it writes by the same rule.
  public static func shown(_ character: Character) -> Character {
    character.unicodeScalars.contains(where: TerminalText.isControl) ? "\u{FFFD}" : character
  }
}

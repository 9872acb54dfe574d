import TerminalClient

/// Fits text to columns of cells, counting each character as the terminal draws it: a CJK
/// character takes two cells, a combining mark none.
enum TextLayout {
  static func width(of text: some StringProtocol, width: (Character) -> Int) -> Int {
    text.cells(width: width)
  }

  /// `text` cut to `columns` cells, ending in "…" when something was left out, so a reader sees
  /// that a title goes on, by the rule every column printed in cells follows.
  static func truncated(_ text: String, to columns: Int, width: (Character) -> Int) -> String {
    text.truncated(toCells: columns, width: width)
  }

  /// `text` as lines of at most `columns` cells, broken between words, each line break of the
  /// text kept; a word longer than a line is broken where the line ends.
  static func wrapped(_ text: String, to columns: Int, width: (Character) -> Int) -> [String] {
    let columns = max(1, columns)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var used = 0
      for word in paragraph.split(separator: " ") {
        let wordWidth = Self.width(of: word, width: width)
        if used > 0, used + 1 + wordWidth <= columns {
          line += " " + word
          used += 1 + wordWidth
          continue
        }
        if used > 0 {
          lines.append(line)
          line = ""
          used = 0
        }
        for character in word {
          let cells = Frame.cells(of: character, width: width)
          if used + cells > columns, used > 0 {
            lines.append(line)
            line = ""
            used = 0
          }
          line.append(character)
          used += cells
        }
      }
      lines.append(line)
    }
    return lines
  }
}

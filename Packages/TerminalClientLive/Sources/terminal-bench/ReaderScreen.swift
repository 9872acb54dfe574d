import TerminalClient

/// A reader's screen, measured here and checked by the tests: a title bar, a list of headlines of mixed
/// scripts, one selected row in reverse video, and a status line.
enum ReaderScreen {
  static func frame(size: TerminalSize, selected: Int) -> Frame {
    var frame = Frame(size: size)
    frame.write(" Headlines", row: 0, column: 0, style: .bold)
    frame.paint(row: 0, style: .reversed)
    for row in 1..<(size.rows - 1) {
      let source = ["BBC News", "Hacker News", "NPR", "日本経済新聞", "Le Monde"][row % 5]
      let title = [
        "Markets steady as central banks hold rates", "Show HN: a terminal newsreader in Swift",
        "東京で新しい研究所が開設", "Élections : les résultats région par région",
        "Scientists map the ocean floor 😀 in detail",
      ][row % 5]
      let end = frame.write(source, row: row, column: 1, style: .dim)
      frame.write("\(row)h ago", row: row, column: max(end + 1, 16))
      frame.write(String(repeating: title + " ", count: 4), row: row, column: 26)
      if row == selected { frame.paint(row: row, style: .reversed) }
    }
    frame.write(
      " j/k move  enter open  q quit", row: size.rows - 1, column: 0, style: .dim)
    return frame
  }
}

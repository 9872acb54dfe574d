import TerminalClient

/// Screens of the text that terminals and programs measure differently, for a test to show one
/// after another in tmux and compare what tmux draws with the frames: flags, skin tones, joined
/// emoji sequences, CJK, Hangul and combining marks, each row followed by a bar at a fixed column.
///
/// The scenes move that text about, so that each frame writes wide characters over others at
/// other columns, which is where a width the terminal disagrees with leaves stray glyphs behind.
enum WidthScenes {
  static let size = TerminalSize(columns: 50, rows: 8)
  /// Where each row's bar stands: written after a run of blank cells, so it is placed by a cursor
  /// move whatever went before, and the blanks before it show where the terminal ended the text.
  static let barColumn = 40

  static let rows = [
    "🇯🇵🇰🇷 flags and 🇫🇷",
    "skin tones 👍🏽👋🏿 here",
    "family 👨‍👩‍👧‍👦 and 🏳️‍🌈 flag",
    "東京都 한국어 テスト",
    "combining e\u{301}te\u{301} a\u{300}\u{301}",
    "한국어 제목 🇰🇷 테스트",
    "❤️ heart ☃ snow",
  ]

  /// The last row, written without a bar, so that the cursor stays where the terminal ended it.
  static let lastRow = "end 👍🏽🇯🇵漢e\u{301}👨‍👩‍👧 x"

  /// Scene 0 shows the rows with their bars; scene 1 the same rows one row down and one column
  /// right; scene 2 plain text in their place.
  static func frame(_ scene: Int) -> Frame {
    var frame = Frame(size: size)
    for (index, row) in rows.enumerated() {
      switch scene {
      case 0:
        frame.write(row, row: index, column: 0)
      case 1:
        frame.write("x" + rows[(index + rows.count - 1) % rows.count], row: index, column: 0)
      default:
        frame.write("plain row \(index)", row: index, column: 0)
      }
      frame.write("|", row: index, column: barColumn)
    }
    frame.write(lastRow, row: size.rows - 1, column: 0)
    return frame
  }

  /// Shows scene 0, then the scene of every digit typed, until "q".
  static func show(on terminal: TerminalClient) async throws {
    let events = terminal.events()
    try await terminal.enter()
    await terminal.draw(frame(0))
    for await event in events {
      guard case .key(.character(let character)) = event else { continue }
      if character == "q" { break }
      if let scene = character.wholeNumberValue { await terminal.draw(frame(scene)) }
    }
    await terminal.leave()
  }
}

import Foundation
import NewsFeature
import Testing
import TextCore

@testable import NewsCLI

/// The headlines table in terminal cells: wide feed names and titles, narrow ones and emoji each
/// take the cells a terminal draws them in, so every line fits the terminal and the columns line
/// up.
@Suite
struct HeadlinesTableTests {
  static let now = Date(timeIntervalSince1970: 1_795_000_000)

  static let headlines: [Headline] = [
    headline(
      "日本経済新聞", "日銀、金融政策決定会合で追加利上げを決定　円相場は一時１ドル＝１４０円台に上昇し株価は大幅に下落",
      minutesAgo: 5),
    headline("World Desk", "Ceasefire holds", minutesAgo: 90),
    headline("NHK ニュース", "台風10号 九州南部に接近 sturdy preparations urged", minutesAgo: 3_000),
    headline("Emoji Weekly 🎉", "🚀 Launch day: 🌕 bound, 👩‍🚀 crew of four and a 🐕", minutesAgo: 1),
    headline(
      "A feed whose name is far longer than any column should be", "Short", minutesAgo: 20),
  ]

  static func headline(_ source: String, _ title: String, minutesAgo: Double) -> Headline {
    Headline(
      id: "\(source)/\(title)", title: title,
      link: URL(string: "https://example.org/\(Int(minutesAgo))"),
      published: now.addingTimeInterval(-minutesAgo * 60), source: source,
      feed: URL(string: "https://example.org/feed")!, summary: nil, enclosure: nil)
  }

  static func terminal(columns: Int?, escapes: Bool = false) -> Terminal {
    Terminal(
      stdoutIsTerminal: escapes, stderrIsTerminal: false, usesColor: escapes,
      stderrUsesColor: false, columns: columns)
  }

  /// The lines of `table` as a person reads them: colour and links take no cells.
  static func lines(_ table: String) -> [String] {
    table.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0).replacing(#/\u{1B}\[[0-9;]*m|\u{1B}\]8;;[^\u{1B}]*\u{1B}\\/#, with: "")
    }
  }

  /// The cell at which each line's title starts, found as the cell after the time column, whose
  /// text each test knows.
  static func titleColumns(_ lines: [String], titles: [String]) throws -> [Int] {
    try zip(lines, titles).map { line, title in
      let start = try #require(line.range(of: String(title.prefix(3))), "\(line)")
      return line[..<start.lowerBound].terminalWidth
    }
  }

  @Test(arguments: [40, 60, 80, 120])
  func everyLineFitsTheTerminalAndTheColumnsLineUp(columns: Int) throws {
    let table = HeadlinesTable(terminal: Self.terminal(columns: columns), now: Self.now)
    let lines = Self.lines(table.render(Self.headlines))
    #expect(lines.count == Self.headlines.count)
    for line in lines {
      #expect(line.terminalWidth <= columns, "\(line.terminalWidth): \(line)")
    }
    let starts = try Self.titleColumns(lines, titles: Self.headlines.map(\.title))
    #expect(
      Set(starts).count == 1, "titles start at cells \(starts):\n\(lines.joined(separator: "\n"))")
    // The time column ends at the same cell on every line, right-aligned.
    let timeEnds = lines.map { line in
      line.range(of: " ago").map { line[..<$0.upperBound].terminalWidth }
    }
    #expect(Set(timeEnds).count == 1, "\(timeEnds)")
  }

  /// A title cut to fit ends in "…" and keeps each wide character whole; one that fits is whole.
  @Test func longTitlesAreCutInCellsWithAnEllipsis() throws {
    let table = HeadlinesTable(terminal: Self.terminal(columns: 60), now: Self.now)
    let lines = Self.lines(table.render(Self.headlines))
    #expect(lines[0].hasSuffix("…"))
    #expect(lines[0].contains("日銀、金融政策"))
    // The line ends at the edge, or a cell short where a wide character would have straddled it.
    #expect((59...60).contains(lines[0].terminalWidth), "\(lines[0])")
    #expect(lines[1].hasSuffix("Ceasefire holds"))
    // The source column is 20 cells at most, the time column right-aligned in 10: the long name is
    // cut, the Japanese one is whole and padded to the column in cells.
    #expect(lines[0].hasPrefix("日本経済新聞" + String(repeating: " ", count: 11) + "5 min ago  日銀"))
    #expect(lines[4].hasPrefix("A feed whose name i…"))
    #expect(lines[3].hasPrefix("Emoji Weekly 🎉"))
  }

  /// On a terminal, colour and links are wrapped around text already cut to fit, so the escape
  /// sequences change nothing a person sees.
  @Test func escapesTakeNoCells() {
    let plain = HeadlinesTable(terminal: Self.terminal(columns: 60), now: Self.now)
      .render(Self.headlines)
    let dressed = HeadlinesTable(terminal: Self.terminal(columns: 60, escapes: true), now: Self.now)
      .render(Self.headlines)
    #expect(dressed.contains("\u{1B}]8;;https://example.org/"))
    #expect(dressed.contains("\u{1B}[36m"))
    #expect(Self.lines(dressed) == Self.lines(plain))
  }

  @Test func numbersAndNewMarkersKeepTheLinesWithinTheTerminal() throws {
    let numbered = Self.headlines.enumerated().map { index, headline in
      var headline = headline
      headline.number = Int64([7, 12_345, 3, 98, 1][index])
      return headline
    }
    let table = HeadlinesTable(
      terminal: Self.terminal(columns: 60), now: Self.now,
      newIDs: [numbered[0].id, numbered[2].id], showsNumbers: true)
    let lines = Self.lines(table.render(numbered))
    for line in lines {
      #expect(line.terminalWidth <= 60, "\(line)")
    }
    #expect(lines[0].hasPrefix("    7  日本経済新聞"))
    #expect(lines[1].hasPrefix("12345  World Desk"))
    let starts = try Self.titleColumns(lines, titles: numbered.map(\.title))
    #expect(Set(starts).count == 1, "\(starts)")
    #expect(lines[0].contains("• 日銀"))
    #expect(lines[1].contains("ago    Ceasefire"))
  }

  /// Into a pipe there is no edge to fit, so titles are whole, but the columns still line up in
  /// cells for whoever reads the file on a terminal.
  @Test func inAPipeTitlesAreWholeAndTheColumnsStillLineUp() throws {
    let table = HeadlinesTable(terminal: Self.terminal(columns: nil), now: Self.now)
    let lines = Self.lines(table.render(Self.headlines))
    #expect(lines[0].hasSuffix(Self.headlines[0].title))
    let starts = try Self.titleColumns(lines, titles: Self.headlines.map(\.title))
    #expect(Set(starts).count == 1, "\(starts)")
  }

  /// Flags and skin tones are measured as the terminal advances them, two and four columns, so
  /// the sources are padded to one column and every title starts at the same place; measured
  /// otherwise, the flag's row would run a column past the others.
  @Test func flagsAndSkinTonesArePaddedAsTheTerminalDrawsThem() throws {
    let headlines = [
      Self.headline("🇯🇵🇰🇷 Flags", "Summit opens", minutesAgo: 5),
      Self.headline("👍🏽 Tones", "Emoji update", minutesAgo: 5),
      Self.headline("Plain Source Name", "Markets close", minutesAgo: 5),
    ]
    let table = HeadlinesTable(terminal: Self.terminal(columns: nil), now: Self.now)
    let lines = Self.lines(table.render(headlines))
    #expect(lines[0].hasPrefix("🇯🇵🇰🇷 Flags" + String(repeating: " ", count: 7) + "  5 min ago"))
    #expect(lines[1].hasPrefix("👍🏽 Tones" + String(repeating: " ", count: 7) + "  5 min ago"))
    let starts = try Self.titleColumns(lines, titles: headlines.map(\.title))
    #expect(starts == [30, 30, 30], "\(lines)")
  }
}

import Foundation
import HTTPTestSupport
import Testing
import TextCore

@testable import NewsCLI

/// The built news-cli printing Japanese, mixed and emoji headlines on a pseudo-terminal 60 cells
/// wide: no line may reach past the edge, where the terminal would wrap it, and the titles must
/// start at the same cell on every line.
@Suite(.serialized)
struct WideHeadlinesTests {
  static let columns = 60
  static let longTitle =
    "日銀、金融政策決定会合で追加利上げを決定。円相場は一時１ドル＝１４０円台に上昇し株価は大幅に下落"

  static func serveFeeds() async throws -> TestServer {
    try await TestServer.serving { _ in
      [
        "/nikkei.xml": .init(
          body: Fixtures.rss(
            title: "日本経済新聞",
            items: [
              (longTitle, "https://example.org/1", "Sat, 21 Nov 2026 10:00:00 GMT", nil),
              (
                "台風10号 九州南部に接近 residents urged to prepare", "https://example.org/2",
                "Sat, 21 Nov 2026 09:00:00 GMT", nil
              ),
            ])),
        "/world.xml": .init(
          body: Fixtures.rss(
            title: "World Desk 🌍",
            items: [
              ("Ceasefire holds", "https://example.org/3", "Sat, 21 Nov 2026 08:00:00 GMT", nil),
              (
                "🚀 Launch day: 🌕 bound with a crew of four and a dog on board 🐕",
                "https://example.org/4", "Sat, 21 Nov 2026 07:00:00 GMT", nil
              ),
            ])),
      ]
    }
  }

  static let titles = [
    longTitle, "台風10号 九州南部に接近 residents urged to prepare", "Ceasefire holds",
    "🚀 Launch day: 🌕 bound with a crew of four and a dog on board 🐕",
  ]

  /// Runs the binary on a pseudo-terminal of `columns` cells and returns its lines without
  /// colour, links or carriage returns.
  static func runOnTerminal(_ cli: NewsCLIProcess, _ arguments: [String]) async throws
    -> (status: Int32, lines: [String])
  {
    let output = try await cli.runInTerminal(arguments, columns: columns)
    return (output.status, lines(output.standardOutput))
  }

  static func lines(_ output: String) -> [String] {
    output.replacingOccurrences(of: "\r", with: "").split(separator: "\n").map {
      String($0).replacing(#/\u{1B}\[[0-9;]*m|\u{1B}\]8;;[^\u{1B}]*\u{1B}\\/#, with: "")
    }
  }

  /// The cell each line's title starts at.
  static func titleStarts(_ lines: [String]) throws -> [Int] {
    try lines.map { line in
      let title = try #require(titles.first { line.contains($0.prefix(4)) }, "\(line)")
      let start = try #require(line.range(of: String(title.prefix(4))))
      return line[..<start.lowerBound].terminalWidth
    }
  }

  @Test func onATerminalEveryLineFitsAndTheTitlesLineUp() async throws {
    let server = try await Self.serveFeeds()
    defer { Task { await server.stop() } }
    let (status, lines) = try await Self.runOnTerminal(
      NewsCLIProcess(),
      [
        "headlines", "--feed", server.url("/nikkei.xml").absoluteString,
        "--feed", server.url("/world.xml").absoluteString,
      ])
    #expect(status == 0)
    #expect(lines.count == 4, "\(lines)")
    for line in lines {
      #expect(
        line.terminalWidth <= Self.columns,
        "\(line.terminalWidth) cells: \(line)")
    }
    let starts = try Self.titleStarts(lines)
    #expect(Set(starts).count == 1, "titles start at \(starts):\n\(lines.joined(separator: "\n"))")
    let long = try #require(lines.first { $0.contains("日銀") })
    #expect(long.hasSuffix("…"))
    #expect(long.hasPrefix("日本経済新聞  "))
    #expect(lines.contains { $0.hasSuffix("Ceasefire holds") })
  }

  /// Into a pipe the titles are whole, and the columns still line up in cells.
  @Test func inAPipeTheTitlesAreWholeAndLineUp() async throws {
    let server = try await Self.serveFeeds()
    defer { Task { await server.stop() } }
    let output = try await NewsCLIProcess().run([
      "headlines", "--feed", server.url("/nikkei.xml").absoluteString,
      "--feed", server.url("/world.xml").absoluteString,
    ])
    #expect(output.status == 0, "\(output.standardError)")
    let lines = Self.lines(output.standardOutput)
    #expect(lines.contains { $0.hasSuffix(Self.longTitle) })
    let starts = try Self.titleStarts(lines)
    #expect(Set(starts).count == 1, "titles start at \(starts):\n\(lines.joined(separator: "\n"))")
  }
}

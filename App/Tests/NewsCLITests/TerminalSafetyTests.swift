import Foundation
import HTTPTestSupport
import Testing

/// Every control character a feed can carry, in every field that reaches the screen, and none of
/// it reaches standard output raw: not in columns, not on a terminal, not in JSON.
@Suite(.serialized)
struct TerminalSafetyTests {
  /// All C0 controls, DEL, all C1 controls, CSI, OSC 8 and OSC 52 sequences and bidi controls,
  /// between two words that must survive. The feed reader reads a C1 control as the windows-1252
  /// character of its byte (text that passed through Latin-1 on its way, as feedparser reads it),
  /// so the sequences here end with the 7-bit string terminator, `ESC \`, which it leaves alone.
  static let hostile: String = {
    var text = "alpha "
    for value in Array(0x00...0x1F) + Array(0x7F...0x9F) {
      text.unicodeScalars.append(Unicode.Scalar(UInt32(value))!)
    }
    text += "\u{1B}[2J\u{1B}[1;31m\u{1B}]8;;https://evil.example/\u{1B}\\click\u{1B}]8;;\u{1B}\\"
    text += "\u{1B}]52;c;ZWNobyBvd25lZA==\u{07}\u{1B}]0;title\u{1B}\\"
    text +=
      "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}"
    return text + " omega"
  }()

  static func jsonFeed() throws -> Data {
    let feed: [String: Any] = [
      "version": "https://jsonfeed.org/version/1.1",
      "title": "Source " + hostile,
      "items": [
        [
          "id": "hostile-1",
          "url": "https://example.org/1",
          "title": "Title " + hostile,
          "content_text": "Summary " + hostile,
          "date_published": "2026-11-21T10:00:00Z",
        ]
      ],
    ]
    return try JSONSerialization.data(withJSONObject: feed)
  }

  /// The scalars that must never appear raw: every C0 control but the line feed, DEL, C1, and the
  /// bidi controls.
  static func rawControls(in text: String) -> [String] {
    text.unicodeScalars.filter { scalar in
      (scalar.value < 0x20 && scalar != "\n" && scalar != "\r")
        || (0x7F...0x9F).contains(scalar.value)
        || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        || scalar.value == 0x200E || scalar.value == 0x200F
    }
    .map { "U+" + String($0.value, radix: 16, uppercase: true) }
  }

  /// news-cli's own styling on a terminal: SGR colours and OSC 8 links to the article.
  static func removingOwnStyling(_ text: String) -> String {
    text
      .replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
      .replacingOccurrences(
        of: "\u{1B}\\]8;;https://example\\.org/1\u{1B}\\\\", with: "", options: .regularExpression
      )
      .replacingOccurrences(of: "\u{1B}]8;;\u{1B}\\", with: "")
  }

  @Test func noControlReachesStandardOutputInAnyFormat() async throws {
    let body = try Self.jsonFeed()
    let server = try await TestServer.serving { _ in
      ["/hostile.json": .init(body: body, contentType: "application/feed+json")]
    }
    defer { Task { await server.stop() } }
    let feed = server.url("/hostile.json").absoluteString
    let cli = NewsCLIProcess()

    let columns = try await cli.run(["headlines", "--feed", feed])
    #expect(columns.status == 0, "\(columns.standardError)")
    #expect(columns.standardOutput.contains("Title alpha"))
    #expect(columns.standardOutput.contains("omega"))
    #expect(
      Self.rawControls(in: columns.standardOutput).isEmpty,
      "\(Self.rawControls(in: columns.standardOutput))")

    let json = try await cli.run(["headlines", "--json", "--feed", feed])
    #expect(json.status == 0)
    #expect(
      Self.rawControls(in: json.standardOutput).isEmpty,
      "\(Self.rawControls(in: json.standardOutput))")
    let decoded =
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
    let article = try #require((decoded?["articles"] as? [[String: Any]])?.first)
    for field in ["title", "summary", "source"] {
      let value = try #require(article[field] as? String)
      #expect(value.contains("alpha") && value.contains("omega"), "\(field): \(value)")
      #expect(
        Self.rawControls(in: value).isEmpty, "\(field) holds no control even once JSON-decoded")
      #expect(
        !value.contains("52;c;") && !value.contains("evil.example"),
        "\(field): escape payloads are gone")
    }

    let terminal = try await cli.runInTerminal(["headlines", "--feed", feed])
    #expect(terminal.status == 0)
    let visible = Self.removingOwnStyling(terminal.standardOutput)
    #expect(visible.contains("Title alpha"))
    #expect(Self.rawControls(in: visible).isEmpty, "\(Self.rawControls(in: visible))")
  }
}

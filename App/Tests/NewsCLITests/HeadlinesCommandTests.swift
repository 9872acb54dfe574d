import Foundation
import HTTPTestSupport
import Testing

@testable import NewsCLI

/// The built news-cli against a real HTTP server on 127.0.0.1.
@Suite(.serialized)
struct HeadlinesCommandTests {
  static func serveFeeds() async throws -> TestServer {
    try await TestServer.serving { base in
      [
        "/world.xml": .init(
          body: Fixtures.rss(
            title: "World Desk",
            items: [
              ("Ceasefire holds", "https://example.org/1", "Sat, 21 Nov 2026 10:00:00 GMT", nil),
              ("Markets rally", "https://example.org/2", "Sat, 21 Nov 2026 12:30:00 +0000", nil),
              ("Undated story", "https://example.org/3", nil, nil),
            ])),
        "/hostile.xml": .init(
          body: Fixtures.rss(
            title: "Evil\u{1B}[31m Source\u{9B}2J",
            items: [
              (
                Fixtures.hostileTitle, "https://example.org/evil", "Sat, 21 Nov 2026 11:00:00 GMT",
                nil
              )
            ])),
        "/page.html": .init(
          body: Data("<!doctype html><html><body>Not a feed</body></html>".utf8),
          contentType: "text/html"),
      ]
    }
  }

  @Test func jsonFollowsTheSchemaAndReportsFailuresBesideResults() async throws {
    let server = try await Self.serveFeeds()
    defer { Task { await server.stop() } }
    let output = try await NewsCLIProcess().run([
      "headlines", "--json",
      "--feed", server.url("/world.xml").absoluteString,
      "--feed", server.url("/missing.xml").absoluteString,
      "--feed", server.url("/page.html").absoluteString,
    ])
    #expect(output.status == 0, "\(output.standardError)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    #expect(Set(json.keys) == ["articles", "errors"])
    let articles = try #require(json["articles"] as? [[String: Any]])
    try #require(articles.count == 3)
    for article in articles {
      #expect(
        Set(article.keys) == [
          "id", "title", "link", "published", "source", "feed", "summary", "content", "enclosure",
        ])
      #expect(article["content"] is NSNull, "a plain description is a summary, not a body")
      #expect(article["feed"] as? String == server.url("/world.xml").absoluteString)
      #expect(article["source"] as? String == "World Desk")
      #expect(article["enclosure"] is NSNull)
    }
    #expect(
      articles.map { $0["title"] as? String } == [
        "Markets rally", "Ceasefire holds", "Undated story",
      ])
    #expect(articles[0]["published"] as? String == "2026-11-21T12:30:00Z")
    #expect(articles[2]["published"] is NSNull)

    let errors = try #require(json["errors"] as? [[String: String]])
    try #require(
      errors.map { $0["feed"] } == [
        server.url("/missing.xml").absoluteString, server.url("/page.html").absoluteString,
      ])
    #expect(errors[0]["message"]?.contains("404") == true)
    #expect(errors[1]["message"]?.contains("not an RSS, Atom or JSON feed") == true)
  }

  @Test func requestsNameNewsCLIAndItsVersion() async throws {
    let server = try await Self.serveFeeds()
    defer { Task { await server.stop() } }
    #expect(
      try await NewsCLIProcess().run([
        "headlines", "--feed", server.url("/world.xml").absoluteString,
      ]).status == 0)
    #expect(
      await server.requests.entries.map { $0.headers["user-agent"] } == [AppIdentity.userAgent])
  }

  @Test func whenNoFeedLoadsTheExitStatusIsOne() async throws {
    let server = try await Self.serveFeeds()
    defer { Task { await server.stop() } }
    let output = try await NewsCLIProcess().run([
      "headlines", "--feed", server.url("/missing.xml").absoluteString,
    ])
    #expect(output.status == 1)
    #expect(
      output.standardError.contains(
        "HTTP status 404 from \(server.url("/missing.xml").absoluteString)"))
  }

  @Test func controlCharactersFromAFeedNeverReachStandardOutput() async throws {
    let server = try await Self.serveFeeds()
    defer { Task { await server.stop() } }
    let cli = NewsCLIProcess()
    let feed = server.url("/hostile.xml").absoluteString
    for arguments in [["headlines", "--feed", feed], ["headlines", "--json", "--feed", feed]] {
      let output = try await cli.run(arguments)
      #expect(output.status == 0, "\(output.standardError)")
      // XML 1.0 cannot carry these characters at all: libxml2 drops them while recovering, so only
      // harmless text is left of the sequences. TerminalSafetyTests covers JSON Feed, which can.
      #expect(output.standardOutput.contains("Breaking"))
      #expect(output.standardOutput.contains("news"))
      let forbidden = output.standardOutput.unicodeScalars.filter { scalar in
        (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
          || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
      }
      #expect(
        forbidden.isEmpty,
        "raw controls in \(arguments): \(forbidden.map { String($0.value, radix: 16) })")
    }
  }

  @Test func colourOnlyOnATerminalAndNeverWithNoColor() async throws {
    let server = try await Self.serveFeeds()
    defer { Task { await server.stop() } }
    let feed = server.url("/world.xml").absoluteString
    let onTerminal = try await NewsCLIProcess().runInTerminal(["headlines", "--feed", feed])
    #expect(onTerminal.status == 0)
    #expect(onTerminal.standardOutput.contains("\u{1B}[36m"), "colour on a terminal")
    #expect(
      onTerminal.standardOutput.contains("\u{1B}]8;;https://example.org/1\u{1B}\\"),
      "OSC 8 links on a terminal")

    let noColor = try await NewsCLIProcess(environment: ["NO_COLOR": "1"]).runInTerminal([
      "headlines", "--feed", feed,
    ])
    #expect(noColor.status == 0)
    #expect(!noColor.standardOutput.contains("\u{1B}["), "no SGR with NO_COLOR")
    #expect(noColor.standardOutput.contains("Ceasefire holds"))

    let piped = try await NewsCLIProcess().run(["headlines", "--feed", feed])
    #expect(!piped.standardOutput.contains("\u{1B}"), "no escapes at all into a pipe")
  }

  @Test func subscribedHeadlinesAreCachedForOfflineUseAndMarkedNewOnce() async throws {
    let server = try await Self.serveFeeds()
    let cli = NewsCLIProcess()
    #expect(
      try await cli.run(["feeds", "add", server.url("/world.xml").absoluteString]).status == 0)

    let named = try await cli.run(["headlines", "--feed", server.url("/world.xml").absoluteString])
    #expect(
      named.standardOutput.split(separator: "\n").count == 3, "reading a named feed records nothing"
    )

    let first = try await cli.run(["headlines", "--new"])
    #expect(first.status == 0, "\(first.standardError)")
    #expect(first.standardOutput.split(separator: "\n").count == 3)

    let second = try await cli.run(["headlines", "--new"])
    #expect(second.status == 0)
    #expect(second.standardOutput.isEmpty)
    #expect(second.standardError.contains("Nothing new since the last run."))

    await server.stop()
    let offline = try await cli.run(["headlines", "--offline"])
    #expect(offline.status == 0, "\(offline.standardError)")
    #expect(offline.standardOutput.contains("Markets rally"))
  }

  @Test func usageErrorsExitWith64() async throws {
    let output = try await NewsCLIProcess().run(["headlines", "--limit", "0"])
    #expect(output.status == 64)
    #expect(output.standardError.contains("--limit must be 1 or more"))
    #expect(try await NewsCLIProcess().run(["no-such-command"]).status == 64)
  }
}

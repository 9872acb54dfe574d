import Foundation
import HTTPTestSupport
import Testing

@testable import NewsCLI

/// The built binary keeping a subscription's articles in the SQLite store, with a real HTTP
/// server on 127.0.0.1 and the store on disk in the test's own home folder.
@Suite(.serialized)
struct ArticleStoreCommandTests {
  static func serveFeed() async throws -> TestServer {
    try await TestServer.serving { _ in
      [
        "/world.xml": .init(
          body: Fixtures.rss(
            title: "World Desk",
            items: [
              ("Ceasefire holds", "https://example.org/1", "Sat, 21 Nov 2026 10:00:00 GMT", nil),
              ("Markets rally", "https://example.org/2", "Sat, 21 Nov 2026 12:30:00 +0000", nil),
              ("Harvest festival", "https://example.org/3", "Fri, 20 Nov 2026 08:00:00 GMT", nil),
            ]))
      ]
    }
  }

  /// The JSON `articles` of `arguments`, as title → (number, read).
  func articles(_ cli: NewsCLIProcess, _ arguments: [String]) async throws -> [String: (Int, Bool)]
  {
    let output = try await cli.run(arguments + ["--json"])
    #expect(output.status == 0, "\(arguments): \(output.standardError)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    let articles = try #require(json["articles"] as? [[String: Any]])
    var found: [String: (Int, Bool)] = [:]
    for article in articles {
      let title = try #require(article["title"] as? String)
      found[title] = (
        try #require(article["number"] as? Int), try #require(article["read"] as? Bool)
      )
    }
    return found
  }

  @Test func readMarksSearchAndCountsLiveInTheStoreAcrossRuns() async throws {
    let server = try await Self.serveFeed()
    let cli = NewsCLIProcess()
    let subscribed = try await cli.run([
      "feeds", "import", try writeOPML(cli, feed: server.url("/world.xml")),
    ])
    #expect(subscribed.status == 0, "\(subscribed.standardError)")

    let stored = try await articles(cli, ["headlines"])
    #expect(Set(stored.keys) == ["Ceasefire holds", "Markets rally", "Harvest festival"])
    #expect(stored.values.allSatisfy { !$0.1 })
    let markets = try #require(stored["Markets rally"]).0

    let table = try await cli.run(["headlines", "--ids"])
    #expect(table.standardOutput.split(separator: "\n").contains { $0.hasPrefix("\(markets)  ") })
    #expect(try await cli.run(["feeds", "list"]).standardOutput.contains("3/3  "))

    let marked = try await cli.run(["mark-read", String(markets)])
    #expect(marked.standardOutput == "Marked 1 article read.\n", "\(marked.standardError)")
    #expect(try await cli.run(["feeds", "list"]).standardOutput.contains("2/3  "))
    let unread = try await articles(cli, ["headlines", "--unread"])
    #expect(Set(unread.keys) == ["Ceasefire holds", "Harvest festival"])

    let found = try await articles(cli, ["search", "MARKETS"])
    #expect(found.keys.sorted() == ["Markets rally"])
    #expect(found["Markets rally"]?.1 == true)
    #expect(try await cli.run(["search", "zebra"]).status == 1)

    // The store is the user's data: neither the server going away nor the cache being deleted
    // costs an article or a read mark.
    await server.stop()
    try FileManager.default.removeItem(at: cli.home.appendingPathComponent("cache"))
    let offline = try await articles(cli, ["headlines", "--offline", "--unread"])
    #expect(Set(offline.keys) == ["Ceasefire holds", "Harvest festival"])
    #expect(
      FileManager.default.fileExists(
        atPath: cli.home.appendingPathComponent("data/\(AppIdentity.name)/articles.sqlite").path))

    let unmarked = try await cli.run(["mark-unread", String(markets)])
    #expect(unmarked.standardOutput == "Marked 1 article unread.\n")
    let before = try await cli.run(["mark-read", "--before", "2026-11-21"])
    #expect(before.standardOutput == "Marked 1 article read.\n", "\(before.standardError)")
    let all = try await cli.run(["mark-read", "--all"])
    #expect(all.standardOutput == "Marked 2 articles read.\n")
    #expect(try await articles(cli, ["headlines", "--offline", "--unread"]).isEmpty)

    let cleaned = try await cli.run(["cleanup"])
    #expect(cleaned.status == 0, "\(cleaned.standardError)")
    #expect(cleaned.standardOutput.hasPrefix("Removed 0 articles; the store went from "))
  }

  /// `headlines --filter` takes newsboat's language, after a refresh and offline, and the store
  /// chooses: `a or b and c` is `(a or b) and c`. One that does not read is one line with its
  /// column, status 64, and nothing fetched.
  @Test func headlinesFilterChoosesInNewsboatsLanguage() async throws {
    let server = try await Self.serveFeed()
    defer { Task { await server.stop() } }
    let cli = NewsCLIProcess()
    let subscribed = try await cli.run([
      "feeds", "import", try writeOPML(cli, feed: server.url("/world.xml")),
    ])
    #expect(subscribed.status == 0, "\(subscribed.standardError)")
    let store = cli.home.appendingPathComponent("data/\(AppIdentity.name)/articles.sqlite")

    let bad = try await cli.run(["headlines", "--filter", #"unread = "yes" and title =~ "(rust""#])
    #expect(bad.status == 64)
    #expect(
      bad.standardError
        == "Error: --filter: column 30: expected a POSIX extended regular expression (unmatched (), found \"(rust\"\n"
    )
    #expect(bad.standardOutput.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: store.path), "nothing was fetched")

    let filter = #"title =~ "^markets" or title # "festival" and unread = "yes""#
    let refreshed = try await articles(cli, ["headlines", "--filter", filter])
    #expect(Set(refreshed.keys) == ["Markets rally", "Harvest festival"])
    let markets = try #require(refreshed["Markets rally"]).0
    #expect(try await cli.run(["mark-read", String(markets)]).status == 0)
    let offline = try await articles(cli, ["headlines", "--offline", "--filter", filter])
    #expect(Set(offline.keys) == ["Harvest festival"])
  }

  /// The titles `arguments` lists with `--json`, in its order.
  func titles(_ cli: NewsCLIProcess, _ arguments: [String]) async throws -> [String] {
    let output = try await cli.run(arguments + ["--json"])
    #expect(output.status == 0, "\(arguments): \(output.standardError)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    let articles = try #require(json["articles"] as? [[String: Any]])
    return try articles.map { try #require($0["title"] as? String) }
  }

  /// `search` takes the search box's spelling: a prefix's text, a mark and `~` together choose,
  /// newest first. One that does not read is one line with its column, status 64, and nothing
  /// listed; one that finds nothing exits 1, as before.
  @Test func searchTakesTheSearchBoxsSpelling() async throws {
    let server = try await Self.serveFeed()
    defer { Task { await server.stop() } }
    let cli = NewsCLIProcess()
    let subscribed = try await cli.run([
      "feeds", "import", try writeOPML(cli, feed: server.url("/world.xml")),
    ])
    #expect(subscribed.status == 0, "\(subscribed.standardError)")
    let stored = try await articles(cli, ["headlines"])
    let markets = try #require(stored["Markets rally"]).0
    #expect(try await cli.run(["mark-read", String(markets)]).status == 0)

    #expect(try await titles(cli, ["search", "title:rally ~unread"]) == ["Markets rally"])
    #expect(
      try await titles(cli, ["search", "title:A", "unread"]) == [
        "Ceasefire holds", "Harvest festival",
      ])
    #expect(try await titles(cli, ["search", "~title:rally", "~festival"]) == ["Ceasefire holds"])
    let table = try await cli.run(["search", "title:rally ~unread"])
    #expect(table.standardOutput.split(separator: "\n").contains { $0.hasPrefix("\(markets)  ") })
    #expect(try await cli.run(["search", "title:x ~unread"]).status == 1)

    let bad = try await cli.run(["search", "talks newer:soon"])
    #expect(bad.status == 64)
    #expect(
      bad.standardError
        == "Error: search: column 13: expected a span such as 12h, 2d or 1w, found \"soon\"\n")
    #expect(bad.standardOutput.isEmpty)
  }

  /// `mark-read --filter` marks every article `headlines --offline --filter` lists with the same
  /// expression, and nothing else; one that does not read marks nothing, with status 64.
  @Test func markReadFilterMarksExactlyWhatHeadlinesFilterLists() async throws {
    let server = try await Self.serveFeed()
    defer { Task { await server.stop() } }
    let cli = NewsCLIProcess()
    let subscribed = try await cli.run([
      "feeds", "import", try writeOPML(cli, feed: server.url("/world.xml")),
    ])
    #expect(subscribed.status == 0, "\(subscribed.standardError)")
    let every = Set(try await articles(cli, ["headlines"]).keys)
    #expect(every.count == 3)

    let bad = try await cli.run(["mark-read", "--filter", #"unread = "yes" and title =~ "(x""#])
    #expect(bad.status == 64)
    #expect(
      bad.standardError
        == "Error: --filter: column 30: expected a POSIX extended regular expression (unmatched (), found \"(x\"\n"
    )
    #expect(bad.standardOutput.isEmpty)
    #expect(Set(try await articles(cli, ["headlines", "--offline", "--unread"]).keys) == every)

    let filter = #"title =~ "^(markets|harvest)" and unread = "yes""#
    let listed = Set(
      try await articles(cli, ["headlines", "--offline", "--limit", "1", "--filter", filter])
        .keys)
    #expect(listed.count == 1, "a page of one, where mark-read marks every one")
    let chosen = Set(try await articles(cli, ["headlines", "--offline", "--filter", filter]).keys)
    #expect(chosen == ["Markets rally", "Harvest festival"])
    let marked = try await cli.run(["mark-read", "--filter", filter])
    #expect(marked.standardOutput == "Marked 2 articles read.\n", "\(marked.standardError)")
    #expect(
      Set(try await articles(cli, ["headlines", "--offline", "--unread"]).keys)
        == every.subtracting(chosen))
    let again = try await cli.run(["mark-read", "--filter", filter])
    #expect(again.standardOutput == "Marked 0 articles read.\n")
  }

  /// `tags` in a filter reads the subscriptions' tags as they are at each run, offline too.
  @Test func aFilterOnTagsChoosesTheTaggedFeedsArticles() async throws {
    let server = try await TestServer.serving { _ in
      [
        "/world.xml": .init(
          body: Fixtures.rss(
            title: "World Desk",
            items: [
              ("Ceasefire holds", "https://example.org/1", "Sat, 21 Nov 2026 10:00:00 GMT", nil)
            ]
          )),
        "/tech.xml": .init(
          body: Fixtures.rss(
            title: "Tech Desk",
            items: [
              ("Chips shrink", "https://example.org/t1", "Sat, 21 Nov 2026 11:00:00 GMT", nil)
            ])),
      ]
    }
    let cli = NewsCLIProcess()
    for path in ["/world.xml", "/tech.xml"] {
      #expect(try await cli.run(["feeds", "add", server.url(path).absoluteString]).status == 0)
    }
    #expect(try await articles(cli, ["headlines"]).count == 2)
    await server.stop()
    #expect(try await cli.run(["feeds", "tag", "2", "tech", "news"]).status == 0)
    let tech = #"tags # "tech""#
    #expect(
      Set(try await articles(cli, ["headlines", "--offline", "--filter", tech]).keys)
        == ["Chips shrink"])
    #expect(
      Set(try await articles(cli, ["headlines", "--offline", "--filter", #"tags !# "tech""#]).keys)
        == ["Ceasefire holds"])
    #expect(try await cli.run(["feeds", "untag", "2", "tech"]).status == 0)
    #expect(try await cli.run(["feeds", "tag", "1", "tech"]).status == 0)
    #expect(
      Set(try await articles(cli, ["headlines", "--offline", "--filter", tech]).keys)
        == ["Ceasefire holds"])
  }

  /// Stars are a mark of their own: kept across runs and offline, shown in --json, listed by
  /// --starred, and independent of the read mark.
  @Test func starsAreKeptListedAndTakenOff() async throws {
    let server = try await Self.serveFeed()
    let cli = NewsCLIProcess()
    #expect(
      try await cli.run(["feeds", "import", try writeOPML(cli, feed: server.url("/world.xml"))])
        .status == 0)
    let stored = try await articles(cli, ["headlines"])
    let markets = try #require(stored["Markets rally"]).0
    let harvest = try #require(stored["Harvest festival"]).0
    #expect(try await starred(cli, ["headlines", "--offline"]).values.allSatisfy { !$0 })

    let starring = try await cli.run(["star", String(markets), String(harvest)])
    #expect(starring.standardOutput == "Starred 2 articles.\n", "\(starring.standardError)")
    #expect(try await cli.run(["mark-read", String(markets)]).status == 0)
    #expect(
      try await starred(cli, ["headlines", "--offline"]) == [
        "Markets rally": true, "Harvest festival": true, "Ceasefire holds": false,
      ])
    #expect(
      Set(try await starred(cli, ["headlines", "--offline", "--starred"]).keys) == [
        "Markets rally", "Harvest festival",
      ])
    #expect(
      Set(try await starred(cli, ["headlines", "--offline", "--starred", "--unread"]).keys) == [
        "Harvest festival"
      ])

    let unstarring = try await cli.run(["unstar", String(markets), String(markets)])
    #expect(unstarring.standardOutput == "Unstarred 1 article.\n", "\(unstarring.standardError)")
    #expect(
      Set(try await starred(cli, ["headlines", "--starred"]).keys) == ["Harvest festival"])
    let named = try await cli.run([
      "headlines", "--starred", "--feed", server.url("/world.xml").absoluteString,
    ])
    #expect(named.status == 64, "a feed read with --feed is not stored, so it has no stars")
  }

  /// The JSON `articles` of `arguments`, as title → starred.
  private func starred(_ cli: NewsCLIProcess, _ arguments: [String]) async throws -> [String: Bool]
  {
    let output = try await cli.run(arguments + ["--json"])
    #expect(output.status == 0, "\(arguments): \(output.standardError)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    var found: [String: Bool] = [:]
    for article in try #require(json["articles"] as? [[String: Any]]) {
      found[try #require(article["title"] as? String)] = try #require(article["starred"] as? Bool)
    }
    return found
  }

  @Test func markReadRefusesAnUnclearSelection() async throws {
    let cli = NewsCLIProcess()
    for arguments in [
      ["mark-read"], ["mark-read", "1", "--all"], ["mark-read", "--before", "soon"],
      ["mark-read", "--all", "--filter", #"unread = "yes""#],
    ] {
      let output = try await cli.run(arguments)
      #expect(output.status == 64, "\(arguments): \(output.standardError)")
    }
  }

  private func writeOPML(_ cli: NewsCLIProcess, feed: URL) throws -> String {
    let file = cli.home.appendingPathComponent("feeds.opml")
    try Data(
      """
      <?xml version="1.0"?><opml version="2.0"><body>
      <outline text="World" xmlUrl="\(feed.absoluteString)"/></body></opml>
      """.utf8
    ).write(to: file)
    return file.path
  }
}

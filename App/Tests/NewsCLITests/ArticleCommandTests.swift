import Foundation
import HTTPTestSupport
import Testing

/// `news-cli article`: reader mode on the command line, against pages on a loopback server.
@Suite(.serialized)
struct ArticleCommandTests {
  static let paragraphs = [
    "The council voted on Tuesday to rebuild the old harbour bridge, ending a decade of debate.",
    "Engineers said the new span would carry trams as well as bicycles and people on foot.",
    "Work is to begin in spring, and the crossing will close for eighteen months.",
  ]

  /// A news page: the article among navigation, a share bar, related links and comments.
  static let page = """
    <!doctype html><html><head><title>Harbour bridge to be rebuilt | City Times</title>
    <meta property="og:title" content="Harbour bridge to be rebuilt">
    <meta name="author" content="Ana Lima"></head>
    <body><nav><a href="/">Home</a> <a href="/city">City</a> <a href="/sport">Sport</a></nav>
    <div class="share">Share on Facebook Share on X</div>
    <article><h1>Harbour bridge to be rebuilt</h1><p class="byline">By Ana Lima</p>
    \(paragraphs.map { "<p>\($0)</p>" }.joined())
    </article>
    <aside class="related"><h3>Related</h3><ul><li><a href="/a">Council budget passes</a></li>
    <li><a href="/b">Tram line extended</a></li></ul></aside>
    <div id="comments"><p>First! Great news for cyclists everywhere in the city.</p></div>
    <footer>© City Times. All rights reserved. Privacy. Terms.</footer></body></html>
    """

  static let linkList = """
    <html><head><title>Index</title></head><body><ul>
    \((1...30).map { "<li><a href=\"/\($0)\">Story \($0)</a></li>" }.joined())
    </ul></body></html>
    """

  static func serve() async throws -> TestServer {
    try await TestServer.serving { base in
      [
        "/bridge.html": .init(body: Data(page.utf8), contentType: "text/html; charset=utf-8"),
        "/index.html": .init(body: Data(linkList.utf8), contentType: "text/html"),
        "/feed.xml": .init(
          body: Fixtures.rss(
            title: "City Times",
            items: [
              (
                title: "Harbour bridge to be rebuilt",
                link: base.appendingPathComponent("bridge.html").absoluteString,
                date: "Tue, 24 Nov 2026 09:00:00 GMT", enclosure: nil
              )
            ])),
      ]
    }
  }

  struct Printed: Decodable {
    var url: String
    var title: String
    var byline: String?
    var text: String
  }

  @Test func aPageGivesItsArticleAsJSONWithoutWhatSurroundsIt() async throws {
    let server = try await Self.serve()
    defer { Task { await server.stop() } }
    let output = try await NewsCLIProcess().run([
      "article", server.url("/bridge.html").absoluteString, "--json",
    ])
    #expect(output.status == 0, "\(output.standardError)")
    let printed = try JSONDecoder().decode(Printed.self, from: Data(output.standardOutput.utf8))
    #expect(printed.url == server.url("/bridge.html").absoluteString)
    #expect(printed.title == "Harbour bridge to be rebuilt")
    #expect(printed.byline?.contains("Ana Lima") == true)
    for paragraph in Self.paragraphs { #expect(printed.text.contains(paragraph)) }
    #expect(printed.text.contains(Self.paragraphs[0] + "\n\n" + Self.paragraphs[1]))
    for boilerplate in ["Sport", "Share on", "Tram line extended", "First!", "rights reserved"] {
      #expect(!printed.text.contains(boilerplate), "\(boilerplate)")
    }
  }

  @Test func noArticleOrABadAddressIsOneClearLine() async throws {
    let server = try await Self.serve()
    defer { Task { await server.stop() } }
    let cli = NewsCLIProcess()
    for path in ["/index.html", "/missing.html"] {
      let output = try await cli.run(["article", server.url(path).absoluteString, "--json"])
      #expect(output.status == 1, "\(path)")
      #expect(output.standardOutput.isEmpty)
      #expect(output.standardError.split(separator: "\n").count == 1, "\(output.standardError)")
    }
    let notWeb = try await cli.run(["article", "file:///etc/passwd"])
    #expect(notWeb.status == 64)
    let unknown = try await cli.run(["article", "4242"])
    #expect(unknown.status == 1)
    #expect(unknown.standardError.contains("No stored article has the number 4242"))
  }

  /// A stored article's page is fetched once and kept, with its byline: it reads offline
  /// afterwards, crediting who the page names, and search finds its words.
  @Test func aStoredArticlesPageIsKeptForOfflineAndSearch() async throws {
    let server = try await Self.serve()
    let cli = NewsCLIProcess()
    #expect(
      try await cli.run(["feeds", "add", server.url("/feed.xml").absoluteString]).status == 0)
    let listed = try await cli.run(["headlines", "--json"])
    #expect(listed.status == 0, "\(listed.standardError)")
    let number = try #require(
      listed.standardOutput.firstMatch(of: /"number":(\d+)/).map { String($0.1) })
    #expect(
      try await cli.run(["search", "trams"]).status == 1, "not yet: only the teaser is stored")
    let fetched = try await cli.run(["article", number, "--json"])
    #expect(fetched.status == 0, "\(fetched.standardError)")
    await server.stop()
    let offline = try await cli.run(["article", number, "--json"])
    #expect(offline.status == 0, "\(offline.standardError)")
    let printed = try JSONDecoder().decode(Printed.self, from: Data(offline.standardOutput.utf8))
    #expect(printed.text.contains(Self.paragraphs[1]))
    #expect(printed.byline?.contains("Ana Lima") == true, "the byline is kept with the page")
    let found = try await cli.run(["search", "trams"])
    #expect(found.status == 0)
    #expect(found.standardOutput.contains("Harbour bridge to be rebuilt"))
  }
}

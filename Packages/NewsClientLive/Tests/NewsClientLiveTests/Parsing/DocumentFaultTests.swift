import FlyingFox
import Foundation
import HTTPTestSupport
import NewsClient
import Testing

@testable import NewsClientLive

/// A document that is cut off or breaks part-way is never an empty feed: what came before the
/// fault is kept, the fault is reported, and a feed with nothing to keep is a failure.
@Suite struct DocumentFaultTests {
  static let feedURL = URL(string: "https://feeds.example.org/feed.xml")!

  @Test(arguments: [
    "cut-off-in-channel.xml", "cut-off-before-channel.xml", "cut-off-atom.xml",
    "rss-without-channel.xml",
  ])
  func aDocumentCutOffBeforeItsEndIsAFailureOfThatFeed(fixture: String) throws {
    for chunkSize in [1, 7, 1 << 20] {
      #expect {
        try Fixtures.parse(fixture, chunkSize: chunkSize)
      } throws: { error in
        guard case .malformed(let reason) = error as? FeedParsingFailure else { return false }
        return reason.contains("</") || reason.contains("channel")
      }
    }
  }

  /// The failure reaches a caller as a `NewsClientError` naming the feed, from a download and
  /// from a file alike.
  @Test func aCutOffDownloadIsAFailureNamingItsURL() async throws {
    let body = try Fixtures.data("cut-off-in-channel.xml")
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /feed") { _ in
        .with(body: body, headers: ["Content-Type": "application/rss+xml"])
      }
    }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient()
    let url = server.url("/feed")
    let error = await newsClientError { try await client.fetchFeed(url, .revalidate) }
    guard case .malformedFeed(url, let reason) = error else {
      Issue.record("expected a malformed feed at \(url), got \(String(describing: error))")
      return
    }
    #expect(reason.contains("</rss>"))
    let file = Fixtures.url("cut-off-before-channel.xml")
    let fileError = await newsClientError { try await client.fetchFeed(file, .revalidate) }
    #expect(fileError?.url == file)
    #expect(
      fileError.map { "\($0)" }?.hasPrefix("Malformed feed at \(file.absoluteString)") == true)
  }

  /// A root with nothing in it says nothing, and is an empty feed, as feedparser reads it; one
  /// with other elements but no channel is an error page dressed as a feed, and fails above.
  @Test(arguments: [
    "<rss version=\"2.0\"></rss>", "<rss version=\"0.91\">\n<!-- nothing yet -->\n</rss>",
    "<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\" xmlns=\"http://purl.org/rss/1.0/\"/>",
  ])
  func aRootWithNothingInItIsAnEmptyFeed(document: String) throws {
    let feed = try Fixtures.parse(data: Data(document.utf8))
    #expect(feed.articles.isEmpty)
    #expect(feed.title == "feeds.example.org")
    #expect(feed.problem == nil)
  }

  @Test(arguments: ["empty-channel.xml", "empty-atom.xml", "empty-rdf.xml"])
  func aWellFormedFeedWithoutItemsIsEmptyNotAFailure(fixture: String) throws {
    let feed = try Fixtures.parse(fixture)
    #expect(feed.title.hasPrefix("Quiet"))
    #expect(feed.articles.isEmpty)
    #expect(feed.problem == nil)
  }

  @Test(arguments: [1, 7, 1 << 20])
  func anIllFormedFeedKeepsTheArticlesBeforeItsFaultAndReportsTheRest(chunkSize: Int) throws {
    let feed = try Fixtures.parse("ill-formed-part-way.xml", chunkSize: chunkSize)
    #expect(feed.title == "Broken part-way")
    #expect(feed.articles.map(\.title) == ["One", "Two"])
    guard case .malformedFeed(Self.feedURL, let reason) = feed.problem else {
      Issue.record("expected a problem naming the feed, got \(String(describing: feed.problem))")
      return
    }
    #expect(reason.contains("line 5"), "\(reason)")
  }

  /// libxml2 recovers from a `--` inside a comment or a repeated attribute without guessing at
  /// the structure, so these cost no article; being faults inside the root element, they are
  /// reported, with their line. The bad declaration and comment in the prolog are not.
  @Test(arguments: [1, 7, 1 << 20])
  func aFaultThatCannotChangeTheStructureIsReadPastAndReported(chunkSize: Int) throws {
    let feed = try Fixtures.parse("faults-that-keep-the-structure.xml", chunkSize: chunkSize)
    #expect(feed.title == "Kept whole")
    #expect(feed.articles.map(\.title) == ["One", "Two", "Three"])
    #expect(feed.articles[1].enclosures.map(\.url) == [URL(string: "https://example.org/2.mp3")])
    guard case .malformedFeed(Self.feedURL, let reason) = feed.problem else {
      Issue.record("expected a problem naming the feed, got \(String(describing: feed.problem))")
      return
    }
    #expect(reason.hasPrefix("line 4: Double hyphen within comment"), "\(reason)")
    #expect(reason.hasSuffix("it was read past, and no article was lost"), "\(reason)")
  }

  /// Each fault the parser reads past inside the root element, whether the decoder repaired it or
  /// libxml2 recovered from it, keeps every article and is the feed's problem, named, with the
  /// line it is on. The trial's recovered feed said nothing.
  @Test(arguments: [
    ("<description>Fish & chips</description>", "an & that starts no known reference"),
    ("<description>Caf&eacute;</description>", "an HTML entity the document does not declare"),
    ("<description>&#X41; &#1;</description>", "a character reference that XML does not allow"),
    ("<description>Bell\u{07}</description>", "a control character that XML does not allow"),
    ("<description>Caf\u{FFFF}</description>", "a character that XML does not allow"),
    ("<description>Caf<INVALID></description>", "bytes that are not valid UTF-8"),
    ("<x:note>Undeclared</x:note>", "Namespace prefix x on note is not defined"),
    ("<enclosure url=\"https://example.org/a.mp3\" url=\"b\"/>", "Attribute url redefined"),
  ])
  func aFaultReadPastInTheRootIsReportedWithItsLine(snippet: String, fault: String) throws {
    let document = """
      <?xml version="1.0"?>
      <rss version="2.0"><channel><title>Faulty</title>
      <item><title>One</title></item>
      <item><title>Two</title>\(snippet)</item>
      <item><title>Three</title></item>
      </channel></rss>
      """
    var bytes = Data(document.utf8)
    if let range = bytes.range(of: Data("<INVALID>".utf8)) {
      bytes.replaceSubrange(range, with: [0xE9, 0xFF])
    }
    for chunkSize in [1, 7, 1 << 20] {
      let feed = try Fixtures.parse(data: bytes, chunkSize: chunkSize)
      #expect(feed.articles.map(\.title) == ["One", "Two", "Three"])
      guard case .malformedFeed(Self.feedURL, let reason) = feed.problem else {
        Issue.record("no problem for \(snippet): \(String(describing: feed.problem))")
        continue
      }
      #expect(reason.hasPrefix("line 4: \(fault)"), "\(reason)")
      #expect(reason.hasSuffix("it was read past, and no article was lost"))
    }
  }

  /// What XML allows is no fault, even where the parser reads it as HTML would: a reference to a
  /// windows-1252 code point, HTML entities that an external DTD may declare (RSS 0.91's), and
  /// faults in the prolog, which cost the feed nothing.
  @Test(arguments: [
    """
    <rss version="2.0"><channel><title>Quotes</title>
    <item><title>It&#146;s &#x201C;fine&#x201D;</title></item></channel></rss>
    """,
    """
    <?xml version="1.0" standalone="true"?><!-- a -- comment -->
    <rss version="2.0"><channel><title>Prolog</title><item><title>One</title></item></channel></rss>
    """,
  ])
  func whatXMLAllowsIsNoFault(document: String) throws {
    #expect(try Fixtures.parse(data: Data(document.utf8)).problem == nil)
    #expect(try Fixtures.parse("rss-0.91.xml").problem == nil)
  }

  /// A document cut off inside its root element's end tag lacks nothing: it is read whole, even
  /// without an article, and the fault is reported. feedparser's suite has such files.
  @Test(arguments: [1, 7, 1 << 20])
  func aDocumentCutInsideItsLastEndTagIsWholeAndReported(chunkSize: Int) throws {
    let documents = [
      (
        "<rss version=\"2.0\"><channel><title>A</title>\n<item><title>One</title></item>\n</channel>\n</rss",
        4
      ),
      ("<rss version=\"2.0\"><channel><title>A</title>\n</channel></rss  \n", 2),
    ]
    for (document, line) in documents {
      let feed = try Fixtures.parse(data: Data(document.utf8), chunkSize: chunkSize)
      #expect(feed.title == "A")
      guard case .malformedFeed(_, let reason) = feed.problem else {
        Issue.record("no problem for \(document)")
        continue
      }
      #expect(
        reason.hasPrefix(
          "line \(line): the document ends inside its last end tag (</rss without its >)"),
        "\(reason)")
    }
  }

  /// Text after a last `</` is no end tag cut short: that document was cut off before its end.
  @Test func textAfterALastEndTagOpeningIsACutOffDocument() throws {
    let document =
      "<rss version=\"2.0\"><channel><title>A</title>\n</channel>\n</rss and then some text"
    #expect {
      try Fixtures.parse(data: Data(document.utf8))
    } throws: { error in
      guard case .malformed(let reason) = error as? FeedParsingFailure else { return false }
      return reason.hasPrefix("the document stops before its end")
    }
  }

  /// A fault that stops the reading is the one reported, whatever was read past before it.
  @Test func aFaultThatStopsTheReadingOutranksOneReadPast() throws {
    let document = """
      <rss version="2.0"><channel><title>Both</title>
      <item><title>Fish & chips</title></item>
      <item><title>Broken</b></title></item>
      </channel></rss>
      """
    let feed = try Fixtures.parse(data: Data(document.utf8))
    #expect(feed.articles.map(\.title) == ["Fish & chips"])
    guard case .malformedFeed(_, let reason) = feed.problem else {
      Issue.record("no problem")
      return
    }
    #expect(reason.hasPrefix("line 3: Opening and ending tag mismatch"), "\(reason)")
    #expect(reason.hasSuffix("the feed was read only up to there"))
  }

  @Test func aJSONFeedWithInvalidBytesIsReportedWithItsLine() throws {
    var bytes = Data(
      "{\"version\": \"https://jsonfeed.org/version/1.1\", \"title\": \"J\",\n\"items\": [\n{\"id\": \"1\", \"title\": \"Caf<INVALID>\"}]}"
        .utf8)
    bytes.replaceSubrange(bytes.range(of: Data("<INVALID>".utf8))!, with: [0xE9])
    let feed = try Fixtures.parse(data: bytes)
    #expect(feed.articles.map(\.title) == ["Caf\u{FFFD}"])
    guard case .malformedFeed(_, let reason) = feed.problem else {
      Issue.record("no problem")
      return
    }
    #expect(
      reason
        == "line 3: bytes that are not valid UTF-8, each read as U+FFFD; it was read past, and no article was lost"
    )
  }

  /// The problem of a feed read past a fault reaches the caller of the live client with every
  /// article, and as the feed has no revision, every refresh reports it again.
  @Test func aFeedReadPastAFaultReachesTheCallerWithItsProblem() async throws {
    let body = Data(
      "<rss version=\"2.0\"><channel><title>T</title>\n<item><title>A & B</title></item></channel></rss>"
        .utf8)
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /feed") { _ in
        .with(body: body, headers: ["Content-Type": "application/rss+xml", "ETag": "\"1\""])
      }
    }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient()
    let url = server.url("/feed")
    for _ in 0..<2 {
      let feed = try await client.fetchFeed(url, .revalidate)
      #expect(feed.articles.map(\.title) == ["A & B"])
      #expect(feed.revision == nil)
      guard case .malformedFeed(url, let reason) = feed.problem else {
        Issue.record("no problem: \(String(describing: feed.problem))")
        return
      }
      #expect(reason.hasPrefix("line 2: an & that starts no known reference"))
    }
  }

  @Test func aCutOffFeedKeepsTheArticlesItCompletedAndReportsTheRest() throws {
    let whole = try Fixtures.data("rss-2.0.xml")
    let complete = try Fixtures.parse(data: whole)
    let cut = whole.prefix(whole.count * 2 / 3)
    let feed = try Fixtures.parse(data: Data(cut))
    #expect(feed.title == "News Now")
    #expect(!feed.articles.isEmpty)
    #expect(feed.articles == Array(complete.articles.prefix(feed.articles.count)))
    #expect(feed.articles.count < complete.articles.count)
    #expect(feed.problem?.url == Self.feedURL)
    #expect(complete.problem == nil)
  }

  /// Once the root element ends, the feed is whole: what a host appends after it costs nothing.
  @Test func contentAfterTheRootElementCostsNothing() throws {
    let feed = try Fixtures.parse("trailing-content.xml")
    #expect(feed.articles.map(\.title) == ["One"])
    #expect(feed.problem == nil)
  }
}

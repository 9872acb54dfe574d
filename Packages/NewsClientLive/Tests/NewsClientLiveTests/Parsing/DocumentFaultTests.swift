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

  /// libxml2 recovers from a fault in the prolog, a `--` inside a comment or a repeated attribute
  /// without guessing at the structure, so these cost neither articles nor a problem.
  @Test(arguments: [1, 7, 1 << 20])
  func aFaultThatCannotChangeTheStructureCostsNothing(chunkSize: Int) throws {
    let feed = try Fixtures.parse("faults-that-keep-the-structure.xml", chunkSize: chunkSize)
    #expect(feed.title == "Kept whole")
    #expect(feed.articles.map(\.title) == ["One", "Two", "Three"])
    #expect(feed.articles[1].enclosures.map(\.url) == [URL(string: "https://example.org/2.mp3")])
    #expect(feed.problem == nil)
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

import Dependencies
import Foundation
import NewsClient
import NewsFeature
import StorageClient
import SyncClient
import SyncFeature

/// The feeds, subscriptions and servers the tests share, so each states only what it is about.
enum Fixtures {
  static let world = URL(string: "https://feeds.example.org/world.xml")!
  static let tech = URL(string: "https://feeds.example.org/tech.xml")!
  static let broken = URL(string: "https://broken.example.org/feed")!
  static let base = Date(timeIntervalSince1970: 1_800_000_000)
  static let serverURL = URL(string: "https://rss.example.org/api/fever.php")!

  static func feed(_ url: URL, _ title: String, _ articles: [Article]) -> Feed {
    Feed(url: url, title: title, format: .rss, articles: articles)
  }

  static var feeds: [URL: Feed] {
    [
      world: feed(
        world, "World",
        [
          Article(guid: Article.GUID("w1"), title: "World one", published: base),
          Article(
            guid: Article.GUID("w2"), title: "World two", published: base.addingTimeInterval(120)),
        ]),
      tech: feed(
        tech, "Tech",
        [
          Article(
            guid: Article.GUID("t1"), title: "Tech one", published: base.addingTimeInterval(60))
        ]
      ),
    ]
  }

  /// `feeds` at a revision each, as a server that says when nothing changed serves them.
  static var revisedFeeds: [URL: Feed] {
    var revised = feeds
    revised[world]?.revision = "world-1"
    revised[tech]?.revision = "tech-1"
    return revised
  }

  /// `fetchFeed` over `feeds`, failing with status 500 for any other feed.
  static func fetching(_ feeds: [URL: Feed]) -> @Sendable (URL, CachePolicy) async throws -> Feed {
    { url, _ in
      guard let feed = feeds[url] else {
        throw NewsClientError.network(url, .httpStatus(code: 500))
      }
      return feed
    }
  }

  /// `fetchFeedUpdate` over `feeds`: unchanged for a feed's own revision, else the feed.
  static func updating(_ feeds: [URL: Feed]) -> @Sendable (URL, String?) async throws -> FeedUpdate
  {
    { url, knownRevision in
      guard let feed = feeds[url] else {
        throw NewsClientError.network(url, .httpStatus(code: 500))
      }
      return feed.revision != nil && feed.revision == knownRevision ? .unchanged : .changed(feed)
    }
  }

  /// Storage in memory with `urls` subscribed, in order.
  static func storage(subscribedTo urls: [URL]) -> StorageClient {
    .inMemory([.subscriptions: subscriptions(urls)])
  }

  static func subscriptions(_ urls: [URL]) -> Data {
    // Encoding a fixed list of plain values cannot fail.
    try! JSONEncoder().encode(urls.map { Subscription(url: $0) })
  }

  /// Logs in to `server` with `storage`, as `sync login` does.
  static func logIn(_ storage: StorageClient, to server: SyncClient) async throws {
    try await withDependencies {
      $0.storage = storage
      $0.syncClient = server
    } operation: {
      try await SyncFeature().logIn(
        service: .fever, serverURL: serverURL, user: "reader@example.org", password: "a password")
    }
  }
}

import Dependencies
import DependenciesTestSupport
import Foundation
import NewsClient
import QueryCore
import Testing

@testable import ArticleStoreClient

@Suite(.dependencies)
struct TestValueTests {
  @Test func everyEndpointFailsNamingItself() async {
    let store = ArticleStoreClient.testValue
    let feed = Feed(
      url: URL(string: "https://example.org/feed")!, title: "", format: .rss, articles: [])
    let calls: [(String, @Sendable () async -> Void)] = [
      ("save", { _ = try? await store.save(feed, Date()) }),
      ("articles", { _ = try? await store.articles(ArticleQuery()) }),
      ("search", { _ = try? await store.search("x", 1) }),
      (
        "articlesMatching",
        { _ = try? await store.articlesMatching(.word("x"), ArticleQuery(), Date()) }
      ),
      (
        "countMatching",
        { _ = try? await store.countMatching(.word("x"), ArticleQuery(), Date()) }
      ),
      ("counts", { _ = try? await store.counts() }),
      ("revisions", { _ = try? await store.revisions() }),
      ("externalChangeToken", { _ = try? await store.externalChangeToken() }),
      ("setRead", { _ = try? await store.setRead(.all, true) }),
      ("setStarred", { _ = try? await store.setStarred(.all, true) }),
      ("saveSynced", { _ = try? await store.saveSynced([], Date()) }),
      ("remoteIDs", { _ = try? await store.remoteIDs() }),
      ("syncCursor", { _ = try? await store.syncCursor("fever") }),
      ("saveSyncCursor", { try? await store.saveSyncCursor("1", "fever") }),
      ("applyRemoteMarks", { _ = try? await store.applyRemoteMarks([], []) }),
      ("pendingMarks", { _ = try? await store.pendingMarks() }),
      ("removePendingMarks", { try? await store.removePendingMarks([]) }),
      ("applyRetention", { _ = try? await store.applyRetention(.days(1), Date()) }),
      ("reclaimSpace", { _ = try? await store.reclaimSpace() }),
      ("takeWarnings", { _ = await store.takeWarnings() }),
    ]
    for (endpoint, call) in calls {
      await withKnownIssue {
        await call()
      } matching: {
        $0.description.contains("ArticleStoreClient.\(endpoint)")
      }
    }
  }

  @Test func previewShowsReadAndUnreadSampleArticles() async throws {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    try await withDependencies {
      $0.date.now = now
    } operation: {
      var sampleCount = 0
      for url in ArticleStoreClient.sampleFeedURLs {
        sampleCount += try await NewsClient.previewValue.fetchFeed(url, .offline).articles.count
      }
      let store = ArticleStoreClient.previewValue
      let all = try await store.articles(ArticleQuery(limit: 100))
      #expect(all.count == sampleCount)
      #expect(all.contains { $0.isRead })
      #expect(all.contains { !$0.isRead })
      #expect(all.allSatisfy { $0.isRead == ($0.sortDate < now.addingTimeInterval(-3_600)) })
      let counts = try await store.counts()
      #expect(counts.count == 3)
      #expect(counts.map(\.total).reduce(0, +) == sampleCount)
      #expect(
        try await store.search("terminal newsreader", 5).first?.article.title
          == "Show HN: A terminal newsreader in Swift")
    }
  }
}

import Dependencies
import Foundation
import NewsClient

extension ArticleStoreClient: TestDependencyKey {
  /// Every endpoint fails the test that calls it, naming the endpoint.
  public static let testValue = ArticleStoreClient(
    save: unimplemented("ArticleStoreClient.save"),
    articles: unimplemented("ArticleStoreClient.articles"),
    article: unimplemented("ArticleStoreClient.article"),
    savePage: unimplemented("ArticleStoreClient.savePage", placeholder: false),
    search: unimplemented("ArticleStoreClient.search"),
    articlesMatching: unimplemented("ArticleStoreClient.articlesMatching"),
    countMatching: unimplemented("ArticleStoreClient.countMatching", placeholder: 0),
    counts: unimplemented("ArticleStoreClient.counts"),
    revisions: unimplemented("ArticleStoreClient.revisions"),
    externalChangeToken: unimplemented("ArticleStoreClient.externalChangeToken"),
    setRead: unimplemented("ArticleStoreClient.setRead"),
    setStarred: unimplemented("ArticleStoreClient.setStarred"),
    saveSynced: unimplemented("ArticleStoreClient.saveSynced"),
    remoteIDs: unimplemented("ArticleStoreClient.remoteIDs"),
    syncCursor: unimplemented("ArticleStoreClient.syncCursor"),
    saveSyncCursor: unimplemented("ArticleStoreClient.saveSyncCursor"),
    applyRemoteMarks: unimplemented("ArticleStoreClient.applyRemoteMarks"),
    pendingMarks: unimplemented("ArticleStoreClient.pendingMarks"),
    removePendingMarks: unimplemented("ArticleStoreClient.removePendingMarks"),
    applyRetention: unimplemented("ArticleStoreClient.applyRetention"),
    reclaimSpace: unimplemented("ArticleStoreClient.reclaimSpace"),
    takeWarnings: unimplemented("ArticleStoreClient.takeWarnings", placeholder: [])
  )

  /// A store in memory holding NewsClient's sample feeds, with the articles older than an hour
  /// read and the newer ones unread, so a preview shows both.
  ///
  /// The samples are fetched from ``NewsClient/previewValue`` on first use, dated from the `date`
  /// dependency's now as that client dates them, so relative times read naturally.
  public static var previewValue: ArticleStoreClient {
    inMemory(seed: { store in
      @Dependency(\.date.now) var now
      for url in sampleFeedURLs {
        let feed = try await NewsClient.previewValue.fetchFeed(url, .offline)
        _ = try await store.save(feed, now: now)
      }
      _ = try await store.setRead(.publishedBefore(now.addingTimeInterval(-3_600)), isRead: true)
    })
  }

  /// One address for each kind of sample feed: the bulletin, world and technology headlines.
  static let sampleFeedURLs = [
    URL(string: "https://feeds.npr.org/500005/podcast.xml")!,
    URL(string: "https://feeds.bbci.co.uk/news/rss.xml")!,
    URL(string: "https://news.ycombinator.com/rss")!,
  ]
}

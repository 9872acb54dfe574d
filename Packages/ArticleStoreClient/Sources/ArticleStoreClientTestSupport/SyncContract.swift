import ArticleStoreClient
import Foundation
import NewsClient
import QueryCore
import Testing

/// The sync rules every article store keeps, written once and run against each: the in-memory
/// store's tests and the live store's run the same checks, so the two cannot drift apart.
///
/// Each check starts from an empty store. What only one store can show (a file reopened, the
/// search index untouched) stays in that store's own tests, around these.
public struct SyncContract: Sendable {
  let store: ArticleStoreClient
  /// The same store opened again, as another process would: for the live store a new client on
  /// the same file, for the in-memory one itself.
  let reopened: @Sendable () -> ArticleStoreClient
  let now = Sample.start.addingTimeInterval(86_400)

  public init(
    store: ArticleStoreClient, reopened: (@Sendable () -> ArticleStoreClient)? = nil
  ) {
    self.store = store
    self.reopened = reopened ?? { store }
  }

  /// An article of the server, as a pull hands it over: remote id `r<number>`.
  public static func synced(_ number: Int, isRead: Bool = false, isStarred: Bool = false)
    -> SyncedArticle
  {
    SyncedArticle(
      remoteID: "r\(number)", feed: Sample.world, feedTitle: "World",
      article: Sample.article(number), isRead: isRead, isStarred: isStarred)
  }

  /// Remote ids are matched, never duplicated; an edit on the server updates the article.
  public func pullingTwiceStoresEachArticleOnce() async throws {
    let pull = [Self.synced(1), Self.synced(2, isRead: true, isStarred: true)]
    #expect(try await store.saveSynced(pull, now) == SaveResult(inserted: 2))
    #expect(try await store.saveSynced(pull, now) == SaveResult(unchanged: 2))
    var edited = Self.synced(1)
    edited.article.title = "Story 1, updated"
    #expect(try await store.saveSynced([edited], now) == SaveResult(updated: 1))
    let stored = try await store.articles(ArticleQuery())
    #expect(stored.map(\.article.title) == ["Story 2", "Story 1, updated"])
    #expect(stored.map(\.remoteID) == ["r2", "r1"])
    #expect(stored.map(\.isRead) == [true, false])
    #expect(stored.map(\.isStarred) == [true, false])
    #expect(try await store.remoteIDs() == ["r1", "r2"])
  }

  /// An article a refresh stored before sync was on is the server's article with the same link.
  public func anArticleARefreshStoredIsAdoptedByItsLink() async throws {
    _ = try await store.save(Sample.feed([Sample.article(1)]), now)
    let before = try await store.articles(ArticleQuery())
    #expect(try await store.saveSynced([Self.synced(1)], now) == SaveResult(unchanged: 1))
    let after = try await store.articles(ArticleQuery())
    #expect(after.map(\.id) == before.map(\.id))
    #expect(after.map(\.remoteID) == ["r1"])
  }

  /// Starred is a state of its own beside read, and retention keeps starred articles.
  public func starsAreAMarkOfTheirOwn() async throws {
    _ = try await store.save(Sample.feed((1...3).map { Sample.article($0) }), now)
    _ = try await store.saveSynced([Self.synced(4)], now)
    let ids = try await store.articles(ArticleQuery()).map(\.id)
    #expect(try await store.setStarred(.articles([ids[0], ids[2]]), true) == 2)
    #expect(try await store.setStarred(.articles([ids[0]]), true) == 0)
    let starred = try await store.articles(ArticleQuery(starredOnly: true))
    #expect(starred.map(\.id) == [ids[0], ids[2]])
    #expect(starred.allSatisfy { !$0.isRead })
    #expect(try await store.setRead(.all, true) == 4)
    #expect(try await store.articles(ArticleQuery(starredOnly: true)).count == 2)
    #expect(try await store.applyRetention(RetentionPolicy(newestPerFeed: 0), now) == 2)
    #expect(try await store.articles(ArticleQuery()).map(\.id) == [ids[0], ids[2]])
  }

  /// Marks of the server's articles wait in the order they were made, in the store, until they
  /// are taken off; marks of articles the server does not know are not queued.
  public func marksOfSyncedArticlesAreQueuedInOrder() async throws {
    _ = try await store.save(Sample.feed([Sample.article(9)]), now)
    _ = try await store.saveSynced([Self.synced(1), Self.synced(2)], now)
    let stored = try await store.articles(ArticleQuery())
    let local = try #require(stored.first { $0.remoteID == nil })
    let first = try #require(stored.first { $0.remoteID == "r1" })
    _ = try await store.setRead(.all, true)
    _ = try await store.setStarred(.articles([first.id, local.id]), true)
    _ = try await store.setRead(.articles([first.id]), false)

    let other = reopened()
    let pending = try await other.pendingMarks()
    #expect(
      pending.map { "\($0.remoteID) \($0.mark)" } == [
        "r1 read", "r2 read", "r1 starred", "r1 unread",
      ])
    #expect(pending.map(\.id) == pending.map(\.id).sorted())
    try await other.removePendingMarks(Array(pending.prefix(2).map(\.id)))
    try await store.removePendingMarks([pending[0].id])
    #expect(try await store.pendingMarks() == Array(pending.dropFirst(2)))
  }

  /// Marks made by a filter are queued as any other, for the server's articles it chose only.
  public func marksByAFilterAreQueued() async throws {
    _ = try await store.save(Sample.feed([Sample.article(9, title: "Local rust")]), now)
    var rust = Self.synced(1)
    rust.article.title = "Rust ships"
    _ = try await store.saveSynced([rust, Self.synced(2)], now)
    let filter = try ArticleFilter(newsboat: #"title =~ "rust""#)
    #expect(
      try await store.setRead(.matching(filter, among: [Sample.world], tags: [:], at: now), true)
        == 2)
    #expect(try await reopened().pendingMarks().map { "\($0.remoteID) \($0.mark)" } == ["r1 read"])
  }

  /// The server's unread and starred sets apply to its articles, except those whose own marks
  /// still wait to be sent; applying them queues nothing.
  public func theServersMarksApplyExceptToArticlesWithQueuedMarks() async throws {
    _ = try await store.save(Sample.feed([Sample.article(9)]), now)
    _ = try await store.saveSynced((1...3).map { Self.synced($0) }, now)
    let ids = Dictionary(
      uniqueKeysWithValues: try await store.articles(ArticleQuery()).map {
        ($0.remoteID ?? "local", $0.id)
      })
    _ = try await store.setStarred(.articles([try #require(ids["r3"])]), true)

    // The server: r1 read, r2 unread and starred, r3 unread and not starred.
    #expect(try await store.applyRemoteMarks(["r2", "r3"], ["r2"]) == 2)
    var byRemoteID = try await articlesByRemoteID()
    #expect(byRemoteID["r1"]?.isRead == true)
    #expect(byRemoteID["r2"]?.isStarred == true)
    #expect(byRemoteID["r3"]?.isStarred == true, "its star waits to be sent")
    #expect(byRemoteID["local"]?.isRead == false, "only articles of the server")
    #expect(try await store.pendingMarks().count == 1, "applying queues nothing")

    try await store.removePendingMarks(try await store.pendingMarks().map(\.id))
    #expect(try await store.applyRemoteMarks(["r2", "r3"], ["r2"]) == 1)
    byRemoteID = try await articlesByRemoteID()
    #expect(byRemoteID["r3"]?.isStarred == false)
  }

  /// Where each account's pull stopped is kept on its own, the newest in place of the one before,
  /// for the next process to go on from.
  public func eachAccountsCursorIsKeptForTheNextProcess() async throws {
    let first = "fever https://rss.example.org/fever/ reader"
    let second = "fever https://other.example.org/fever/ reader"
    #expect(try await store.syncCursor(first) == nil)
    try await store.saveSyncCursor("fever:10", first)
    try await store.saveSyncCursor("fever:3", second)
    try await store.saveSyncCursor("fever:20", first)
    let other = reopened()
    #expect(try await other.syncCursor(first) == "fever:20")
    #expect(try await other.syncCursor(second) == "fever:3")
    #expect(try await other.syncCursor("fever https://rss.example.org/fever/ someone") == nil)
  }

  private func articlesByRemoteID() async throws -> [String: StoredArticle] {
    Dictionary(
      uniqueKeysWithValues: try await store.articles(ArticleQuery()).map {
        ($0.remoteID ?? "local", $0)
      })
  }
}

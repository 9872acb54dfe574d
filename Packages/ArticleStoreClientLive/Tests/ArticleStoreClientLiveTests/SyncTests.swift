import ArticleStoreClient
import ArticleStoreClientLive
import Foundation
import NewsClient
import Testing

/// Sync on a real file: remote ids matched, never duplicated, even by two stores at once; stars
/// of their own; marks queued by the mark's own transaction, so they outlive the process; the
/// server's marks applied around the queue; and no mark touching the search index.
struct SyncTests {
  let folder: TemporaryFolder
  let store: ArticleStoreClient
  let now = Sample.start.addingTimeInterval(86_400)

  init() throws {
    folder = try TemporaryFolder()
    store = .live(databaseURL: folder.database)
  }

  static func synced(_ number: Int, isRead: Bool = false, isStarred: Bool = false)
    -> SyncedArticle
  {
    SyncedArticle(
      remoteID: "r\(number)", feed: Sample.world, feedTitle: "World",
      article: Sample.article(number), isRead: isRead, isStarred: isStarred)
  }

  @Test func pullingTwiceStoresEachArticleOnce() async throws {
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
    #expect(try await store.search("updated", 5).map(\.remoteID) == ["r1"])
    #expect(try DatabaseFile.problems(at: folder.database) == [])
  }

  @Test func twoStoresSavingTheSamePullAtOnceStoreItOnce() async throws {
    let other = ArticleStoreClient.live(databaseURL: folder.database)
    let pull = (1...200).map { Self.synced($0) }
    async let first = store.saveSynced(pull, now)
    async let second = other.saveSynced(pull, now)
    let results = try await [first, second]
    #expect(results.map(\.inserted).reduce(0, +) == 200)
    #expect(try DatabaseFile.guids(at: folder.database).count == 200)
  }

  @Test func anArticleARefreshStoredIsAdoptedByItsLink() async throws {
    _ = try await store.save(Sample.feed([Sample.article(1)]), now)
    let before = try await store.articles(ArticleQuery())
    #expect(try await store.saveSynced([Self.synced(1)], now) == SaveResult(unchanged: 1))
    let after = try await store.articles(ArticleQuery())
    #expect(after.map(\.id) == before.map(\.id))
    #expect(after.map(\.remoteID) == ["r1"])
  }

  @Test func starsAreAMarkOfTheirOwnAndNoMarkTouchesTheSearchIndex() async throws {
    _ = try await store.save(Sample.feed((1...3).map { Sample.article($0) }), now)
    _ = try await store.saveSynced([Self.synced(4)], now)
    let ids = try await store.articles(ArticleQuery()).map(\.id)
    let index = try DatabaseFile.searchIndex(at: folder.database)
    #expect(try await store.setStarred(.articles([ids[0], ids[2]]), true) == 2)
    #expect(try await store.setStarred(.articles([ids[0]]), true) == 0)
    let starred = try await store.articles(ArticleQuery(starredOnly: true))
    #expect(starred.map(\.id) == [ids[0], ids[2]])
    #expect(starred.allSatisfy { !$0.isRead })
    #expect(try await store.setRead(.all, true) == 4)
    _ = try await store.applyRemoteMarks(["r4"], [])
    #expect(try DatabaseFile.searchIndex(at: folder.database) == index)
    #expect(try await store.articles(ArticleQuery(starredOnly: true)).count == 2)
    // Retention keeps starred articles, read or not.
    #expect(try await store.applyRetention(RetentionPolicy(newestPerFeed: 0), now) == 2)
    #expect(try await store.articles(ArticleQuery()).map(\.id) == [ids[0], ids[2]])
  }

  @Test func marksOfSyncedArticlesAreQueuedInOrderAndOutliveTheProcess() async throws {
    _ = try await store.save(Sample.feed([Sample.article(9)]), now)
    _ = try await store.saveSynced([Self.synced(1), Self.synced(2)], now)
    let stored = try await store.articles(ArticleQuery())
    let local = try #require(stored.first { $0.remoteID == nil })
    let first = try #require(stored.first { $0.remoteID == "r1" })
    _ = try await store.setRead(.all, true)
    _ = try await store.setStarred(.articles([first.id, local.id]), true)
    _ = try await store.setRead(.articles([first.id]), false)

    let reopened = ArticleStoreClient.live(databaseURL: folder.database)
    let pending = try await reopened.pendingMarks()
    #expect(
      pending.map { "\($0.remoteID) \($0.mark)" } == [
        "r1 read", "r2 read", "r1 starred", "r1 unread",
      ])
    #expect(pending.map(\.id) == pending.map(\.id).sorted())
    try await reopened.removePendingMarks(Array(pending.prefix(2).map(\.id)))
    try await store.removePendingMarks([pending[0].id])
    #expect(try await store.pendingMarks() == Array(pending.dropFirst(2)))
  }

  @Test func theServersMarksApplyExceptToArticlesWithQueuedMarks() async throws {
    _ = try await store.save(Sample.feed([Sample.article(9)]), now)
    _ = try await store.saveSynced((1...3).map { Self.synced($0) }, now)
    let ids = Dictionary(
      uniqueKeysWithValues: try await store.articles(ArticleQuery()).map {
        ($0.remoteID ?? "local", $0.id)
      })
    _ = try await store.setStarred(.articles([ids["r3"]!]), true)

    // The server: r1 read, r2 unread and starred, r3 unread and not starred.
    #expect(try await store.applyRemoteMarks(["r2", "r3"], ["r2"]) == 2)
    var byRemoteID = Dictionary(
      uniqueKeysWithValues: try await store.articles(ArticleQuery()).map {
        ($0.remoteID ?? "local", $0)
      })
    #expect(byRemoteID["r1"]?.isRead == true)
    #expect(byRemoteID["r2"]?.isStarred == true)
    #expect(byRemoteID["r3"]?.isStarred == true, "its star waits to be sent")
    #expect(byRemoteID["local"]?.isRead == false, "only articles of the server")
    #expect(try await store.pendingMarks().count == 1, "applying queues nothing")

    try await store.removePendingMarks(try await store.pendingMarks().map(\.id))
    #expect(try await store.applyRemoteMarks(["r2", "r3"], ["r2"]) == 1)
    byRemoteID = Dictionary(
      uniqueKeysWithValues: try await store.articles(ArticleQuery()).map {
        ($0.remoteID ?? "local", $0)
      })
    #expect(byRemoteID["r3"]?.isStarred == false)
  }
}

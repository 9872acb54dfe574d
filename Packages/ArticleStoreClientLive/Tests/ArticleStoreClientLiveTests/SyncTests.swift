import ArticleStoreClient
import ArticleStoreClientLive
import ArticleStoreClientTestSupport
import Foundation
import NewsClient
import TestSupport
import Testing

/// Sync on a real file: the rules every store keeps (``SyncContract``, which the in-memory
/// store's tests run too), with a second client on the same file standing for another process;
/// and what only a file shows: two stores saving one pull at once, and no mark touching the
/// search index.
struct SyncTests {
  let folder: TemporaryFolder
  let store: ArticleStoreClient
  let contract: SyncContract
  let now = Sample.start.addingTimeInterval(86_400)

  init() throws {
    let folder = try TemporaryFolder()
    let database = folder.database
    self.folder = folder
    store = .live(databaseURL: database)
    contract = SyncContract(store: store, reopened: { .live(databaseURL: database) })
  }

  @Test func pullingTwiceStoresEachArticleOnce() async throws {
    try await contract.pullingTwiceStoresEachArticleOnce()
    #expect(try await store.search("updated", 5).map(\.remoteID) == ["r1"])
    #expect(try DatabaseFile.problems(at: folder.database) == [])
  }

  @Test func twoStoresSavingTheSamePullAtOnceStoreItOnce() async throws {
    let other = ArticleStoreClient.live(databaseURL: folder.database)
    let pull = (1...200).map { SyncContract.synced($0) }
    async let first = store.saveSynced(pull, now)
    async let second = other.saveSynced(pull, now)
    let results = try await [first, second]
    #expect(results.map(\.inserted).reduce(0, +) == 200)
    #expect(try DatabaseFile.guids(at: folder.database).count == 200)
  }

  @Test func anArticleARefreshStoredIsAdoptedByItsLink() async throws {
    try await contract.anArticleARefreshStoredIsAdoptedByItsLink()
  }

  @Test func starsAreAMarkOfTheirOwn() async throws {
    try await contract.starsAreAMarkOfTheirOwn()
  }

  @Test func noMarkTouchesTheSearchIndex() async throws {
    _ = try await store.save(Sample.feed((1...3).map { Sample.article($0) }), now)
    _ = try await store.saveSynced([SyncContract.synced(4)], now)
    let ids = try await store.articles(ArticleQuery()).map(\.id)
    let index = try DatabaseFile.searchIndex(at: folder.database)
    _ = try await store.setStarred(.articles([ids[0], ids[2]]), true)
    _ = try await store.setRead(.all, true)
    _ = try await store.applyRemoteMarks(["r4"], [])
    _ = try await store.setRead(.all, false)
    #expect(try DatabaseFile.searchIndex(at: folder.database) == index)
  }

  @Test func marksOfSyncedArticlesAreQueuedInOrderAndOutliveTheProcess() async throws {
    try await contract.marksOfSyncedArticlesAreQueuedInOrder()
  }

  @Test func marksByAFilterAreQueuedAndOutliveTheProcess() async throws {
    try await contract.marksByAFilterAreQueued()
  }

  @Test func theServersMarksApplyExceptToArticlesWithQueuedMarks() async throws {
    try await contract.theServersMarksApplyExceptToArticlesWithQueuedMarks()
  }

  @Test func eachAccountsCursorIsKeptForTheNextProcess() async throws {
    try await contract.eachAccountsCursorIsKeptForTheNextProcess()
  }
}

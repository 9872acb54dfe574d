import ArticleStoreClient
import ArticleStoreClientTestSupport
import Testing

/// The in-memory store keeps the sync rules of every store (``SyncContract``), which the live
/// store's tests run too.
struct InMemorySyncTests {
  let contract = SyncContract(store: .inMemory())

  @Test func pullingTwiceStoresEachArticleOnce() async throws {
    try await contract.pullingTwiceStoresEachArticleOnce()
  }

  @Test func anArticleARefreshStoredIsAdoptedByItsLink() async throws {
    try await contract.anArticleARefreshStoredIsAdoptedByItsLink()
  }

  @Test func starsAreAMarkOfTheirOwn() async throws {
    try await contract.starsAreAMarkOfTheirOwn()
  }

  @Test func marksOfSyncedArticlesAreQueuedInOrder() async throws {
    try await contract.marksOfSyncedArticlesAreQueuedInOrder()
  }

  @Test func marksByAFilterAreQueued() async throws {
    try await contract.marksByAFilterAreQueued()
  }

  @Test func theServersMarksApplyExceptToArticlesWithQueuedMarks() async throws {
    try await contract.theServersMarksApplyExceptToArticlesWithQueuedMarks()
  }

  @Test func eachAccountsCursorIsKeptForTheNextProcess() async throws {
    try await contract.eachAccountsCursorIsKeptForTheNextProcess()
  }
}

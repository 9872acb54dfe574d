import ArticleStoreClient
import ArticleStoreClientLive
import ArticleStoreClientTestSupport
import TestSupport
import Testing

/// The rules every store keeps (``StoreContract``, which the in-memory store's tests run too), each
/// on a file of its own.
struct StoreContractTests {
  @Test(arguments: StoreContract.rules)
  func keepsTheRuleOfEveryStore(_ rule: StoreContract.Rule) async throws {
    let folder = try TemporaryFolder()
    try await rule.check(StoreContract(store: .live(databaseURL: folder.database)))
  }
}

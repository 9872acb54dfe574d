import ArticleStoreClient
import ArticleStoreClientTestSupport
import Testing

/// The in-memory store keeps the rules of every store (``StoreContract``), which the live store's
/// tests run too.
struct InMemoryStoreTests {
  @Test(arguments: StoreContract.rules)
  func keepsTheRuleOfEveryStore(_ rule: StoreContract.Rule) async throws {
    try await rule.check(StoreContract(store: .inMemory()))
  }
}

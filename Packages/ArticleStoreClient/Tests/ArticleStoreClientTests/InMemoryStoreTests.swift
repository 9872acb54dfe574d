import ArticleStoreClient
import ArticleStoreClientTestSupport
import Testing

/// The in-memory store keeps the rules of every store (``StoreContract``), which the live store's
/// tests run too.
struct InMemoryStoreTests {
  let contract = StoreContract(store: .inMemory())

  @Test func savingTheSameFeedAgainChangesNothingAndKeepsReadMarks() async throws {
    try await contract.savingTheSameFeedAgainChangesNothingAndKeepsReadMarks()
  }

  @Test func aListCanLeaveTheSummariesOut() async throws {
    try await contract.aListCanLeaveTheSummariesOut()
  }

  @Test func bodiesComeWithOneArticleAndAreSearched() async throws {
    try await contract.bodiesComeWithOneArticleAndAreSearched()
  }

  @Test func eachFeedsRevisionIsTheOneLastSaved() async throws {
    try await contract.eachFeedsRevisionIsTheOneLastSaved()
  }

  @Test func anEditedArticleIsUpdatedInPlaceByEachIdentity() async throws {
    try await contract.anEditedArticleIsUpdatedInPlaceByEachIdentity()
  }

  @Test func aGuidWinsOverALinkAndRepeatsWithinAFeedAreSkipped() async throws {
    try await contract.aGuidWinsOverALinkAndRepeatsWithinAFeedAreSkipped()
  }

  @Test func theSameArticleInTwoFeedsIsTwoArticles() async throws {
    try await contract.theSameArticleInTwoFeedsIsTwoArticles()
  }

  @Test func queriesFilterByFeedAndReadStateAndPage() async throws {
    try await contract.queriesFilterByFeedAndReadStateAndPage()
  }

  @Test func countsAndEverySelection() async throws {
    try await contract.countsAndEverySelection()
  }

  @Test func searchNeedsEveryWholeWordAndRanksTitlesFirst() async throws {
    try await contract.searchNeedsEveryWholeWordAndRanksTitlesFirst()
  }

  @Test func onlyTheNewestCandidatesAreRanked() async throws {
    try await contract.onlyTheNewestCandidatesAreRanked()
  }

  @Test func retentionSparesUnreadAndDoesNotBringDroppedArticlesBack() async throws {
    try await contract.retentionSparesUnreadAndDoesNotBringDroppedArticlesBack()
  }
}

import ArticleStoreClient
import ArticleStoreClientLive
import ArticleStoreClientTestSupport
import Testing

/// The rules every store keeps (``StoreContract``, which the in-memory store's tests run too), on a
/// real file.
struct StoreContractTests {
  let folder: TemporaryFolder
  let contract: StoreContract

  init() throws {
    folder = try TemporaryFolder()
    contract = StoreContract(store: .live(databaseURL: folder.database))
  }

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

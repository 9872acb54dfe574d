import ArticleStoreClient
import NewsFeature
import Testing

@testable import ReaderFeature

/// The reader names a feed as headlines' source column does, by `Subscription.source(titled:)`.
/// The two had rules of their own: a subscription given an empty title was shown nameless in
/// headlines, and by the feed's own title in the reader.
struct FeedNameTests {
  let emptyTitled = [Subscription(url: Fixtures.world, title: "")]

  @Test func anArticleOfAFeedGivenAnEmptyTitleGoesByTheFeedsOwn() {
    let article = ReaderArticle(Fixtures.stored(1, "Talks resume"), subscriptions: emptyTitled)
    #expect(article.source == "World Feed")
  }

  @Test func theFeedsListNamesAFeedGivenAnEmptyTitleByTheFeedsOwn() {
    let rows = FeedRow.rows(emptyTitled, counts: Fixtures.counts, failures: [:])
    #expect(rows.map(\.title) == ["All feeds", "World Feed"])
  }

  @Test func aFeedWithNoTitleAtAllGoesByItsAddress() {
    let article = ReaderArticle(
      Fixtures.stored(1, "Talks resume", feedTitle: ""), subscriptions: emptyTitled)
    #expect(article.source == "\(Fixtures.world.host!)\(Fixtures.world.path)")
  }
}

import Foundation
import NewsClient
import Testing

@testable import NewsFeature

/// Headlines are told apart by the store's rule, so that the list fetched without the store and
/// the one read from it show the same stories.
struct ArticleIdentitiesTests {
  let link = URL(string: "https://news.example.org/live")!
  let date = Date(timeIntervalSince1970: 1_800_000_000)

  /// Whether each article, in turn, was new.
  func inserted(_ articles: [Article]) -> [Bool] {
    var identities = ArticleIdentities()
    return articles.map { identities.insert($0) }
  }

  @Test func storiesWithDifferentGuidsAreBothShownThoughTheyShareALinkTitleAndDate() {
    let stories = [
      Article(guid: .init("a"), title: "Live", link: link, published: date),
      Article(guid: .init("b"), title: "Live", link: link, published: date),
    ]
    #expect(inserted(stories) == [true, true])
  }

  @Test func aStoryTwoFeedsCarryUnderOneGuidIsShownOnce() {
    let stories = [
      Article(guid: .init("a"), title: "World", link: link),
      Article(guid: .init("a"), title: "Tech", published: date),
    ]
    #expect(inserted(stories) == [true, false])
  }

  @Test func aStoryWithoutAGuidIsTheSameByItsLinkOrByItsTitleAndDate() {
    let stories = [
      Article(guid: .init("a"), title: "Live", link: link, published: date),
      Article(title: "Elsewhere", link: link),
      Article(title: " LIVE", published: date),
      Article(title: "Live", published: date.addingTimeInterval(60)),
      Article(title: "No identity"),
      Article(title: "No identity"),
    ]
    #expect(inserted(stories) == [true, false, false, true, true, true])
  }
}

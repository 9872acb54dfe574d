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

  @Test func aStoryTwoFeedsCarryUnderOneGuidAndLinkIsShownOnce() {
    let stories = [
      Article(guid: .init("a"), title: "World", link: link),
      Article(guid: .init("a"), title: "World, updated", link: link, published: date),
    ]
    #expect(inserted(stories) == [true, false])
  }

  /// The trial's two WordPress blogs on one host both numbered their posts `?p=1001`…: 8 of 603
  /// articles were missing from `headlines` while the reader and search showed them.
  @Test func postsOfTwoFeedsWhoseGuidsCollideAreAllShown() {
    let guid = Article.GUID("http://127.0.0.1:8741/?p=1001")
    let stories = [
      Article(
        guid: guid, title: "Transport 1", link: URL(string: "http://127.0.0.1:8741/wp/tram-1/")),
      Article(
        guid: guid, title: "Garden 1", link: URL(string: "http://127.0.0.1:8741/wp2/garden-1/")),
      Article(guid: .init("7"), title: "Seven"),
      Article(guid: .init("7"), title: "Another seven"),
    ]
    #expect(inserted(stories) == [true, true, true, true])
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

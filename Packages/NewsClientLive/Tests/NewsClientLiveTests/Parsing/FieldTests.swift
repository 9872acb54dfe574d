import Foundation
import NewsClient
import Testing

@testable import NewsClientLive

@Suite struct FieldTests {
  @Test func enclosureLengthsAreHints() throws {
    let feed = try Fixtures.parse("enclosure-lengths.xml")
    let lengths = Dictionary(
      uniqueKeysWithValues: feed.articles.map { ($0.title, $0.enclosures.first?.length) })
    #expect(lengths["empty"] == .some(nil))
    #expect(lengths["junk"] == .some(nil))
    #expect(lengths["bytes suffix"] == 12_216_320)
    #expect(lengths["negative"] == .some(nil))
    #expect(lengths["missing"] == .some(nil))
    #expect(lengths["good"] == 4_718_592)
    #expect(feed.articles.first { $0.title == "no url" }?.enclosures == [])
    #expect(feed.articles.filter { $0.title != "no url" }.allSatisfy { $0.enclosures.count == 1 })
  }

  @Test func guidsAndPermaLinks() throws {
    let articles = try Fixtures.parse("guids.xml").articles
    #expect(articles[0].guid == Article.GUID("https://g.example.org/1", isPermaLink: true))
    #expect(articles[0].link == URL(string: "https://g.example.org/1"))
    #expect(articles[1].guid == Article.GUID("https://g.example.org/2", isPermaLink: false))
    #expect(articles[1].link == URL(string: "https://g.example.org/2-link"))
    #expect(articles[2].guid == Article.GUID("https://g.example.org/3", isPermaLink: true))
    #expect(articles[3].guid == Article.GUID("abc-123", isPermaLink: false))
    #expect(articles[3].link == nil)
    #expect(articles[4].guid == nil)
  }

  @Test func relativeLinksResolveAgainstTheFeedOrXMLBase() throws {
    let feed = try Fixtures.parse(
      "relative-links.xml", as: URL(string: "https://site.example.org/news/feed.xml")!)
    #expect(feed.link == URL(string: "https://site.example.org/"))
    #expect(feed.articles[0].link == URL(string: "https://site.example.org/news/articles/one.html"))
    #expect(
      feed.articles[0].enclosures.first?.url
        == URL(string: "https://site.example.org/audio/one.mp3"))
    #expect(feed.articles[1].link == URL(string: "https://cdn.example.net/base/two.html"))
    #expect(feed.articles[2].link == URL(string: "https://abs.example.org/three"))
    #expect(feed.articles[3].link?.host == "abs.example.org")
  }

  /// Of several `rel="alternate"` links, the `text/html` one, then any on http or https, then
  /// the first, whatever order the feed writes them in.
  @Test func theWebPageIsTheAlternateLinkWhateverItsPlace() throws {
    let feed = try Fixtures.parse("atom-alternates.xml")
    #expect(feed.link == URL(string: "https://example.org/"))
    #expect(
      feed.articles.map(\.link?.absoluteString) == [
        "https://example.org/1", "https://example.org/2", "https://example.org/3",
        "gemini://example.org/4", "gemini://example.org/5",
      ])
  }

  @Test func durations() {
    #expect(FeedFieldValues.duration("295") == .seconds(295))
    #expect(FeedFieldValues.duration("4:55") == .seconds(295))
    #expect(FeedFieldValues.duration("1:02:03") == .seconds(3723))
    #expect(FeedFieldValues.duration("12.5") == .milliseconds(12_500))
    #expect(FeedFieldValues.duration("") == nil)
    #expect(FeedFieldValues.duration("soon") == nil)
    #expect(FeedFieldValues.duration("1:2:3:4") == nil)
  }
}

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

  /// Forms feedparser's suite holds that RSS itself does not define: a `summary` beside or for
  /// `description` (the second of them is the content), `fullitem` and a `body` without a
  /// namespace for the whole item, RSS's element names in any case, `dc:author`, an author
  /// written `Name (email)`, and early iTunes feeds' images.
  @Test func rssAsFeedsWriteIt() throws {
    let rss = """
      <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" \
      xmlns:itunes="http://www.itunes.com/DTDs/Podcast-1.0.dtd"><CHANNEL><TiTlE>Loose</TiTlE>
      <itunes:link rel="image" href="https://loose.example.org/logo.png"/>
      <item><title>Both</title><description>The teaser.</description><summary>The whole &lt;b&gt;story&lt;/b&gt;.</summary>
      <author>Ann Editor (ann@example.org)</author></item>
      <item><title>Summary first</title><summary>The teaser.</summary><description>The story.</description>
      <dc:author>Bo Writer</dc:author><itunes:image url="https://loose.example.org/2.png"/></item>
      <item><title>Full</title><fullitem>&lt;p&gt;Full &lt;a href="/x"&gt;item&lt;/a&gt;&lt;/p&gt;</fullitem>
      <author>cy@example.org (Cy Reporter)</author><itunes:link rel="image" href="/3.png"/></item>
      <ITEM><Title>Body</Title><PubDate>Sun, 22 Nov 2026 08:30:00 GMT</PubDate>
      <body><p>Inline <a href="/y">body</a></p></body></ITEM>
      </CHANNEL></rss>
      """
    let feed = try Fixtures.parse(data: Data(rss.utf8))
    #expect(feed.title == "Loose")
    #expect(feed.imageURL == URL(string: "https://loose.example.org/logo.png"))
    let items = feed.articles
    #expect(items.map(\.title) == ["Both", "Summary first", "Full", "Body"])
    #expect(items.map(\.summary) == ["The teaser.", "The teaser.", "Full item", "Inline body"])
    #expect(
      items.map { $0.content?.plainText } == [
        "The whole story.", "The story.", "Full item", "Inline body",
      ])
    #expect(items.map(\.author) == ["Ann Editor", "Bo Writer", "Cy Reporter", nil])
    #expect(items[1].imageURL == URL(string: "https://loose.example.org/2.png"))
    #expect(items[2].imageURL == URL(string: "https://feeds.example.org/3.png"))
    #expect(items[2].content?.links.map(\.address) == ["https://feeds.example.org/x"])
    #expect(items[3].content?.links.map(\.address) == ["https://feeds.example.org/y"])
    #expect(items[3].published == date("2026-11-22T08:30:00Z"))
  }

  /// An id written as a path is a link on the feed's site, and is resolved like one; any other
  /// id is kept as written.
  @Test func anIdWrittenAsAPathIsResolved() throws {
    let atom = """
      <feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://site.example.org/blog/"><title>Ids</title>
      <entry><title>Path</title><id>/2004/05/post</id></entry>
      <entry><title>Relative</title><id>1234</id></entry>
      <entry><title>Tag</title><id>tag:example.org,2004:/post</id></entry></feed>
      """
    let ids = try Fixtures.parse(data: Data(atom.utf8)).articles.map { $0.guid?.value }
    #expect(ids == ["https://site.example.org/2004/05/post", "1234", "tag:example.org,2004:/post"])
    let rss =
      "<rss version=\"2.0\"><channel><title>R</title><item><title>P</title><guid>/p/1</guid></item></channel></rss>"
    let item = try #require(try Fixtures.parse(data: Data(rss.utf8)).articles.first)
    #expect(item.guid == Article.GUID("https://feeds.example.org/p/1", isPermaLink: true))
    #expect(item.link == URL(string: "https://feeds.example.org/p/1"))
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

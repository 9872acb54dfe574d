import Foundation
import NewsClient
import Testing

@testable import NewsClientLive

@Suite struct ContentTests {
  @Test func atom03EscapedBase64AndXMLModes() throws {
    let feed = try Fixtures.parse("atom-0.3-modes.xml")
    #expect(feed.format == .atom)
    #expect(feed.title == "Zero point three")
    #expect(feed.summary == "An old format")
    #expect(feed.link == URL(string: "https://old.example.org/"))
    #expect(feed.articles.count == 4)
    let escaped = feed.articles[0]
    #expect(escaped.title == "Escaped title")
    #expect(escaped.summary == "One\n\nTwo")
    #expect(escaped.link == URL(string: "https://old.example.org/1"))
    #expect(escaped.published == date("2004-07-11T12:00:00Z"))
    #expect(escaped.updated == date("2004-07-12T08:00:00Z"))
    let base64 = feed.articles[1]
    #expect(base64.title == "Plain <as> written")
    #expect(base64.summary == "Decoded HTML")
    #expect(base64.published == date("2004-07-10T08:00:00Z"))
    let xml = feed.articles[2]
    #expect(xml.title == "1 < 2 & 3")
    #expect(xml.summary == "Inline & <one>\n\ntwo")
    let htmlWithoutMode = feed.articles[3]
    #expect(htmlWithoutMode.title == "HTML without a mode")
    #expect(
      htmlWithoutMode.summary == "XML mode &amp; HTML type", "in XML mode the text is literal")
  }

  @Test func atom10TextHTMLAndXHTMLTypes() throws {
    let feed = try Fixtures.parse("atom-1.0-types.xml")
    #expect(feed.title == "The types feed")
    let articles = feed.articles
    #expect(articles.count == 4)
    #expect(articles[0].title == "Text keeps <b>tags</b> as written")
    #expect(articles[0].summary == "HTML & bold")
    #expect(articles[1].title == "HTML title & more")
    #expect(articles[1].summary == "XHTML & bold <not a tag>\n\none\ntwo")
    #expect(articles[2].title == "Prefixed XHTML title")
    #expect(articles[2].summary == "Line one\nLine two")
    #expect(articles[3].title == "Elements in a text title still read")
    #expect(articles[3].summary == "MIME type in capitals")
  }

  @Test(arguments: [
    "atom-no-namespace.xml", "atom-0.3-namespace.xml", "atom-namespace-case.xml",
    "atom-namespace-trailing-slash.xml", "atom-namespace-https.xml", "atom-namespace-unknown.xml",
  ])
  func atomWithAMissingOrUnusualNamespaceIsReadLeniently(fixture: String) throws {
    let feed = try Fixtures.parse(fixture)
    #expect(feed.format == .atom)
    #expect(feed.title == "Lenient")
    #expect(feed.link == URL(string: "https://lenient.example.org/"))
    #expect(feed.articles.count == 1)
    let entry = feed.articles.first
    #expect(entry?.title == "Entry one")
    #expect(entry?.link == URL(string: "https://lenient.example.org/1"))
    #expect(entry?.guid?.value == "tag:lenient.example.org,2026:1")
    #expect(entry?.updated == date("2026-11-22T08:30:00Z"))
    #expect(entry?.summary == "Read anyway")
  }

  /// The order of ``TitleSource`` and ``SummarySource``, item by item of `text-fallbacks.xml`.
  @Test func titlesAndSummariesFallBackInTheDocumentedOrder() throws {
    let feed = try Fixtures.parse("text-fallbacks.xml")
    #expect(feed.title == "Feed title from dc:title")
    #expect(feed.summary == "Feed summary from itunes:summary")
    let items = Dictionary(uniqueKeysWithValues: feed.articles.map { ($0.guid?.value ?? "", $0) })
    #expect(feed.articles.count == 11)
    #expect(items["dc"]?.title == "dc:title")
    #expect(items["dc"]?.summary == "dc:description")
    #expect(items["empty"]?.title == "dc:title after an empty title")
    #expect(items["empty"]?.summary == "dc:description after an empty description")
    #expect(items["content"]?.title == "From content:encoded")
    #expect(items["content"]?.summary == "From content:encoded")
    #expect(items["itunes"]?.summary == "itunes:summary")
    #expect(items["subtitle"]?.summary == "itunes:subtitle")
    #expect(items["media"]?.title == "media:title")
    #expect(items["media"]?.summary == "media:description")
    #expect(items["order"]?.title == "title")
    #expect(items["order"]?.summary == "description")
    #expect(items["dc over content"]?.summary == "dc:description")
    #expect(items["body in description"]?.summary == "Body & <soul>\n\ntwo")
    #expect(items["body in item"]?.summary == "XHTML body")
    #expect(
      items["title from summary"]?.title == "Only a description, whose first line becomes the title"
    )
  }

  @Test func nestedAndRelativeXMLBaseInAtom() throws {
    let feed = try Fixtures.parse("xml-base.xml")
    #expect(feed.link == URL(string: "https://feeds.example.org/blog/"))
    #expect(feed.imageURL == URL(string: "https://feeds.example.org/blog/logo.png"))
    let articles = feed.articles
    #expect(articles.count == 3)
    #expect(articles[0].link == URL(string: "https://feeds.example.org/blog/posts/a.html"))
    #expect(
      articles[0].enclosures.map(\.url) == [
        URL(string: "https://feeds.example.org/blog/media/a.mp3")!
      ])
    #expect(articles[1].link == URL(string: "https://elsewhere.example.net/b.html"))
    #expect(articles[2].link == URL(string: "https://feeds.example.org/blog/c.html"))
  }

  @Test func nestedAndRelativeXMLBaseInRSS() throws {
    let feed = try Fixtures.parse("xml-base-rss.xml")
    #expect(feed.link == URL(string: "https://rss.example.org/news/today/index.html"))
    let articles = feed.articles
    #expect(articles.count == 2)
    #expect(articles[0].link == URL(string: "https://rss.example.org/news/today/item/page.html"))
    #expect(
      articles[0].enclosures.map(\.url) == [
        URL(string: "https://rss.example.org/news/today/item/audio.mp3")!,
        URL(string: "https://rss.example.org/news/today/group/video.mp4")!,
      ])
    #expect(
      articles[0].imageURL == URL(string: "https://rss.example.org/news/today/group/thumb.jpg"))
    #expect(articles[1].link == URL(string: "https://other.example.org/x/y.html"))
  }

  @Test(arguments: [1, 7])
  func numericCharacterReferencesInEveryCase(chunkSize: Int) throws {
    let feed = try Fixtures.parse("character-references.xml", chunkSize: chunkSize)
    #expect(feed.title == "References & &")
    #expect(feed.articles.map(\.title) == ["ABCéé", "In CDATA", "Split A"])
    #expect(feed.articles.map(\.summary) == ["ABC———", "DEF ’’", "tag written as references"])
  }

  /// Atom 1.0 writes content of any other MIME type in Base64 (RFC 4287 §4.1.3.3): it is
  /// decoded and shown as text, in titles and summaries as in content.
  @Test func atom10ContentOfAnotherMIMETypeIsBase64() throws {
    let atom = """
      <feed xmlns="http://www.w3.org/2005/Atom">
      <title type="application/octet-stream">RXhhbXBsZSA8Yj5BdG9tPC9iPg==</title>
      <entry><id>1</id><title type="image/svg">U1ZH</title>
      <summary type="application/octet-stream">
      PHA+SGlzdG9yeSBvZiB0aGUgJmx0O2JsaW5rJmd0OyB0YWc8L3A+
      </summary>
      <content type="application/pdf">UGxhaW4gdGV4dA==</content></entry>
      <entry><id>2</id><title type="text/plain">Not Base64=</title></entry></feed>
      """
    let feed = try Fixtures.parse(data: Data(atom.utf8))
    #expect(feed.title == "Example <b>Atom</b>")
    #expect(feed.articles.map(\.title) == ["SVG", "Not Base64="])
    #expect(feed.articles[0].summary == "<p>History of the &lt;blink&gt; tag</p>")
    #expect(feed.articles[0].content?.plainText == "Plain text")
  }

  /// Content declared HTML holds HTML source, even inside an XHTML element a feed wraps it in;
  /// an XHTML `body` in an RSS `description`, which declares nothing, holds text.
  @Test func htmlDeclaredInsideAnXHTMLElementIsStillHTML() throws {
    let feed = """
      <feed xmlns="http://www.w3.org/2005/Atom"><title>T</title><entry><id>1</id><title>E</title>
      <content type="html"><div xmlns="http://www.w3.org/1999/xhtml">Example &lt;b&gt;Atom&lt;/b&gt;</div></content>
      </entry></feed>
      """
    #expect(
      try Fixtures.parse(data: Data(feed.utf8)).articles[0].content?.plainText == "Example Atom")
    let rss = """
      <rss version="2.0"><channel><title>R</title><item><title>I</title><description>\
      <body xmlns="http://www.w3.org/1999/xhtml"><p>a &lt;b&gt; c</p></body></description></item></channel></rss>
      """
    #expect(try Fixtures.parse(data: Data(rss.utf8)).articles[0].summary == "a <b> c")
  }
}

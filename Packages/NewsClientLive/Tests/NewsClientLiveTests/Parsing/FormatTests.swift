import Foundation
import NewsClient
import Testing

@testable import NewsClientLive

@Suite struct FormatTests {
  @Test func rss091WithNetscapeDoctypeAndUndeclaredEntities() throws {
    let feed = try Fixtures.parse("rss-0.91.xml")
    #expect(feed.format == .rss)
    #expect(feed.title == "Café Gazette")
    #expect(feed.link == URL(string: "http://gazette.example.com/"))
    #expect(feed.imageURL == URL(string: "http://gazette.example.com/logo.gif"))
    #expect(feed.articles.map(\.title) == ["Ouverture du café", "Second item"])
    #expect(feed.articles[0].summary == "Le café ouvre à 8h.")
  }

  @Test func rss20WithEveryExtension() throws {
    let feed = try Fixtures.parse("rss-2.0.xml")
    #expect(feed.format == .rss)
    #expect(feed.title == "News Now")
    #expect(feed.link == URL(string: "https://news.example.org/"))
    #expect(feed.imageURL == URL(string: "https://news.example.org/art.jpg"))
    #expect(feed.articles.count == 3)

    let bulletin = feed.articles[0]
    #expect(bulletin.guid == Article.GUID("bulletin-1400", isPermaLink: false))
    #expect(bulletin.link == URL(string: "https://news.example.org/bulletins/1400"))
    #expect(bulletin.author == "News Desk")
    #expect(bulletin.published == date("2025-06-10T14:00:00Z"))
    #expect(bulletin.summary == "Five minutes of the hour's top stories.")
    #expect(bulletin.imageURL == URL(string: "https://news.example.org/1400.jpg"))
    #expect(
      bulletin.enclosures == [
        Enclosure(
          url: URL(string: "https://audio.example.org/1400.mp3")!, mimeType: "audio/mpeg",
          length: 4_718_592,
          duration: .seconds(295))
      ])

    let contentOnly = feed.articles[1]
    #expect(contentOnly.summary == "First paragraph.\n\nSecond paragraph.")
    #expect(contentOnly.guid == Article.GUID("https://news.example.org/2", isPermaLink: true))
    #expect(contentOnly.author == "Jane Reporter")
    #expect(contentOnly.imageURL == URL(string: "https://news.example.org/2-thumb.jpg"))
    #expect(
      contentOnly.enclosures == [
        Enclosure(
          url: URL(string: "https://video.example.org/2.mp4")!, mimeType: "video/mp4", length: 1234,
          duration: .seconds(61))
      ])

    let group = feed.articles[2]
    #expect(group.author == "Night Desk")
    #expect(group.enclosures.map(\.url) == [URL(string: "https://audio.example.org/3.ogg")!])
    #expect(group.imageURL == URL(string: "https://news.example.org/3.png"))
  }

  @Test func namespacesAreMatchedByURINotPrefix() throws {
    let feed = try Fixtures.parse("rss-odd-prefixes.xml")
    #expect(feed.link == URL(string: "https://odd.example.org/"))
    let article = try #require(feed.articles.first)
    #expect(article.link == URL(string: "https://odd.example.org/1"))
    #expect(article.author == "Right Author")
    #expect(article.published == date("2025-06-10T14:00:00Z"))
    #expect(article.summary == "Right content")
    #expect(article.imageURL == URL(string: "https://odd.example.org/thumb.jpg"))
    #expect(
      article.enclosures == [
        Enclosure(
          url: URL(string: "https://odd.example.org/1.mp3")!, mimeType: "audio/mpeg", length: 42,
          duration: .seconds(125))
      ])
  }

  @Test func rdf() throws {
    let feed = try Fixtures.parse("rdf.xml")
    #expect(feed.format == .rdf)
    #expect(feed.title == "RDF Site")
    #expect(feed.summary == "An RSS 1.0 feed.")
    #expect(feed.imageURL == URL(string: "https://rdf.example.org/logo.png"))
    #expect(feed.articles.map(\.title) == ["First RDF item", "Second RDF item"])
    let first = feed.articles[0]
    #expect(first.summary == "About RDF.")
    #expect(first.author == "R. D. Eff")
    #expect(first.published == date("2025-06-10T07:30:00Z"))
    #expect(first.guid == Article.GUID("https://rdf.example.org/a", isPermaLink: false))
  }

  @Test func atomWithBaseTextConstructsAndXHTML() throws {
    let feed = try Fixtures.parse("atom.xml")
    #expect(feed.format == .atom)
    #expect(feed.title == "Atom & Eve")
    #expect(feed.summary == "A fine blog")
    #expect(feed.link == URL(string: "https://atom.example.org/blog/"))
    #expect(feed.imageURL == URL(string: "https://atom.example.org/blog/images/logo.png"))
    #expect(feed.articles.count == 2)

    let hello = feed.articles[0]
    #expect(hello.title == "Hello world")
    #expect(hello.link == URL(string: "https://atom.example.org/blog/posts/hello"))
    #expect(hello.guid == Article.GUID("tag:atom.example.org,2025:hello", isPermaLink: false))
    #expect(hello.author == "Eve Writer")
    #expect(hello.published == date("2025-06-10T07:00:00Z"))
    #expect(hello.updated == date("2025-06-11T08:00:00Z"))
    #expect(hello.summary == "One\n\nTwo")
    #expect(
      hello.enclosures == [
        Enclosure(
          url: URL(string: "https://atom.example.org/blog/audio/hello.mp3")!,
          mimeType: "audio/mpeg", length: 12_216_320)
      ])

    let old = feed.articles[1]
    #expect(old.title == "Only updated, plain <tag> text")
    #expect(old.link == URL(string: "https://elsewhere.example.net/archive/2024/old"))
    #expect(old.published == date("2024-12-31T23:59:59.250Z"))
    #expect(
      old.summary == "XHTML one\n\nXHTML two", "XHTML paragraphs render like the escaped ones above"
    )
  }

  @Test func jsonFeed10() throws {
    let feed = try Fixtures.parse(
      "jsonfeed-1.0.json", as: URL(string: "https://json.example.org/feed.json")!)
    #expect(feed.format == .json)
    #expect(feed.title == "JSON One")
    #expect(feed.summary == "Version one.")
    #expect(feed.imageURL == URL(string: "https://json.example.org/icon.png"))
    #expect(feed.articles.count == 2)
    let first = feed.articles[0]
    #expect(first.guid?.value == "1")
    #expect(first.title == "Numeric id")
    #expect(first.summary == "Hello JSON")
    #expect(first.author == "Jay Son")
    #expect(first.published == date("2025-06-10T12:00:00Z"))
    #expect(
      first.enclosures == [
        Enclosure(
          url: URL(string: "https://json.example.org/1.mp3")!, mimeType: "audio/mpeg", length: 1000,
          duration: .seconds(60))
      ])
    let second = feed.articles[1]
    #expect(second.title == "No title here, only text.")
    #expect(second.link == URL(string: "https://json.example.org/relative/2"))
    #expect(second.published == nil)
  }

  @Test func jsonFeed11() throws {
    let feed = try Fixtures.parse("jsonfeed-1.1.json")
    let article = try #require(feed.articles.first)
    #expect(article.author == "First Author")
    #expect(article.summary == "A short summary.")
    #expect(article.imageURL == URL(string: "https://json11.example.org/a.jpg"))
    #expect(article.updated == date("2025-06-10T10:00:00Z"))
    #expect(article.published == article.updated)
    #expect(article.guid == Article.GUID("https://json11.example.org/a", isPermaLink: true))
    #expect(article.enclosures.first?.length == nil)
  }

  @Test func formatIsDetectedFromContentPastAnyFixedWindow() throws {
    let feed = try Fixtures.parse(
      "format-after-long-prolog.xml", as: URL(string: "https://example.org/feed.rss")!)
    #expect(feed.format == .atom)
    #expect(feed.articles.map(\.title) == ["Found anyway"])

    let blank = try Fixtures.parse("leading-whitespace.xml")
    #expect(blank.title == "Leading blank lines")
  }

  @Test func byteAtATimeGivesTheSameFeed() throws {
    for name in ["rss-2.0.xml", "atom.xml", "utf16le.xml", "jsonfeed-1.0.json", "rdf.xml"] {
      #expect(
        try Fixtures.parse(name, chunkSize: 1) == Fixtures.parse(name, chunkSize: 1 << 20),
        "\(name)")
    }
  }

  @Test func thingsThatAreNotFeeds() throws {
    for name in ["not-a-feed.html", "other.json"] {
      #expect(throws: FeedParsingFailure.notAFeed, "\(name)") { try Fixtures.parse(name) }
    }
    let pages = [
      "<!doctype html><html><body>Not a feed</body></html>",
      "<html lang=\"en\"><head><title>Sign in</title></head><body><p>Hello<br></body></html>",
    ]
    for body in ["", "   \n  ", "Hello, world", "\u{FEFF}"] + pages {
      #expect(throws: FeedParsingFailure.notAFeed, "\(body.debugDescription)") {
        try Fixtures.parse(data: Data(body.utf8))
      }
    }
  }
}

import Foundation
import NewsClient
import Testing
import TextCore

@testable import NewsClientLive

@Suite struct TextTests {
  @Test func entitiesInTitles() throws {
    let titles = try Fixtures.parse("entities.xml").articles.map(\.title)
    #expect(
      titles == [
        "Undeclared nbsp and — dash",
        "Double-escaped nbsp & — ’",
        "Numeric — — é and windows ’s",
        "Unknown &bogus; stays",
        "Café © 2025 …",
      ])
  }

  /// A bare `&` and an unknown reference are text, as browsers, feedparser and newsboat keep them,
  /// in XML text, attributes and escaped HTML alike; CDATA sections and comments are left alone.
  @Test(arguments: [1, 7, 1 << 20])
  func anAmpersandThatStartsNoKnownReferenceStaysText(chunkSize: Int) throws {
    let feed = try Fixtures.parse("ampersands.xml", chunkSize: chunkSize)
    #expect(feed.title == "Fish & Chips &doesnotexist; & more")
    #expect(feed.link?.absoluteString == "http://example.org/?a=1&b=2&c")
    let bare = try #require(feed.articles.first)
    #expect(
      bare.title == "Bare & ampersand, &unknown; entity, — known ones, &copy — —")
    #expect(bare.link?.absoluteString == "http://example.org/item?a=1&b=2&c")
    #expect(bare.summary == "Tom & Jerry at ?a=1&b=2&c &doesnotexist;")
    #expect(
      bare.enclosures.first?.url.absoluteString == "http://example.org/a.mp3?x=1&y=2&w=&z%C3%A9")
    let characterData = feed.articles[1]
    #expect(characterData.summary == "a & b & c &doesnotexist; d")
    #expect(characterData.guid?.value == "cdata & guid &amp; &#38; ]]&")
    #expect(feed.articles[2].title == "Comment then &bare & < end &")
  }

  /// JSON has no references: a UTF-16 JSON feed, told from XML only once decoded, keeps its `&`.
  @Test func aWideJSONFeedKeepsItsAmpersands() throws {
    let json =
      #"{"version": "https://jsonfeed.org/version/1.1", "title": "A & B &c; &amp;", "items": []}"#
    let feed = try Fixtures.parse(data: json.data(using: .utf16LittleEndian)!)
    #expect(feed.title == "A & B &c; &amp;")
  }

  /// Format characters that text needs survive as written, as references and in escaped HTML:
  /// the one rule for what reaches a terminal is `TerminalText`'s, which keeps them.
  @Test func formatCharactersThatTextNeedsAreKept() throws {
    let articles = try Fixtures.parse("format-characters.xml").articles
    let family = "👨\u{200D}👩\u{200D}👧"
    let persian = "\u{645}\u{6CC}\u{200C}\u{62E}\u{648}\u{627}\u{647}\u{645}"
    let scotland = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
    #expect(articles[0].title == "Family \(family) and \(persian)")
    #expect(
      articles[0].summary == "Soft hy\u{AD}phen, heart \u{2764}\u{FE0F}, Scotland \(scotland)")
    #expect(articles[1].title == "As references: \(family) \(persian) hy\u{AD}phen")
    #expect(articles[1].summary == "In HTML: \(family) \(persian) hy\u{AD}phen")
    #expect(articles[2].title == "Still removed: evil isolate")
    #expect(articles[2].summary == "Escape gone")
  }

  @Test func htmlSummariesBecomeReadableText() throws {
    let articles = try Fixtures.parse("html-summaries.xml").articles
    #expect(articles[0].summary == "First paragraph spans lines.\n\nSecond\nline")
    #expect(articles[1].summary == "Visible link text")
    #expect(articles[3].summary == "one\ntwo")
    #expect(articles[4].summary == "1 < 2 and 3 > 2")
  }

  @Test func controlCharactersNeverSurvive() throws {
    let article = try Fixtures.parse("html-summaries.xml").articles[2]
    #expect(article.title == "Control characters")
    #expect(article.summary == "Bell and escape and override")
    let everything = try Fixtures.parse("html-summaries.xml").articles.flatMap {
      [$0.title, $0.summary ?? ""]
    }
    for text in everything {
      #expect(
        !text.unicodeScalars.contains {
          $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value)
        })
      #expect(!text.contains("[31m") && !text.contains("]0;"), "escape sequences are removed whole")
    }
  }

  /// Each item of `html-rendering.xml` but the last hides "SECRET" in code, styling, embedded
  /// content, a comment or a processing instruction, which no title or summary may show.
  @Test func scriptStyleEmbeddedContentCommentsAndProcessingInstructionsNeverShow() throws {
    let articles = try Fixtures.parse("html-rendering.xml").articles
    for article in articles {
      #expect(!article.title.contains("SECRET"), "\(article.title)")
      #expect(!(article.summary ?? "").contains("SECRET"), "\(article.title)")
    }
    let summaries = Dictionary(
      articles.map { ($0.title, $0.summary ?? "") }, uniquingKeysWith: { first, _ in first })
    #expect(summaries["script"] == "before\n\nafter")
    for title in [
      "style", "object", "embed with fallback text", "void embed", "iframe", "template", "nested",
      "uppercase",
      "comments and processing instructions",
    ] {
      #expect(summaries[title] == "before after", "\(title)")
    }
    #expect(summaries["unclosed"] == "before")
    #expect(summaries["a script inside an object"] == "before")
    #expect(summaries["in a title too"] == "visible")
  }

  @Test func blockElementsBreakLinesAndInlineOnesDoNot() throws {
    let blocks = try Fixtures.parse("html-rendering.xml").articles.last
    #expect(blocks?.title == "blocks")
    #expect(
      blocks?.summary
        == "Heading\n\nPara bold italic\n\none\ntwo\n\nquote\n\ncode\n\na b\nc\n\nline\nbreak\n\nrule\ndiv\n\nsection"
        + "\n\narticle\n\naside\n\naddress")
  }

  /// Raw C0 controls are not XML characters, yet what they do to text is `TerminalText`'s rule: a
  /// vertical tab breaks the line, an escape sequence goes whole, and the feed keeps every article.
  @Test func rawControlCharactersInXMLNeverSurviveNorCostTheFeed() throws {
    let feed = try Fixtures.parse("raw-controls.xml")
    #expect(feed.title == "Raw controls")
    #expect(feed.articles.map(\.title) == ["Bell and red", "After"])
    #expect(feed.articles.map(\.summary) == ["one\ntwo", "still here"])
  }

  /// libxml2 stops at the first control in a CDATA section and drops them elsewhere; carried past
  /// it, they reach `TerminalText` like any other text, whatever field or chunk they are in.
  @Test(arguments: [1, 7, 1 << 20])
  func controlBytesXMLForbidsAreLeftToTheTerminalRuleAndCostNoArticle(chunkSize: Int) throws {
    let feed = try Fixtures.parse("raw-controls-in-cdata.xml", chunkSize: chunkSize)
    #expect(feed.articles.map(\.title) == ["Before", "Failed red build", "After"])
    let failed = try #require(feed.articles.dropFirst().first)
    #expect(failed.guid?.value == "2")
    #expect(failed.summary == "dont panic\npage break")
    #expect(failed.enclosures.first?.url == URL(string: "https://example.org/log.txt"))
    #expect(failed.enclosures.first?.mimeType == "text/plain")
    #expect(feed.articles.last?.summary == "noncharacters \u{FFFD} \u{FFFD} stay visible")
  }

  @Test func renderer() {
    #expect(PlainTextRenderer.render("a&nbsp;&nbsp;b", markup: .html, layout: .singleLine) == "a b")
    #expect(
      PlainTextRenderer.render(
        "<p>a</p>\n\n<p>b</p><br><br><br><p>c</p>", markup: .html, layout: .paragraphs)
        == "a\n\nb\n\nc")
    #expect(
      PlainTextRenderer.render("x <b>bold</b> & y", markup: .html, layout: .singleLine)
        == "x bold & y")
    #expect(
      PlainTextRenderer.render("<img src=\"a>b\" alt='x'>after", markup: .html, layout: .singleLine)
        == "after")
    #expect(
      PlainTextRenderer.render("line one\nline two\u{1B}[2J", markup: .none, layout: .paragraphs)
        == "line one\nline two")
    #expect(
      PlainTextRenderer.render("<SCRIPT>bad()</SCRIPT>ok", markup: .html, layout: .singleLine)
        == "ok")
    #expect(
      PlainTextRenderer.render("unterminated <b", markup: .html, layout: .singleLine)
        == "unterminated")
    // A quote opens an attribute value only after its `=`, as HTML reads it.
    #expect(
      PlainTextRenderer.render(
        "<a href=http://example.com/\">example</a> and <b title = 'a>b'>more</b>", markup: .html,
        layout: .singleLine) == "example and more")
    #expect(
      PlainTextRenderer.render("&#0; &#xD800; &#99999999;", markup: .html, layout: .singleLine)
        == "� � �")
    #expect(
      PlainTextRenderer.render(
        "&#X41;&#x42;&#67;&#68 &#x2014, &#;&#x;", markup: .html, layout: .singleLine)
        == "ABCD —, &#;&#x;")
  }

  /// Text encoded in UTF-8 twice, its bytes read as windows-1252 or Latin-1 and encoded again,
  /// reads as it was written; text meant as it is stays so.
  @Test(arguments: [
    ("Ã©tÃ© \u{C3}\u{A0} Paris", "été à Paris"), ("It\u{E2}\u{20AC}\u{2122}s", "It’s"),
    ("\u{E2}\u{20AC}\u{A6} and \u{C2}\u{A3}5", "… and £5"), ("Café – menu", "Café – menu"),
    ("It’s “fine”", "It’s “fine”"), ("Ã", "Ã"), ("naïve Ã©", "naïve Ã©"), ("東京 Ã©", "東京 Ã©"),
  ])
  func doubleEncodedTextIsRepaired(text: String, expected: String) {
    #expect(PlainTextRenderer.render(text, markup: .none, layout: .singleLine) == expected)
    #expect(PlainTextRenderer.render(text, markup: .html, layout: .paragraphs) == expected)
  }
}

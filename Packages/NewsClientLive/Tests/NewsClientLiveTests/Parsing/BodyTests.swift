import Foundation
import NewsClient
import RichTextCore
import Testing

@testable import NewsClientLive

/// The whole body, kept apart from the teaser: WordPress's `description` and `content:encoded`,
/// Atom's `summary` and `content`, JSON Feed's `summary` and `content_html` or `content_text`.
/// The trial showed only the teaser, and rendered HTML flat.
@Suite struct BodyTests {
  static let wordPress = """
    <?xml version="1.0"?>
    <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">
    <channel><title>Tech Daily</title><link>https://tech.example.org/</link>
    <item><title>Central bank rejects cut</title><link>https://tech.example.org/bank</link>
    <description>The central bank held rates.</description>
    <content:encoded><![CDATA[<h2>What happened</h2><p>The bank <a href="/minutes">held</a> rates.</p>
    <ul><li>Inflation eased</li><li>Jobs <b>grew</b></li></ul><pre>$ make install
    for x in a b c; do echo $x; done</pre><p><img src="chart.png" alt="A chart"></p>]]></content:encoded>
    </item>
    <item><title>A plain teaser</title><description>&lt;p&gt;Only a teaser.&lt;/p&gt;</description></item>
    <item><title>A long essay</title><link>https://tech.example.org/essay</link>
    <description>&lt;p&gt;First paragraph.&lt;/p&gt;&lt;p&gt;Second paragraph.&lt;/p&gt;</description></item>
    </channel></rss>
    """

  @Test func rssKeepsTheTeaserAsSummaryAndContentEncodedAsTheBody() throws {
    let feed = try Fixtures.parse(data: Data(Self.wordPress.utf8))
    let bank = feed.articles[0]
    #expect(bank.summary == "The central bank held rates.")
    let body = try #require(bank.content)
    #expect(
      body.blocks.map(\.kind) == [
        .heading(level: 2), .paragraph, .listItem(depth: 1, marker: .bullet),
        .listItem(depth: 1, marker: .bullet), .preformatted, .paragraph,
      ])
    #expect(body.blocks[1].text == "The bank held rates.")
    #expect(body.blocks[4].text == "$ make install\nfor x in a b c; do echo $x; done")
    #expect(
      body.links.first?.address == "https://tech.example.org/minutes",
      "resolved against the item's link")
    #expect(body.links.contains { $0.address == "https://tech.example.org/chart.png" })
    #expect(body.plainText.contains("* Jobs grew"))
  }

  @Test func aOneParagraphTeaserHasNoBodyAndAStructuredDescriptionIsOne() throws {
    let feed = try Fixtures.parse(data: Data(Self.wordPress.utf8))
    #expect(feed.articles[1].summary == "Only a teaser.")
    #expect(feed.articles[1].content == nil, "nothing the summary does not say already")
    let essay = try #require(feed.articles[2].content)
    #expect(essay.blocks.map(\.text) == ["First paragraph.", "Second paragraph."])
    #expect(essay.plainText == "First paragraph.\n\nSecond paragraph.")
  }

  @Test func atomKeepsSummaryAndContentApart() throws {
    let atom = """
      <feed xmlns="http://www.w3.org/2005/Atom"><title>Essays</title>
      <link href="https://essays.example.org/"/>
      <entry><title>On reading</title><id>urn:1</id><link href="https://essays.example.org/1"/>
      <summary>A short teaser.</summary>
      <content type="html">&lt;p&gt;One.&lt;/p&gt;&lt;blockquote&gt;&lt;p&gt;Quoted.&lt;/p&gt;&lt;/blockquote&gt;&lt;ol start="3"&gt;&lt;li&gt;three&lt;/li&gt;&lt;/ol&gt;</content>
      </entry>
      <entry><title>In XHTML</title><id>urn:2</id>
      <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Alpha.</p><p>Beta.</p></div></content>
      </entry></feed>
      """
    let feed = try Fixtures.parse(data: Data(atom.utf8))
    #expect(feed.articles[0].summary == "A short teaser.")
    let body = try #require(feed.articles[0].content)
    #expect(body.blocks.map(\.text) == ["One.", "Quoted.", "three"])
    #expect(body.blocks[1].quoteDepth == 1)
    #expect(body.blocks[2].kind == .listItem(depth: 1, marker: .number(3)))
    #expect(feed.articles[1].content?.plainText == "Alpha.\n\nBeta.")
  }

  /// Atom `type="xhtml"` content is the same markup as `type="html"` content, written inline: its
  /// links and images, with their targets and alternative text, are kept alike, whether the
  /// elements are in the default namespace or behind a prefix. The trial read "Abs link and .".
  @Test(arguments: [
    (
      """
      <div xmlns="http://www.w3.org/1999/xhtml"><p>Abs <a href="http://example.org/x">link</a> \
      and <img src="http://example.org/i.png" alt="abs image"/>.</p></div>
      """, "abs image"
    ),
    (
      """
      <div xmlns="http://www.w3.org/1999/xhtml"><p>Rel <a href="x">link</a> and \
      <img src="i.png" alt="rel image"/>.</p></div>
      """, "rel image"
    ),
    (
      """
      <xhtml:div xmlns:xhtml="http://www.w3.org/1999/xhtml"><xhtml:p>Prefixed \
      <xhtml:a href="http://example.org/x">link</xhtml:a> and \
      <xhtml:img src="http://example.org/i.png" alt="prefixed image"/>.</xhtml:p></xhtml:div>
      """, "prefixed image"
    ),
  ])
  func atomXHTMLContentKeepsLinksAndImagesAsHTMLContentDoes(markup: String, alt: String) throws {
    let html = markup.replacingOccurrences(of: "xhtml:", with: "")
      .replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    let atom = """
      <feed xmlns="http://www.w3.org/2005/Atom"><title>X</title>
      <entry><title>Inline</title><id>1</id><link href="https://x.example.org/post/1"/>
      <content type="xhtml">\(markup)</content></entry>
      <entry><title>Escaped</title><id>2</id><link href="https://x.example.org/post/1"/>
      <content type="html">\(html)</content></entry></feed>
      """
    for chunkSize in [1, 7, 1 << 20] {
      let feed = try Fixtures.parse(data: Data(atom.utf8), chunkSize: chunkSize)
      let inline = try #require(feed.articles[0].content)
      #expect(inline == feed.articles[1].content)
      #expect(inline.links.map(\.kind) == [.link, .image])
      #expect(
        inline.blocks.flatMap(\.marks).map(\.kind) == [
          .link(number: 1), .image(alt: alt, number: 2),
        ])
    }
  }

  @Test func aLinkInXHTMLContentKeepsItsQueryAndAnImageItsAlternativeText() throws {
    let atom = """
      <feed xmlns="http://www.w3.org/2005/Atom"><title>X</title>
      <entry><title>T</title><id>1</id><link href="https://x.example.org/post/1"/>
      <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">See \
      <a href="/x?a=1&amp;b=&quot;2&quot;">this</a> <img src="i.png" alt="a &lt;small&gt; cat"/>\
      </div></content></entry></feed>
      """
    let body = try #require(try Fixtures.parse(data: Data(atom.utf8)).articles[0].content)
    #expect(
      body.links.map(\.address) == [
        "https://x.example.org/x?a=1&b=%222%22", "https://x.example.org/post/i.png",
      ])
    #expect(body.blocks.flatMap(\.marks).last?.kind == .image(alt: "a <small> cat", number: 2))
  }

  /// Relative links in a body resolve against the `xml:base` in scope, by its nesting rules (the
  /// nearest ancestor's, itself resolved against those outside it), and only without one against
  /// the item's link. The trial's `src="i.png"` under `xml:base=".../base/"` went to `/i.png`.
  @Test func relativeLinksInABodyFollowXMLBase() throws {
    let atom = """
      <feed xmlns="http://www.w3.org/2005/Atom" xml:base="http://127.0.0.1:8741/">
      <title>Bases</title>
      <entry><title>On the content</title><id>1</id><link href="/post/1.html"/>
      <content type="html" xml:base="base/">See &lt;img src="i.png" alt="a"/&gt;</content></entry>
      <entry xml:base="http://127.0.0.1:8741/base/"><title>On the entry</title><id>2</id>
      <link href="/elsewhere/2.html"/>
      <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><img src="i.png" alt="b"/>\
      <p xml:base="inner/"><a href="../x.html">up</a> <a href="y.html">here</a></p>\
      <p xml:base="http://other.example/deep/"><img src="j.png" alt="c"/></p></div></content>
      </entry>
      <entry><title>Only the feed's</title><id>3</id><link href="https://x.example.org/post/3"/>
      <content type="html">&lt;a href="z.html"&gt;z&lt;/a&gt;</content></entry>
      </feed>
      """
    let feed = try Fixtures.parse(data: Data(atom.utf8))
    #expect(feed.articles[0].content?.links.map(\.address) == ["http://127.0.0.1:8741/base/i.png"])
    #expect(
      feed.articles[1].content?.links.map(\.address) == [
        "http://127.0.0.1:8741/base/i.png", "http://127.0.0.1:8741/base/x.html",
        "http://127.0.0.1:8741/base/inner/y.html", "http://other.example/deep/j.png",
      ])
    #expect(feed.articles[2].content?.links.map(\.address) == ["http://127.0.0.1:8741/z.html"])
  }

  @Test func jsonFeedKeepsContentHTMLOrContentTextApartFromTheSummary() throws {
    let json = """
      {"version": "https://jsonfeed.org/version/1.1", "title": "J", "home_page_url": "https://j.example.org/",
       "items": [
        {"id": "1", "summary": "Teaser.", "content_html": "<p>Para <a href='/x'>link</a>.</p><p>Two.</p>"},
        {"id": "2", "content_text": "Plain one.\\n\\nPlain two."}
       ]}
      """
    let feed = try Fixtures.parse(data: Data(json.utf8))
    #expect(feed.articles[0].summary == "Teaser.")
    #expect(feed.articles[0].content?.blocks.map(\.text) == ["Para link.", "Two."])
    #expect(feed.articles[0].content?.links.first?.address == "https://j.example.org/x")
    #expect(feed.articles[1].content?.plainText == "Plain one.\n\nPlain two.")
  }

  /// Plain text lays itself out with white space: a paragraph with indented lines keeps them
  /// line for line, as the trial's `content_text` did not; prose is still wrapped, and the
  /// summary made from it is folded as any summary is.
  @Test func plainTextContentKeepsItsIndentation() throws {
    let json = """
      {"version": "https://jsonfeed.org/version/1.1", "title": "J", "items": [
       {"id": "1", "content_text": "Intro   line one\\nline two.\\r\\n\\n    let x = 1\\n\\tprint(x)  \\n  \\nEnd."}
      ]}
      """
    let atom = """
      <feed xmlns="http://www.w3.org/2005/Atom"><title>A</title><entry><id>1</id><title>T</title>
      <content type="text">Intro   line one&#10;line two.&#13;&#10;&#10;    let x = 1&#10;&#9;\
      print(x)  &#10;  &#10;End.</content></entry></feed>
      """
    for document in [json, atom] {
      let article = try Fixtures.parse(data: Data(document.utf8)).articles[0]
      let body = try #require(article.content)
      #expect(body.blocks.map(\.kind) == [.paragraph, .preformatted, .paragraph])
      #expect(
        body.blocks.map(\.text) == [
          "Intro line one\nline two.", "    let x = 1\n        print(x)", "End.",
        ])
      #expect(article.summary == "Intro line one\nline two.\n\nlet x = 1\nprint(x)\n\nEnd.")
    }
  }

  /// The ideographic space (U+3000) is a character of CJK text with a width of its own, not a
  /// space to fold: the parser keeps it in titles, summaries and bodies.
  @Test func theIdeographicSpaceIsKept() throws {
    let rss = """
      <rss version="2.0"><channel><title>東京\u{3000}ニュース</title>
      <item><title>見出し\u{3000}一</title><description>本文\u{3000}です</description></item>
      </channel></rss>
      """
    let feed = try Fixtures.parse(data: Data(rss.utf8))
    #expect(feed.title == "東京\u{3000}ニュース")
    #expect(feed.articles[0].title == "見出し\u{3000}一")
    #expect(feed.articles[0].summary == "本文\u{3000}です")
  }

  @Test func aDoubleEncodedBodyIsRepaired() throws {
    let rss = """
      <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>M</title>
      <item><title>x</title><content:encoded><![CDATA[<p>Itâ€™s Ã©tÃ©.</p><p>Two.</p>]]></content:encoded></item>
      </channel></rss>
      """
    let body = try #require(try Fixtures.parse(data: Data(rss.utf8)).articles[0].content)
    #expect(body.plainText == "It’s été.\n\nTwo.")
  }

  @Test func scriptsAndControlsNeverReachTheBody() throws {
    let hostile = """
      <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>H</title>
      <item><title>x</title><description>t</description>
      <content:encoded><![CDATA[<p>Safe&#27;]0;pwned&#7; text</p><script>alert(1)</script><style>p{}</style><p>End</p>]]></content:encoded></item>
      </channel></rss>
      """
    let body = try #require(try Fixtures.parse(data: Data(hostile.utf8)).articles[0].content)
    #expect(!body.plainText.contains("alert"))
    #expect(!body.plainText.contains("{}"))
    #expect(!body.plainText.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(body.plainText.hasSuffix("End"))
  }

  /// Raw control bytes in a body reach the HTML renderer as the controls they are, so that an
  /// escape sequence goes with its parameters, as it does from a title, rather than as `�` with
  /// its parameters left on the screen.
  @Test func rawControlsInABodyGoWithTheirEscapeSequences() throws {
    let hostile = """
      <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>H</title>
      <item><title>x</title><description>t</description>
      <content:encoded><![CDATA[<p>Safe \u{1B}]0;pwned\u{07}text</p><p>End</p>]]></content:encoded></item>
      </channel></rss>
      """
    let body = try #require(try Fixtures.parse(data: Data(hostile.utf8)).articles[0].content)
    #expect(body.plainText == "Safe text\n\nEnd")
  }

  @Test(arguments: [
    ("<p>One.</p>", false), ("<P class='x'>One.</P>", false), ("plain", false),
    ("<p>One.</p><p>Two.</p>", true), ("Text<br>more", true), ("<ul><li>a</li></ul>", true),
    ("See <A HREF='x'>this</A>", true), ("<pre>code</pre>", true), ("<h2>Head</h2>", true),
    ("<abbr>a</abbr><p>x</p>", false),
  ])
  func aDescriptionIsStructuredWhenPlainTextWouldLoseSomething(html: String, structured: Bool) {
    #expect(ArticleDraft.isStructured(Array(html.utf8)) == structured)
  }
}

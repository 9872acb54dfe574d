import Foundation
import HTMLEngine
import RichTextCore
import Testing

@Suite struct InlineTests {
  @Test func whiteSpaceCollapsesAsInABrowser() {
    #expect(texts("<p>\n  Hello\t\t<b> big </b>\n world  </p>") == ["Hello big world"])
    #expect(texts("<p>no<b>space</b>here</p>") == ["nospacehere"])
    #expect(texts("<p>a&nbsp;&nbsp;b\u{3000}c</p>") == ["a b c"])
  }

  @Test func entitiesAreDecoded() {
    #expect(
      texts("<p>&lt;tag&gt; &amp; &quot;q&quot; &eacute;t&eacute; &#8212; &#x1F600; &hellip;</p>")
        == [
          "<tag> & \"q\" été — 😀 …"
        ])
  }

  @Test func linksAreMarkedAtTheirEndAndNumberedInReadingOrder() {
    let body = render(
      """
      <p>See <a href="/a">the first</a> and <a href="https://other.org/b?x=1&amp;y=2">second</a>.</p>
      <p>Again <a href="/news/../a">first</a>, <a href="mailto:me@example.com">mail</a>,
      <a href="javascript:alert(1)">script</a>, <a href="#top">top</a>, <a>no target</a>.</p>
      """)
    #expect(body.blocks[0].text == "See the first and second.")
    #expect(
      body.blocks[0].marks == [
        RichTextMark(offset: 13, kind: .link(number: 1)),
        RichTextMark(offset: 24, kind: .link(number: 2)),
      ])
    #expect(body.blocks[1].text == "Again first, mail, script, top, no target.")
    #expect(
      body.blocks[1].marks == [
        RichTextMark(offset: 11, kind: .link(number: 1)),
        RichTextMark(offset: 17, kind: .link(number: 3)),
        RichTextMark(offset: 30, kind: .link(number: 4)),
      ])
    #expect(
      body.links.map(\.address) == [
        "https://example.com/a", "https://other.org/b?x=1&y=2", "mailto:me@example.com",
        "https://example.com/news/2026/story.html#top",
      ])
  }

  @Test func theDocumentsBaseElementWins() {
    let body = render("<base href=\"https://cdn.example.net/root/\"><p><a href=\"page\">x</a></p>")
    #expect(body.links.map(\.address) == ["https://cdn.example.net/root/page"])
  }

  @Test func relativeLinksWithoutABaseAreDropped() {
    let body = render(
      "<p><a href=\"/relative\">r</a> <a href=\"https://a.org/\">a</a></p>", base: nil)
    #expect(body.links.map(\.address) == ["https://a.org/"])
    #expect(body.blocks[0].marks == [RichTextMark(offset: 3, kind: .link(number: 1))])
  }

  @Test func imagesAreMarksWithTheirAlternativeText() {
    let body = render(
      """
      <p>Before <img src="a.png" alt="  A  chart "> after <img alt="no source">
      <img src="data:image/gif;base64,R0lGOD" data-src="/lazy.jpg" alt="lazy">
      <img src="/pixel.gif" width="1" height="1"><a href="/big"><img src="thumb.jpg" alt="thumb"></a></p>
      """)
    #expect(
      shownLines(body) == [
        "Before [image: A chart][1] after [image: no source] [image: lazy][2] "
          + "[image: thumb][3][4]"
      ])
    #expect(body.plainText == "Before after")
    #expect(body.links.map(\.kind) == [.image, .image, .image, .link])
    #expect(body.links.first?.address == "https://example.com/news/2026/a.png")
  }

  /// An image keeps the space before it where the text goes on, and where it ends the text.
  @Test func anImageStandsWhereItsSpacesSay() {
    let body = render(
      """
      <p>More <a href="/more">here</a> and <img src="duck.jpg" alt="A duck in the rain"></p>
      <p>And <img src="rel.jpg" alt="rel image">.</p>
      <p>Glued<img alt="dot">to words, <img alt="first"><img alt="second"> apart</p>
      """)
    #expect(
      shownLines(body) == [
        "More here[1] and [image: A duck in the rain][2]", "",
        "And [image: rel image][3].", "",
        "Glued[image: dot]to words, [image: first][image: second] apart",
      ])
    #expect(body.plainText == "More here and\n\nAnd .\n\nGluedto words, apart")
  }

  /// A terminal cannot lower or raise text: subscripts and superscripts are written with
  /// Unicode's forms where every character has one, else as TeX writes them.
  @Test func subscriptsAndSuperscriptsKeepTheirMeaning() {
    #expect(
      texts("<p>H<sub>2</sub>O, E=mc<sup>2</sup>, x<sup>n-1</sup>, 10<sup>\u{2212}3</sup></p>")
        == ["H₂O, E=mc², xⁿ⁻¹, 10⁻³"])
    #expect(
      texts("<p>the 1<sup>st</sup>, x<sub>max</sub>, a<sup>b + c</sup>, CO <sub>2</sub></p>")
        == ["the 1^st, x_max, a^(b + c), CO ₂"])
    #expect(texts("<p>A claim<sup>[3]</sup>.</p>") == ["A claim[3]."])
  }

  /// A footnote's number is usually a link inside the superscript: the link's mark follows the
  /// rewritten number.
  @Test func aLinkInASuperscriptKeepsItsMark() {
    let body = render("<p>A claim<sup><a href=\"/notes\">12</a></sup> stands.</p>")
    #expect(shownLines(body) == ["A claim¹²[1] stands."])
  }

  @Test func quotationsGetQuotationMarks() {
    #expect(texts("<p>She said <q>yes</q>.</p>") == ["She said \u{201C}yes\u{201D}."])
  }
}

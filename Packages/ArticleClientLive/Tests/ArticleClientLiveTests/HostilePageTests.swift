import ArticleClient
import ArticleClientLive
import Foundation
import RichTextCore
import Testing

@Suite struct HostilePageTests {
  private let paragraph =
    "<p>The council approved the plan on Tuesday, after a long debate, and work starts in May next year.</p>"

  @Test func scriptsAndStylesNeverReachTheText() throws {
    let article = try Fixtures.extract(
      html: """
        <body><div class="content"><script>var text = "<p>Injected, injected, injected, injected prose.</p>";</script>
        \(paragraph)<style>p::after { content: "styled text" }</style>\(paragraph)
        <noscript><p>Please enable JavaScript, it is needed, really, for this site.</p></noscript>\(paragraph)</div></body>
        """)
    let text = article.body.plainText
    #expect(!text.contains("Injected") && !text.contains("styled") && !text.contains("JavaScript"))
    #expect(text.contains("The council approved"))
  }

  @Test func controlCharactersAndEscapeSequencesAreRemoved() throws {
    let article = try Fixtures.extract(
      html:
        "<head><title>Bridge \u{1B}]0;owned\u{07}plan</title></head><body><div>\(paragraph)<p>Escape \u{1B}[2J\u{1B}]52;c;ZXZpbA==\u{07}done, and \u{9B}31mred\u{202E}reversed, in the text.</p>\(paragraph)</div></body>"
    )
    for scalar in (article.title + article.body.plainText).unicodeScalars where scalar != "\n" {
      #expect(scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value) && scalar != "\u{202E}")
    }
    #expect(article.title == "Bridge plan")
    #expect(article.body.plainText.contains("Escape done, and red"))
  }

  @Test func aHugeDeeplyNestedPageIsReadWithinItsLimits() throws {
    let depth = 50_000
    let page =
      String(repeating: "<div>", count: depth) + String(repeating: paragraph, count: 3)
      + String(repeating: "</div>", count: depth)
    let article = try Fixtures.extract(html: page)
    #expect(article.body.blocks.count == 3)
  }

  @Test func aPageOfMillionsOfEmptyElementsStaysBounded() throws {
    // Well over the engine's node limit: the page is read up to it, and what came first is kept.
    let page =
      "<div>" + String(repeating: paragraph, count: 4) + "</div>"
      + String(repeating: "<span></span>", count: 600_000)
    let article = try Fixtures.extract(html: page)
    #expect(article.body.blocks.count == 4)
  }

  @Test func randomBytesServedAsHTMLGiveNoControlCharacters() throws {
    var noise = SystemRandomNumberGenerator()
    for _ in 0..<5 {
      let page = Data((0..<100_000).map { _ in UInt8.random(in: 0...255, using: &noise) })
      guard
        let article = try? ArticleClient.extractArticle(
          fromPage: page, httpCharset: "utf-8", url: Fixtures.pageURL)
      else { continue }
      for scalar in (article.title + article.body.plainText).unicodeScalars where scalar != "\n" {
        #expect(scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value))
      }
    }
  }
}

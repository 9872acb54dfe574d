import ArticleClient
import ArticleClientLive
import Foundation
import RichTextCore
import Testing

/// What stands at the head of an article, above its first paragraph: the kicker, the headline,
/// the byline and the lead picture, as the trial's pages wrote them.
@Suite struct ArticleHeadTests {
  private let body = (1...6).map {
    "<p>Part \($0) begins where the last one ended, under the harbour, with the engineers, the pumps, and the long night shifts.</p>"
  }.joined()

  /// A page of the trial's shape: `head` above the article's body, and `lead` inside it, first.
  private func page(head: String, lead: String = "") -> String {
    """
    <html><head><title>Inside the harbour tunnel | The Daily Courier</title></head><body>
    <header><a class="logo" href="/">The Daily Courier</a><nav><a href="/news">News</a></nav></header>
    <main><article>\(head)<div class="article-body">\(lead)\(body)</div></article></main></body></html>
    """
  }

  @Test func aKickerAboveTheHeadlineIsNotText() throws {
    for kicker in [
      "<p>Long read</p>", "<span class=\"label\">Long read</span>",
      "<div class=\"story-kicker\"><a href=\"/long-reads\">Long read</a></div>",
    ] {
      let article = try Fixtures.extract(
        html: page(head: "", lead: "\(kicker)<h1>Inside the harbour tunnel</h1>"))
      #expect(article.title == "Inside the harbour tunnel")
      #expect(article.body.plainText.hasPrefix("Part 1 begins"), "\(kicker)")
    }
  }

  @Test func aNamedKickerInsideTheBodyIsNotText() throws {
    let article = try Fixtures.extract(
      html: """
        <html><body><article><div class="article-body"><p class="kicker">Long read</p>\(body)</div></article></body></html>
        """)
    #expect(article.body.plainText.hasPrefix("Part 1 begins"))
  }

  @Test func theLeadFigureAndItsCaptionComeFirst() throws {
    let article = try Fixtures.extract(
      html: page(
        head: """
          <header><h1>Inside the harbour tunnel</h1><p class="byline">By Tom Okafor</p></header>
          <figure class="lead"><img src="/images/tunnel.jpg" alt="The tunnel's east portal">
          <figcaption>The east portal, seen from the old quay at dawn.</figcaption></figure>
          """))
    let blocks = article.body.blocks
    let image = try #require(blocks.first)
    #expect(image.marks.contains { $0.kind == .image(alt: "The tunnel's east portal", number: 1) })
    #expect(article.body.links.first?.address == "https://news.example.com/images/tunnel.jpg")
    #expect(blocks.dropFirst().first?.text == "The east portal, seen from the old quay at dawn.")
    #expect(blocks.dropFirst(2).first?.text.hasPrefix("Part 1 begins") == true)
    #expect(article.byline == "Tom Okafor")
  }

  @Test func aFigureAboveAnotherStoryIsNotTheArticlesLeadPicture() throws {
    let teaser = String(
      repeating: "Another story runs here, at length, with its own long sentences about the city. ",
      count: 4)
    let article = try Fixtures.extract(
      html: """
        <html><body><section><figure><img src="/images/other.jpg" alt="Another story"></figure><p>\(teaser)</p></section>
        <article><h1>Inside the harbour tunnel</h1><div class="article-body">\(body)</div></article></body></html>
        """)
    #expect(article.body.links.isEmpty)
    #expect(article.body.plainText.hasPrefix("Part 1 begins"))
  }

  @Test func aBylineInTheFirstLineIsTheBylineAndLeavesTheText() throws {
    let cases: [(String, String)] = [
      ("<p>Par Renée Dupré — 26 novembre 2026</p>", "Renée Dupré"),
      ("<p>記者：山田太郎</p>", "山田太郎"),
      ("<div>Posted on November 20, 2026 by Priya Raman</div>", "Priya Raman"),
      ("<p>By Tom Okafor, Transport Correspondent</p>", "Tom Okafor"),
      ("<p>BY MARIA JENSEN AND TOM OKAFOR</p>", "MARIA JENSEN AND TOM OKAFOR"),
    ]
    for (line, name) in cases {
      // In the body's first line, or in the article's header above the body.
      for article in [
        try Fixtures.extract(html: page(head: "<h1>Inside the harbour tunnel</h1>", lead: line)),
        try Fixtures.extract(html: page(head: "<h1>Inside the harbour tunnel</h1>\(line)")),
      ] {
        #expect(article.byline == name, "\(line)")
        #expect(article.body.plainText.hasPrefix("Part 1 begins"), "\(line)")
      }
    }
  }

  @Test func aFirstParagraphThatBeginsWithByIsText() throws {
    for line in [
      "By the time the tunnel opened, the city had changed.",
      "By Tuesday, the pumps were running again.", "By then, nobody remembered the plan",
      "Posted in haste: the tunnel opens next week.",
    ] {
      let article = try Fixtures.extract(
        html: page(head: "<h1>Inside the harbour tunnel</h1>", lead: "<p>\(line)</p>"))
      #expect(article.byline == nil, "\(line)")
      #expect(article.body.plainText.hasPrefix(line), "\(line)")
    }
  }
}

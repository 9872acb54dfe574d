import ArticleClient
import ArticleClientLive
import Foundation
import RichTextCore
import Testing

@Suite struct ExtractorTests {
  @Test func aNewsPageGivesItsArticleWithoutThePageAroundIt() throws {
    let article = try Fixtures.extract("news-article.html")
    let text = article.body.plainText
    for boilerplate in [
      "cookies", "Business", "Share on Twitter", "Advertisement", "Sign up for our travel",
      "Related stories", "Rail fares", "comments", "Finally!", "Older comments", "Most read",
      "All rights reserved", "Privacy", "loadAd", "analytics", "min-height",
    ] {
      #expect(!text.contains(boilerplate), "\(boilerplate) should have been left out")
    }
    #expect(text.hasPrefix("Sleeper services between Zurich"))
    #expect(text.hasSuffix("in the winter of 2023."))
  }

  @Test func theArticleKeepsItsOwnStructure() throws {
    let body = try Fixtures.extract("news-article.html").body
    let kinds = body.blocks.map(\.kind)
    #expect(kinds.contains(.heading(level: 2)))
    #expect(kinds.filter { $0 == .listItem(depth: 1, marker: .bullet) }.count == 2)
    #expect(kinds.contains(.preformatted))
    #expect(kinds.filter { if case .tableRow = $0 { true } else { false } }.count == 3)
    #expect(body.blocks.contains { $0.quoteDepth == 1 && $0.text.hasPrefix("Demand came back") })
    #expect(
      body.blocks.contains {
        $0.text == "A sleeper car waits at Zurich's main station before its first run."
      })
    #expect(
      body.blocks.first { $0.kind == .preformatted }?.text.contains("Zurich    22:40   61") == true)
    #expect(body.links.contains(RichTextLink(address: "https://news.example.com/timetable")))
    #expect(
      body.links.contains(
        RichTextLink(address: "https://news.example.com/images/sleeper.jpg", kind: .image)))
  }

  @Test func theHeadlineAndTheBylineComeApartFromTheBody() throws {
    let article = try Fixtures.extract("news-article.html")
    #expect(article.title == "Night trains return to the Alps")
    #expect(article.byline == "Maria Keller")
    #expect(article.url == Fixtures.pageURL)
    #expect(!article.body.blocks.contains { $0.text == "Night trains return to the Alps" })
    #expect(!article.body.plainText.contains("1 March 2026"))
  }

  @Test func theTitleLosesTheSiteNameWhenNoHeadingSaysMore() throws {
    let paragraphs = String(
      repeating:
        "<p>The council approved the plan on Tuesday, after a long debate, and work starts in May.</p>",
      count: 4)
    let cases: [(String, String)] = [
      ("<title>Bridge plan approved | City Herald</title>", "Bridge plan approved"),
      (
        "<title>City Herald - Bridge plan approved</title><meta property=\"og:site_name\" content=\"City Herald\">",
        "Bridge plan approved"
      ),
      ("<title>Review: a bridge too far</title>", "Review: a bridge too far"),
      ("<title>Bridge plan approved : City Herald</title>", "Bridge plan approved"),
    ]
    for (head, title) in cases {
      let article = try Fixtures.extract(
        html: "<html><head>\(head)</head><body><div>\(paragraphs)</div></body></html>")
      #expect(article.title == title)
    }
  }

  @Test func theHeadlineOnThePageWinsOverAnAdvertisedTitle() throws {
    let article = try Fixtures.extract(
      html: """
        <head><title>Breaking: bridge plan approved, what it means for you | City Herald</title>
        <meta property="og:title" content="Bridge plan approved: what you need to know"></head>
        <body><h1 class="logo">City Herald</h1><div class="story"><h2 class="headline">Bridge plan approved</h2>
        <p>The council approved the plan on Tuesday, after a long debate, and work starts in May next year.</p>
        <p>Residents welcomed the decision, though some worried about the noise, the dust and the traffic.</p></div></body>
        """)
    #expect(article.title == "Bridge plan approved")
  }

  @Test func aPageOfLinksHasNoArticle() throws {
    #expect(throws: ArticleClientError.noArticle(Fixtures.pageURL)) {
      try Fixtures.extract("home-page.html")
    }
    #expect(throws: ArticleClientError.noArticle(Fixtures.pageURL)) {
      try Fixtures.extract(html: "")
    }
    #expect(throws: ArticleClientError.noArticle(Fixtures.pageURL)) {
      try Fixtures.extract(
        html:
          "<html><body><script>document.write('<p>' + 'text, '.repeat(500) + '</p>')</script></body></html>"
      )
    }
  }

  @Test func aLatin1PageIsReadByItsMetaTagOrItsHeader() throws {
    for charset in [nil, "iso-8859-1", "windows-1252"] {
      let article = try Fixtures.extract("latin1-article.html", httpCharset: charset)
      #expect(article.title == "Café culture returns")
      #expect(article.body.plainText.contains("The cafés on the square"))
      #expect(article.body.plainText.contains("\u{201C}which regulars accepted\u{201D}"))
    }
  }

  @Test func anArticleSplitIntoPartsIsKeptWholeAndCommentsAreNot() throws {
    let part = { (word: String) in
      "<div class=\"body-part\"><p>The \(word) part of the story runs long, with commas, clauses, and detail, as articles do.</p><p>It goes on about the \(word) part, at length, with more commas, more clauses, and more detail.</p><p>And the \(word) part ends, as parts do, with a last paragraph, a last clause, and a full stop.</p></div>"
    }
    let remarks = (1...6).map {
      "<div><b>Reader \($0)</b> wrote:<p>I think this is right, mostly, although I would add a few things, here and there.</p></div>"
    }.joined()
    let article = try Fixtures.extract(
      html:
        "<body><div>\(part("first"))<div class=\"promo\"><a href=\"/x\">Subscribe</a></div>\(part("second"))</div><div>\(remarks)</div></body>"
    )
    let text = article.body.plainText
    #expect(text.contains("The first part") && text.contains("The second part"))
    #expect(!text.contains("Reader 3") && !text.contains("I would add"))
  }
}

import ArticleClient
import ArticleClientLive
import Foundation
import RichTextCore
import Testing

/// Which part of a page is taken as the article, on shapes that real pages have and the
/// generated corpus did not: each one came from a page of the article extraction benchmark.
@Suite struct ArticleScopeTests {
  private let sentence =
    "The council approved the plan on Tuesday, after a long debate, and work starts in May."

  @Test func textWrittenStraightIntoABlockBesideOtherBlocksIsTheArticle() throws {
    let article = try Fixtures.extract(
      html: """
        <body><div class="menu"><div><a href="/a">World news</a></div><div><a href="/b">Business</a></div></div>
        <div class="story">\(sentence) Residents welcomed it, mostly.<div class="spacer"></div>\(sentence)<br>
        <div class="spacer"></div></div>
        <div class="links"><div><a href="/c">Contact us</a>, <a href="/a">about us</a>, <a href="/j">jobs</a>, <a href="/p">our privacy policy</a></div></div></body>
        """)
    #expect(article.body.plainText.hasPrefix("The council approved"))
    #expect(!article.body.plainText.contains("Contact us"))
  }

  @Test func aThreadOfCommentsLongerThanAShortArticleIsNotTakenForIt() throws {
    let comment = (1...12).map { number in
      "<li class=\"comment\"><div class=\"comment-body\"><p>Reader \(number) thinks that this is right, mostly, although a few things, here and there, are missing from it.</p></div></li>"
    }.joined()
    let article = try Fixtures.extract(
      html: """
        <body><article><div class="entry-content"><p>\(sentence)</p><p>\(sentence)</p></div></article>
        <div class="comments-area"><ol class="comment-list">\(comment)</ol></div></body>
        """)
    #expect(article.body.plainText.hasPrefix("The council approved"))
    #expect(!article.body.plainText.contains("Reader 3"))
  }

  @Test func aLedeWrappedApartFromTheBodyIsPartOfTheArticle() throws {
    let body = String(repeating: "<p>\(sentence)</p>", count: 6)
    let article = try Fixtures.extract(
      html: """
        <body><div class="container"><div class="lede"><p>Work on the bridge starts in May, the council said on Tuesday night, after years of delay and debate.</p></div>
        <div class="short">A quiet start.</div><div class="body">\(body)</div>
        <div class="author-bio"><p>Maria Keller covers the city council, its budget and its building projects.</p></div></div></body>
        """)
    let text = article.body.plainText
    #expect(text.hasPrefix("Work on the bridge starts in May"))
    #expect(text.contains("A quiet start."))
    #expect(!text.contains("covers the city council"))
  }

  @Test func anArticleCutIntoPartsAroundAdvertisementsIsKeptWhole() throws {
    let paragraphs = { (word: String, count: Int) in
      (1...count).map {
        "<p>The \(word) part, paragraph \($0), runs on with commas, clauses, and detail, as articles do.</p>"
      }.joined()
    }
    let article = try Fixtures.extract(
      html: """
        <body><div class="chunks">
        <div class="grid"><div class="article-body">\(paragraphs("first", 4))</div><div class="rail"><div class="ad">Advertisement</div></div></div>
        <div class="grid"><div class="article-body">\(paragraphs("second", 8))</div><div class="rail"><div class="ad">Advertisement</div></div></div>
        </div><div class="more"><div class="article-body"><p>A teaser for another story, written in the body's style.</p></div></div></body>
        """)
    let text = article.body.plainText
    #expect(text.hasPrefix("The first part, paragraph 1"))
    #expect(text.contains("The second part, paragraph 8"))
    #expect(!text.contains("Advertisement") && !text.contains("teaser"))
  }

  @Test func aNoteOnTheAuthorInsideTheArticleIsLeftOut() throws {
    let body = String(repeating: "<p>\(sentence)</p>", count: 6)
    let article = try Fixtures.extract(
      html: """
        <body><article class="story"><h1>Bridge plan approved</h1>
        <div class="body">\(body)
        <div class="author-info"><p>Maria Keller covers the city council, its budget and its building projects, and has written for the paper since 2011, first on schools and then on transport.</p></div>
        </div></article></body>
        """)
    #expect(article.body.plainText.hasSuffix("work starts in May."))
    #expect(!article.body.plainText.contains("covers the city council"))
  }

  @Test func aSlideshowsCaptionsAndPictureCreditsAreLeftOutAndFigureCaptionsKept() throws {
    let caption = "The mayor opens the bridge on Tuesday, with the council behind her."
    let body = String(repeating: "<p>\(sentence)</p>", count: 6)
    let article = try Fixtures.extract(
      html: """
        <body><article><div class="article-body">
        <div class="gallery"><ul><li><img src="/a.jpg" alt="The bridge"><div class="caption-full">\(caption)</div>
        <div class="caption-truncated">\(caption)</div><span class="credit">Photo: Jane Doe, AP</span></li></ul></div>
        \(body)
        <figure><img src="/b.jpg" alt="The river"><figcaption>The river under the new bridge, seen from the north bank.</figcaption></figure>
        <p>\(sentence)</p><div class="photo"><img src="/c.jpg" alt=""><span class="newsCaption">The old bridge in 1950</span></div>
        <p>\(sentence)</p></div></article></body>
        """)
    let text = article.body.plainText
    #expect(!text.contains("The old bridge in 1950"))
    #expect(!text.contains("The mayor opens the bridge"))
    #expect(!text.contains("Jane Doe"))
    #expect(text.contains("The river under the new bridge, seen from the north bank."))
  }

  @Test func aLineThatPointsToAnotherPageIsNotProse() throws {
    let article = try Fixtures.extract(
      html: """
        <body><article><div class="article-body"><p>\(sentence)</p><p>\(sentence)</p>
        <p><strong>READ MORE:</strong> <a href="/other">Council delays the tram extension again</a></p>
        <p>\(sentence)</p><p>The plan was <a href="/earlier">re-opened earlier this year after a long pause</a>, the council said.</p>
        <p><a href="/app">Get the app for the latest news by clicking here</a></p></div></article></body>
        """)
    let text = article.body.plainText
    #expect(!text.contains("READ MORE") && !text.contains("tram extension"))
    #expect(!text.contains("Get the app"))
    #expect(
      text.contains(
        "The plan was re-opened earlier this year after a long pause, the council said."))
  }

  @Test func aHoverCardIsLeftOutAndTheLinkThatOpensItKept() throws {
    let article = try Fixtures.extract(
      html: """
        <body><article><div class="article-body"><p>The plan was backed by Councillor <span class="rollover-people"><a class="rollover-people-link" href="/people/ada">Ada Lane</a><span class="rollover-people-block"><img src="/ada.jpg" alt=""><a href="/people/ada">Ada Lane</a> <a href="/s/1">Ada Lane wins the vote on the harbour wall</a></span></span>, who chairs the transport committee.</p>
        <p>\(sentence)</p><p>\(sentence)</p></div></article></body>
        """)
    #expect(
      article.body.plainText.hasPrefix(
        "The plan was backed by Councillor Ada Lane, who chairs the transport committee."))
    #expect(!article.body.plainText.contains("wins the vote"))
  }
}

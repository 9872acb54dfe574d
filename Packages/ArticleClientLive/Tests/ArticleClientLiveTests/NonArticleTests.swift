import ArticleClient
import ArticleClientLive
import Foundation
import Testing

/// Pages that hold no article are refused, as a page built by JavaScript is, rather than passed
/// off as one: whatever reader mode printed of them would be their furniture, or teasers for
/// other pages.
@Suite struct NonArticleTests {
  private static let header = """
    <div id="cookie-consent" class="cookie-banner"><p>We use cookies to improve your experience on our site and to show you relevant advertising. By continuing to browse, you agree to our use of cookies.</p><button>Accept</button></div>
    <header><a class="logo" href="/">The Daily Example</a><nav><a href="/world">World</a> <a href="/sport">Sport</a></nav></header>
    <div class="breadcrumbs"><a href="/">Home</a> › <a href="/kitchen">Kitchen</a></div>
    <div class="ad-slot">ADVERTISEMENT Buy the new Phone X today! Only €999</div>
    """

  private func expectNoArticle(_ body: String) {
    #expect(throws: ArticleClientError.noArticle(Fixtures.pageURL)) {
      try Fixtures.extract(
        html: "<html><head><title>Page</title></head><body>\(body)</body></html>")
    }
  }

  @Test func aProductGridHasNoArticle() {
    let cards = (0..<24).map {
      "<li class=\"product-card\"><a href=\"/p/\($0)\"><img src=\"/i/\($0).jpg\" alt=\"Kettle model \($0)\"></a><h3><a href=\"/p/\($0)\">Electric kettle \($0)</a></h3><span class=\"price\">€\(20 + $0).99</span></li>"
    }.joined()
    expectNoArticle(
      """
      \(Self.header)<main><h1>Kettles</h1><p>Browse our range of kettles, with free delivery on orders over €50.</p>
      <ul class="product-grid">\(cards)</ul></main>
      """)
  }

  @Test func searchResultsHaveNoArticle() {
    let results = (1...10).map {
      "<div class=\"result\"><h3><a href=\"/story/\($0)\">Council approves new bridge, story \($0)</a></h3><p>3 Mar 2026 — The council approved the plan on Tuesday, after a long debate, and work starts in May, which critics say is too late.</p></div>"
    }.joined()
    expectNoArticle(
      "\(Self.header)<main><h1>Search results for “bridge”</h1><p>About 1,240 results</p>\(results)</main>"
    )
  }

  @Test func aFrontPageOfTeasersHasNoArticle() {
    let section = { (name: String) in
      let teasers = (1...4).map {
        "<article class=\"teaser\"><a href=\"/\(name)/\($0)\"><h3>A headline about \(name), number \($0)</h3></a><p>The council approved the plan on Tuesday, after a long debate, and work starts in May.</p></article>"
      }.joined()
      return
        "<section><h2>\(name)</h2><article class=\"teaser teaser--lead\"><a href=\"/\(name)/0\"><img src=\"/i.jpg\" alt=\"\"><h2>The lead story about \(name)</h2></a><p>Residents welcomed the decision, though some worried about the noise, the dust and the traffic it brings.</p></article>\(teasers)</section>"
    }
    expectNoArticle(
      "\(Self.header)<main>\(section("World"))\(section("Sport"))\(section("Business"))</main>")
  }

  @Test func aBlogsFrontPageOfExcerptsHasNoArticle() {
    let posts = (1...6).map {
      "<article class=\"post hentry\"><h2 class=\"entry-title\"><a href=\"/2026/03/\($0)\">Notes on night trains, part \($0)</a></h2><div class=\"entry-summary\"><p>The council approved the plan on Tuesday, after a long debate, and work starts in May. Residents welcomed the decision, though some worried about the noise, the dust and the traffic.</p><a href=\"/2026/03/\($0)\">Continue reading</a></div></article>"
    }.joined()
    expectNoArticle("<div id=\"primary\">\(posts)<a href=\"/page/2\">Older posts</a></div>")
  }

  @Test func aShortBriefIsStillAnArticle() throws {
    let article = try Fixtures.extract(
      html: """
        <html><body>\(Self.header)<main><article><h1>Bridge plan approved</h1>
        <p>The council approved the plan to rebuild the old bridge on Tuesday, after a long debate. Work starts in May and should take two years.</p>
        </article></main></body></html>
        """)
    #expect(article.body.plainText.hasPrefix("The council approved the plan"))
    #expect(!article.body.plainText.contains("cookies"))
  }

  @Test func anArticlesOwnListOfLinkedStoriesIsKept() throws {
    let items = (1...5).map {
      "<li><a href=\"/s/\($0)\">Story number \($0) is a linked headline</a>. It is explained here, in a sentence or two, with the detail, the numbers and the names a reader needs.</li>"
    }.joined()
    let article = try Fixtures.extract(
      html: """
        <html><body><article><h1>Five things to know today</h1>
        <p>Good morning! These are the five stories you need to know this Tuesday, in order.</p><ol>\(items)</ol>
        <p>That is all for today. We will be back tomorrow morning with five more stories.</p></article></body></html>
        """)
    #expect(article.body.plainText.contains("Story number 3 is a linked headline"))
  }
}

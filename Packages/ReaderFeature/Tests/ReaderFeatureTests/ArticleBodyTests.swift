import ArticleStoreClient
import Foundation
import NewsClient
import ReaderFeature
import RichTextCore
import Testing

/// An opened article is read again whole: its body replaces the teaser once the store answers.
struct ArticleBodyTests {
  static let body = RichText(
    blocks: [
      RichTextBlock(.heading(level: 2), text: "What the minutes show"),
      RichTextBlock(.paragraph, text: "The committee weighed a cut."),
    ])

  /// The world list with its first article opened and its body asked for.
  static var opened: (state: ReaderState, article: ReaderArticle) {
    var state = ReaderState.worldListed()
    _ = ReaderReducer().reduce(&state, .key(.enter))
    guard case .article(let page) = state.pages.last else { fatalError("no article opened") }
    return (state, page.article)
  }

  @Test func theBodyArrivesAndIsShownInPlaceOfTheSummary() {
    let (state, article) = Self.opened
    var harness = ReducerHarness(state)
    harness.send(.articleLoaded(article.id, .success(Self.body))) {
      $0.pages[2] = .article(ArticlePage(article: article, body: Self.body, isLoadingBody: false))
    }
    let text = ScreenScenarios.render(harness.state).text
    #expect(text.contains("The committee weighed a cut."))
    #expect(!text.contains("Delegations met again."), "the teaser gives way to the body")
  }

  @Test func anArticleWithoutABodyKeepsItsSummaryAndAFailureIsSaid() {
    let (state, article) = Self.opened
    var harness = ReducerHarness(state)
    harness.send(.articleLoaded(article.id, .success(nil))) {
      $0.pages[2] = .article(ArticlePage(article: article, isLoadingBody: false))
    }
    #expect(ScreenScenarios.render(harness.state).text.contains("Delegations met again."))
    harness.send(.articleLoaded(article.id, .failure(ReaderFailure("The disk is gone")))) {
      $0.message = StatusMessage("The disk is gone", isError: true)
    }
    harness.send(.articleLoaded(article.id + 1, .success(Self.body)))
  }

  @Test func aBodyIsMadeSafeForTheTerminalWhereverItCameFrom() {
    let (state, article) = Self.opened
    let hostile = RichText(
      blocks: [
        RichTextBlock(
          .paragraph, text: "Title\u{1B}]0;pwned\u{7} here",
          marks: [RichTextMark(offset: 5, kind: .link(number: 1))]),
        RichTextBlock(.preformatted, text: "  indented\n\tcode\u{1B}[2J"),
        RichTextBlock(.tableRow(isHeader: false), cells: ["a\u{9B}31m"]),
      ],
      links: [RichTextLink(address: "https://example.org/\u{1B}[31m")])
    var harness = ReducerHarness(state)
    _ = harness.reducer.reduce(&harness.state, .articleLoaded(article.id, .success(hostile)))
    guard case .article(let page) = harness.state.pages.last, let body = page.body else {
      Issue.record("no body")
      return
    }
    #expect(body.blocks[0].text == "Title here")
    #expect(body.blocks[0].marks.isEmpty, "offsets into text that changed would point elsewhere")
    #expect(body.blocks[1].text == "  indented\n        code")
    #expect(body.blocks[2].cells == ["a"])
    #expect(!body.links[0].address.contains("\u{1B}"))
  }
}

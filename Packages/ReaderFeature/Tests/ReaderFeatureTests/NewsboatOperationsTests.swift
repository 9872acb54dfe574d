import ArticleStoreClient
import Foundation
import TerminalClient
import Testing

@testable import ReaderFeature

/// newsboat's operations the reader added for issue 30: each on its default key, the reducer
/// alone, every state change stated.
struct NewsboatOperationsTests {
  let world = Fixtures.world
  let tech = Fixtures.tech
  let radio = Fixtures.radio
  let marketsLink = URL(string: "https://example.org/m")!

  @Test func capitalOOpensTheLinkAndMarksTheArticleReadOnce() {
    var harness = ReducerHarness(.worldListed())
    harness.send(.key(.character("G"))) { $0.list(1) { $0.position.selected = 2 } }
    harness.send(
      .key(.character("O")),
      effects: [
        .openInBrowser(marketsLink), .setRead(ReadMarkChange([.articles([1])], isRead: true)),
      ]
    ) {
      $0.list(1) { $0.articles[2].isRead = true }
    }
    // Already read: it opens, and stays read rather than toggling back.
    harness.send(.key(.character("O")), effects: [.openInBrowser(marketsLink)])
    harness.send(.key(.character("g"))) { $0.list(1) { $0.position.selected = 0 } }
    harness.send(.key(.character("O"))) { $0.message = .noLink }
  }
}

extension NewsboatOperationsTests {
  func query(_ feed: URL) -> ArticleQuery {
    ArticleQuery(feeds: [feed], limit: 1_000, includesSummaries: false)
  }

  @Test func capitalJAndKGoFromAFeedsListToTheNextAndPreviousFeedsList() {
    var harness = ReducerHarness(.worldListed())
    harness.send(.key(.character("J")), effects: [.loadArticles(.feed(tech), query(tech))]) {
      $0.pages = [
        .feeds(ListPosition(selected: 2)), .articles(ArticleListPage(scope: .feed(tech))),
      ]
    }
    harness.send(.key(.character("K")), effects: [.loadArticles(.feed(world), query(world))]) {
      $0.pages = [
        .feeds(ListPosition(selected: 1)), .articles(ArticleListPage(scope: .feed(world))),
      ]
    }
    harness.send(.key(.character("K"))) { $0.message = .noFeed(isNext: false, hasUnread: false) }
    #expect(ReaderScreen.phrase(.noFeed(isNext: false, hasUnread: false)) == "No previous feed")
  }

  @Test func ctrlNAndCtrlPSkipFeedsWithNothingUnread() {
    var harness = ReducerHarness(.worldListed())
    // Tech Daily, between World and Radio, has nothing unread.
    harness.send(.key(.control("n")), effects: [.loadArticles(.feed(radio), query(radio))]) {
      $0.pages = [
        .feeds(ListPosition(selected: 3)), .articles(ArticleListPage(scope: .feed(radio))),
      ]
    }
    harness.send(.key(.control("n"))) { $0.message = .noFeed(isNext: true, hasUnread: true) }
    #expect(
      ReaderScreen.phrase(.noFeed(isNext: true, hasUnread: true))
        == "No next feed has unread articles")
    harness.send(.key(.control("p")), effects: [.loadArticles(.feed(world), query(world))]) {
      $0.message = nil
      $0.pages = [
        .feeds(ListPosition(selected: 1)), .articles(ArticleListPage(scope: .feed(world))),
      ]
    }
  }

  @Test func onTheFeedListTheFeedKeysMoveTheCursor() {
    var harness = ReducerHarness(.loaded())
    harness.send(.key(.character("J"))) { $0.pages = [.feeds(ListPosition(selected: 1))] }
    harness.send(.key(.control("n"))) { $0.pages = [.feeds(ListPosition(selected: 3))] }
    harness.send(.key(.character("K"))) { $0.pages = [.feeds(ListPosition(selected: 2))] }
    harness.send(.key(.control("p"))) { $0.pages = [.feeds(ListPosition(selected: 1))] }
  }

  @Test func aListOfEveryFeedHasNoNextFeed() {
    var harness = ReducerHarness(.loaded())
    harness.send(
      .key(.enter),
      effects: [
        .loadArticles(
          .allFeeds,
          ArticleQuery(feeds: [world, tech, radio], limit: 1_000, includesSummaries: false))
      ]
    ) {
      $0.pages.append(.articles(ArticleListPage(scope: .allFeeds)))
    }
    harness.send(.key(.character("J"))) { $0.message = .openAFeedFirst }
  }

  @Test func capitalJAndKInAnArticleOpenTheNextAndPreviousArticleReadOrNot() {
    var harness = ReducerHarness(.worldListed())
    let listed = Fixtures.worldArticles.map(Fixtures.article)
    var first = listed[0]
    first.isRead = true
    harness.send(
      .key(.enter),
      effects: [.setRead(ReadMarkChange([.articles([3])], isRead: true)), .loadArticle(3)]
    ) {
      $0.list(1) { $0.articles[0].isRead = true }
      $0.pages.append(.article(ArticlePage(article: first)))
    }
    // The second is read already: J opens it all the same.
    harness.send(.key(.character("J")), effects: [.loadArticle(2)]) {
      $0.list(1) { $0.position.selected = 1 }
      $0.pages[2] = .article(ArticlePage(article: listed[1]))
    }
    var last = listed[2]
    last.isRead = true
    harness.send(
      .key(.character("J")),
      effects: [.setRead(ReadMarkChange([.articles([1])], isRead: true)), .loadArticle(1)]
    ) {
      $0.list(1) {
        $0.position.selected = 2
        $0.articles[2].isRead = true
      }
      $0.pages[2] = .article(ArticlePage(article: last))
    }
    harness.send(.key(.character("J"))) { $0.message = .noNextArticle }
    harness.send(.key(.character("K")), effects: [.loadArticle(2)]) {
      $0.message = nil
      $0.list(1) { $0.position.selected = 1 }
      $0.pages[2] = .article(ArticlePage(article: listed[1]))
    }
  }

  @Test func prevUnreadBoundToAKeyOpensTheNearestUnreadArticleAbove() {
    var state = ReaderState.worldListed()
    state.keyMap = KeyMap(KeyBindingTests.options("bind-key P prev-unread").keyBindings)
    var harness = ReducerHarness(state)
    harness.send(.key(.character("P"))) { $0.message = .noUnreadArticles }
    harness.send(.key(.character("G"))) {
      $0.message = nil
      $0.list(1) { $0.position.selected = 2 }
    }
    var first = Fixtures.article(Fixtures.worldArticles[0])
    first.isRead = true
    // Storm, the row between, is read: P passes it.
    harness.send(
      .key(.character("P")),
      effects: [.setRead(ReadMarkChange([.articles([3])], isRead: true)), .loadArticle(3)]
    ) {
      $0.list(1) {
        $0.position.selected = 0
        $0.articles[0].isRead = true
      }
      $0.pages.append(.article(ArticlePage(article: first)))
    }
    harness.send(.key(.character("P"))) { $0.message = .noUnreadArticles }
  }
}

extension NewsboatOperationsTests {
  @Test func lHidesAndShowsTheFeedsWithNothingUnreadKeepingTheCursorOnItsFeed() {
    var harness = ReducerHarness(.loaded())
    harness.send(.key(.character("G"))) { $0.pages = [.feeds(ListPosition(selected: 3))] }
    harness.send(.key(.character("l"))) {
      $0.hidesReadFeeds = true
      $0.message = .readFeeds(areShown: false)
      $0.pages = [.feeds(ListPosition(selected: 2))]
    }
    #expect(harness.state.visibleFeeds.map(\.title) == ["All feeds", "World", "Radio"])
    #expect(
      ScreenScenarios.render(harness.state).text.hasPrefix(" Feeds — 3 unread of 8, unread only"))
    harness.send(.key(.character("l"))) {
      $0.hidesReadFeeds = false
      $0.message = .readFeeds(areShown: true)
      $0.pages = [.feeds(ListPosition(selected: 3))]
    }
    #expect(ReaderScreen.phrase(.readFeeds(areShown: true)) == "Showing every feed")
  }

  @Test func lShowsTheFeedsUnreadOnlyHidAtTheStart() {
    var harness = ReducerHarness(.loaded(options: ReaderOptions(unreadOnly: true)))
    harness.send(.key(.character("l"))) {
      $0.hidesReadFeeds = false
      $0.message = .readFeeds(areShown: true)
    }
    #expect(harness.state.visibleFeeds.count == 4)
  }
}

extension NewsboatOperationsTests {
  @Test func aDigitOpensTheArticlesLinkOfThatNumberAndSaysWhenThereIsNone() {
    var harness = ReducerHarness(ArticleBodyTests.reading(ArticleBodyTests.essay))
    let paper = URL(string: "https://example.org/paper")!
    let chart = URL(string: "https://example.org/chart.png")!
    harness.send(.key(.character("1")), effects: [.openInBrowser(paper)])
    harness.send(.key(.character("2")), effects: [.openInBrowser(chart)])
    harness.send(.key(.character("3"))) { $0.message = .noSuchLink(3, count: 2) }
    #expect(
      ReaderScreen.phrase(.noSuchLink(3, count: 2)) == "This article has no link 3; it has 2")
    // goto-url's #: the links list, where a digit opens one too.
    let title = harness.state.topPage.articlePage!.article.title
    harness.send(.key(.character("#"))) {
      $0.message = nil
      $0.pages.append(.links(ArticleLinksPage(title: title, links: ArticleBodyTests.essay.links)))
    }
    harness.send(.key(.character("2")), effects: [.openInBrowser(chart)])
  }
}

extension NewsboatOperationsTests {
  /// The world feed's list of 25 unread articles with links, one read, and one without a link,
  /// with `x` and `X` bound to the two operations.
  func manyUnreadListed() -> (ReaderState, [StoredArticle]) {
    let options = KeyBindingTests.options(
      """
      bind-key x open-all-unread-in-browser
      bind-key X open-all-unread-in-browser-and-mark-read
      """)
    var state = ReaderState.loaded(options: options)
    let stored =
      (1...25).map { number in
        Fixtures.stored(
          Int64(number), "Story \(number)", minutesAgo: number,
          link: URL(string: "https://example.org/\(number)"))
      } + [
        Fixtures.stored(26, "Read", isRead: true, link: URL(string: "https://example.org/read")),
        Fixtures.stored(27, "No link"),
      ]
    let reducer = ReaderReducer(now: { Fixtures.base })
    _ = reducer.reduce(&state, .key(.down))
    _ = reducer.reduce(&state, .key(.enter))
    _ = reducer.reduce(&state, .articlesLoaded(.feed(world), .success(stored)))
    return (state, stored)
  }

  @Test func openAllUnreadOpensTheFirstTwentyUnreadLinksAndSaysHowManyOfHowMany() {
    let (state, _) = manyUnreadListed()
    var harness = ReducerHarness(state)
    let opened = [
      ReaderEffect.openEachInBrowser((1...20).map { URL(string: "https://example.org/\($0)")! })
    ]
    harness.send(.key(.character("x")), effects: opened) { $0.message = .openedUnread(20, of: 25) }
    #expect(
      ReaderScreen.phrase(.openedUnread(20, of: 25))
        == "Opened the first 20 of 25 unread articles")
    #expect(ReaderScreen.phrase(.openedUnread(2, of: 2)) == "Opened 2 unread articles")
  }

  @Test func openAllUnreadAndMarkReadMarksThoseItOpened() {
    let (state, _) = manyUnreadListed()
    var harness = ReducerHarness(state)
    let opened = [
      ReaderEffect.openEachInBrowser((1...20).map { URL(string: "https://example.org/\($0)")! })
    ]
    harness.send(
      .key(.character("X")),
      effects: opened + [.setRead(ReadMarkChange([.articles(Array(1...20))], isRead: true))]
    ) {
      $0.message = .openedUnread(20, of: 25)
      $0.list(1) { list in
        for row in 0..<20 { list.articles[row].isRead = true }
      }
    }
    harness.send(
      .key(.character("X")),
      effects: [
        .openEachInBrowser((21...25).map { URL(string: "https://example.org/\($0)")! }),
        .setRead(ReadMarkChange([.articles(Array(21...25))], isRead: true)),
      ]
    ) {
      $0.message = .openedUnread(5, of: 5)
      $0.list(1) { list in
        for row in 20..<25 { list.articles[row].isRead = true }
      }
    }
    harness.send(.key(.character("X"))) { $0.message = .noUnreadArticles }
  }
}

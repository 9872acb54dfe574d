import ArticleStoreClient
import Foundation
import ReaderFeature
import TerminalClient
import Testing

/// Moving between and within screens: the reducer alone, every state change stated.
struct NavigationTests {
  let world = Fixtures.world
  let tech = Fixtures.tech
  let radio = Fixtures.radio

  @Test func startingLoadsTheFeedsAndListsThemInTheSubscriptionsOrder() {
    var harness = ReducerHarness()
    harness.send(.started, effects: [.loadFeeds, .watchStore])
    harness.send(.feedsLoaded(.success(Fixtures.counts))) {
      $0.feeds = [
        FeedRow(feed: nil, title: "All feeds", unread: 3, total: 8),
        FeedRow(feed: world, title: "World", unread: 2, total: 3),
        FeedRow(feed: tech, title: "Tech Daily", unread: 0, total: 4),
        FeedRow(feed: radio, title: "Radio", unread: 1, total: 1),
      ]
      $0.areFeedsLoaded = true
    }
  }

  @Test func startingOnOneFeedOpensItsUnreadArticlesOverTheFeeds() {
    var harness = ReducerHarness(options: ReaderOptions(feed: world, unreadOnly: true))
    harness.send(
      .started,
      effects: [
        .loadFeeds,
        .watchStore,
        .loadArticles(
          .feed(world),
          ArticleQuery(feeds: [world], unreadOnly: true, limit: 1_000, includesSummaries: false)),
      ]
    ) {
      $0.pages.append(.articles(ArticleListPage(scope: .feed(world))))
    }
    harness.send(.key(.character("q"))) { $0.pages.removeLast() }
    harness.send(.key(.character("q")), directive: .quit)
  }

  @Test func refreshingOnStartRefreshesEverySubscription() {
    var harness = ReducerHarness(options: ReaderOptions(refreshesOnStart: true))
    harness.send(.started, effects: [.loadFeeds, .watchStore, .refresh(nil)]) {
      $0.refresh = RefreshStatus(total: 3)
    }
  }

  @Test func theCursorMovesWithJAndKAndTheArrowsAndStopsAtTheEnds() {
    var harness = ReducerHarness(.loaded())
    harness.send(.key(.character("k")))
    harness.send(.key(.character("j"))) { $0.pages = [.feeds(ListPosition(selected: 1))] }
    harness.send(.key(.down)) { $0.pages = [.feeds(ListPosition(selected: 2))] }
    harness.send(.key(.character("G"))) { $0.pages = [.feeds(ListPosition(selected: 3))] }
    harness.send(.key(.down))
    harness.send(.key(.up)) { $0.pages = [.feeds(ListPosition(selected: 2))] }
    harness.send(.key(.character("g"))) { $0.pages = [.feeds(ListPosition(selected: 0))] }
  }

  @Test func enterOpensAFeedThenAnArticleWhichIsMarkedReadAndQGoesBack() {
    var harness = ReducerHarness(.loaded())
    harness.send(.key(.character("j"))) { $0.pages = [.feeds(ListPosition(selected: 1))] }
    harness.send(
      .key(.enter),
      effects: [
        .loadArticles(
          .feed(world), ArticleQuery(feeds: [world], limit: 1_000, includesSummaries: false))
      ]
    ) {
      $0.pages.append(.articles(ArticleListPage(scope: .feed(world))))
    }
    let listed = Fixtures.worldArticles.map(Fixtures.article)
    harness.send(.articlesLoaded(.feed(world), .success(Fixtures.worldArticles))) {
      $0.list(1) {
        $0.articles = listed
        $0.isLoading = false
      }
    }
    var opened = listed[0]
    opened.isRead = true
    harness.send(
      .key(.enter),
      effects: [.setRead(ReadMarkChange([.articles([3])], isRead: true)), .loadArticle(3)]
    ) {
      $0.list(1) { $0.articles[0].isRead = true }
      $0.pages.append(.article(ArticlePage(article: opened)))
    }
    harness.send(.key(.character("q"))) { $0.pages.removeLast() }
    harness.send(.key(.character("j"))) { $0.list(1) { $0.position.selected = 1 } }
    harness.send(.key(.enter), effects: [.loadArticle(2)]) {
      $0.pages.append(.article(ArticlePage(article: listed[1])))
    }
    harness.send(.key(.character("Q")), directive: .quit)
    harness.send(.key(.control("c")), directive: .interrupt)
  }

  @Test func allFeedsListsEverySubscriptionTogether() {
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
  }

  @Test func spaceAndBPageAndTheScreenFollowsTheCursor() {
    var harness = ReducerHarness(.worldListed())
    let many = (1...30).map { Fixtures.stored(Int64(100 + $0), "Story \($0)", minutesAgo: $0) }
    harness.send(.articlesLoaded(.feed(world), .success(many))) {
      $0.list(1) { $0.articles = many.map(Fixtures.article) }
    }
    harness.send(.key(.character(" "))) {
      $0.list(1) { $0.position = ListPosition(selected: 9, top: 9) }
    }
    harness.send(.key(.pageDown)) {
      $0.list(1) { $0.position = ListPosition(selected: 18, top: 18) }
    }
    harness.send(.key(.character(" "))) {
      $0.list(1) { $0.position = ListPosition(selected: 27, top: 21) }
    }
    harness.send(.key(.character("b"))) {
      $0.list(1) { $0.position = ListPosition(selected: 18, top: 12) }
    }
    harness.send(.key(.end)) {
      $0.list(1) { $0.position = ListPosition(selected: 29, top: 21) }
    }
    harness.send(.key(.home)) {
      $0.list(1) { $0.position = ListPosition(selected: 0, top: 0) }
    }
  }

  @Test func aSmallerTerminalKeepsTheCursorOnScreen() {
    var harness = ReducerHarness(.worldListed(size: Fixtures.wide))
    let many = (1...30).map { Fixtures.stored(Int64(100 + $0), "Story \($0)", minutesAgo: $0) }
    harness.send(.articlesLoaded(.feed(world), .success(many))) {
      $0.list(1) { $0.articles = many.map(Fixtures.article) }
    }
    harness.send(.key(.character("G"))) {
      $0.list(1) { $0.position = ListPosition(selected: 29, top: 0) }
    }
    harness.send(.resized(Fixtures.narrow)) {
      $0.size = Fixtures.narrow
      $0.list(1) { $0.position = ListPosition(selected: 29, top: 21) }
    }
  }

  @Test func aReloadKeepsTheCursorOnTheSameArticle() {
    var harness = ReducerHarness(.worldListed())
    harness.send(.key(.character("j"))) { $0.list(1) { $0.position.selected = 1 } }
    let newer = [Fixtures.stored(4, "Breaking news")] + Fixtures.worldArticles
    harness.send(.articlesLoaded(.feed(world), .success(newer))) {
      $0.list(1) {
        $0.articles = newer.map(Fixtures.article)
        $0.position.selected = 2
      }
    }
  }

  @Test func unreadOnlyHidesReadFeedsAndKeepsTheCursorOnItsFeed() {
    var harness = ReducerHarness(.loaded(options: ReaderOptions(unreadOnly: true)))
    #expect(harness.state.visibleFeeds.map(\.title) == ["All feeds", "World", "Radio"])
    harness.send(.key(.character("G"))) { $0.pages = [.feeds(ListPosition(selected: 2))] }
    let techUnread = [
      FeedCounts(feed: tech, title: "Tech Daily", unread: 1, total: 4),
      FeedCounts(feed: world, title: "World Feed", unread: 2, total: 3),
      FeedCounts(feed: radio, title: "Radio Feed", unread: 1, total: 1),
    ]
    harness.send(.feedsLoaded(.success(techUnread))) {
      $0.feeds[0].unread = 4
      $0.feeds[2].unread = 1
      $0.pages = [.feeds(ListPosition(selected: 3))]
    }
  }

  @Test func helpOpensOnceScrollsAndGoesBack() {
    var harness = ReducerHarness(.loaded())
    harness.send(.key(.character("?"))) { $0.pages.append(.help(scroll: 0)) }
    harness.send(.key(.character("?")))
    harness.send(.key(.character("j"))) { $0.pages[1] = .help(scroll: 1) }
    harness.send(.key(.character("G"))) { $0.pages[1] = .help(scroll: 24) }
    harness.send(.key(.character("q"))) { $0.pages.removeLast() }
  }

  @Test func anArticleScrollsToTheEndOfItsWrappedTextAndNoFurther() {
    var harness = ReducerHarness(.worldListed())
    let long = Fixtures.stored(
      9, "A long read", isRead: true,
      summary: Array(repeating: "Words that wrap across the narrow screen.", count: 6)
        .joined(separator: " "))
    harness.send(.articlesLoaded(.feed(world), .success([long]))) {
      $0.list(1) { $0.articles = [Fixtures.article(long)] }
    }
    harness.send(.key(.enter), effects: [.loadArticle(9)]) {
      $0.pages.append(.article(ArticlePage(article: Fixtures.article(long))))
    }
    harness.send(.key(.character("j"))) {
      $0.pages[2] = .article(ArticlePage(article: Fixtures.article(long), scroll: 1))
    }
    harness.send(.key(.character("G"))) {
      $0.pages[2] = .article(ArticlePage(article: Fixtures.article(long), scroll: 2))
    }
    harness.send(.key(.character("j")))
    harness.send(.key(.character("b"))) {
      $0.pages[2] = .article(ArticlePage(article: Fixtures.article(long), scroll: 0))
    }
  }

  /// A resume also takes the size the terminal has now, which may have changed unannounced while
  /// the process was stopped.
  @Test func ctrlLAndAResumeRedrawTheWholeScreen() {
    var harness = ReducerHarness(.loaded())
    harness.send(.key(.control("l")), directive: .redraw)
    harness.send(.resumed(Fixtures.narrow), directive: .redraw)
    harness.send(.resumed(Fixtures.wide), directive: .redraw) { $0.size = Fixtures.wide }
  }

  @Test func aKeyClearsTheLastMessage() {
    var state = ReaderState.loaded()
    state.message = .refreshed(feeds: 3, newArticles: 2, failures: [], refreshFailure: nil)
    var harness = ReducerHarness(state)
    // `k` on the first row moves nothing and says nothing; an unbound key would say so.
    harness.send(.key(.character("k"))) { $0.message = nil }
  }
}

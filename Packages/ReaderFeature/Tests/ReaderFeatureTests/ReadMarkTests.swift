import ArticleStoreClient
import Foundation
import ReaderFeature
import TerminalClient
import Testing

/// Read marks: shown at once on every screen, saved by an effect, counted when the store answers.
struct ReadMarkTests {
  let world = Fixtures.world
  let tech = Fixtures.tech
  let radio = Fixtures.radio

  @Test func nTogglesTheReadMarkInTheListAndOnTheArticle() {
    var harness = ReducerHarness(.worldListed())
    harness.send(
      .key(.character("N")), effects: [.setRead(ReadMarkChange([.articles([3])], isRead: true))]
    ) {
      $0.list(1) { $0.articles[0].isRead = true }
    }
    harness.send(
      .key(.character("N")), effects: [.setRead(ReadMarkChange([.articles([3])], isRead: false))]
    ) {
      $0.list(1) { $0.articles[0].isRead = false }
    }
    var opened = Fixtures.article(Fixtures.worldArticles[0])
    opened.isRead = true
    harness.send(
      .key(.enter),
      effects: [
        .setRead(ReadMarkChange([.articles([3])], isRead: true)), .loadArticle(3),
      ]
    ) {
      $0.list(1) { $0.articles[0].isRead = true }
      $0.pages.append(.article(ArticlePage(article: opened)))
    }
    opened.isRead = false
    harness.send(
      .key(.character("N")), effects: [.setRead(ReadMarkChange([.articles([3])], isRead: false))]
    ) {
      $0.list(1) { $0.articles[0].isRead = false }
      $0.pages[2] = .article(ArticlePage(article: opened))
    }
  }

  @Test func savedMarksReloadTheCountsAndABulkMarkSaysHowMany() {
    var harness = ReducerHarness(.worldListed())
    let single = ReadMarkChange([.articles([3])], isRead: true)
    harness.send(.readMarksSaved(single, .success(1)), effects: [.loadFeeds])
    let bulk = ReadMarkChange([.feed(world)], isRead: true, isAnnounced: true)
    harness.send(.readMarksSaved(bulk, .success(2)), effects: [.loadFeeds]) {
      $0.message = .marked(2, isRead: true)
    }
    harness.send(
      .readMarksSaved(bulk, .failure(ReaderFailure("The disk is full"))), effects: [.loadFeeds]
    ) {
      $0.message = .failed(ReaderFailure("The disk is full"))
      $0.logged("Read marks", "The disk is full")
    }
  }

  @Test func aMarksTheSelectedFeedReadFromTheFeeds() {
    var harness = ReducerHarness(.loaded())
    harness.send(.key(.character("j"))) { $0.pages = [.feeds(ListPosition(selected: 1))] }
    harness.send(
      .key(.character("A")),
      effects: [.setRead(ReadMarkChange([.feed(world)], isRead: true, isAnnounced: true))])
    harness.send(.key(.character("g"))) { $0.pages = [.feeds(ListPosition(selected: 0))] }
    harness.send(
      .key(.character("A")),
      effects: [
        .setRead(
          ReadMarkChange(
            [.feed(world), .feed(tech), .feed(radio)], isRead: true, isAnnounced: true)
        )
      ])
  }

  @Test func aInAFeedsListMarksEveryArticleOfItReadAtOnce() {
    var harness = ReducerHarness(.worldListed())
    harness.send(
      .key(.character("A")),
      effects: [.setRead(ReadMarkChange([.feed(world)], isRead: true, isAnnounced: true))]
    ) {
      $0.list(1) {
        $0.articles[0].isRead = true
        $0.articles[2].isRead = true
      }
    }
  }

  /// One key once marked 266 articles read with no way back: `C` asks first, and only `y` marks.
  @Test func cAsksFirstAndMarksEverySubscriptionReadOnlyOnYes() {
    var harness = ReducerHarness(.worldListed())
    harness.send(.key(.character("C"))) { $0.confirmation = .markAllRead }
    harness.send(.key(.character("j"))) {
      $0.confirmation = nil
      $0.message = .nothingMarked
    }
    harness.send(.key(.character("C"))) {
      $0.confirmation = .markAllRead
      $0.message = nil
    }
    harness.send(.key(.escape)) {
      $0.confirmation = nil
      $0.message = .nothingMarked
    }
    harness.send(.key(.character("C"))) {
      $0.confirmation = .markAllRead
      $0.message = nil
    }
    harness.send(
      .key(.character("y")),
      effects: [
        .setRead(
          ReadMarkChange(
            [.feed(world), .feed(tech), .feed(radio)], isRead: true, isAnnounced: true)
        )
      ]
    ) {
      $0.confirmation = nil
      $0.list(1) {
        $0.articles[0].isRead = true
        $0.articles[2].isRead = true
      }
    }
  }

  /// Ctrl-C while the question waits is still an interruption, not a "no".
  @Test func ctrlCWhileAskedInterruptsTheReader() {
    var state = ReaderState.worldListed()
    state.confirmation = .markAllRead
    var harness = ReducerHarness(state)
    harness.send(.key(.control("c")), directive: .interrupt)
  }

  @Test func theQuestionIsAskedOnTheStatusLine() {
    var state = ReaderState.loaded()
    state.confirmation = .markAllRead
    let lines = ScreenScenarios.render(state).text.split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[11].hasPrefix("Mark every article of every feed read?"))
  }

  /// `n` goes on past the end of a feed into the next feed with unread articles, as newsboat's
  /// does; the trial's user was told "No unread articles" with twenty waiting in other feeds.
  @Test func nOpensTheNextUnreadArticleThenGoesOnIntoTheNextFeedWithAny() {
    var harness = ReducerHarness(.worldListed())
    let listed = Fixtures.worldArticles.map(Fixtures.article)
    harness.send(
      .key(.character("n")),
      effects: [
        .setRead(ReadMarkChange([.articles([1])], isRead: true)), .loadArticle(1),
      ]
    ) {
      $0.list(1) {
        $0.articles[2].isRead = true
        $0.position.selected = 2
      }
      var third = listed[2]
      third.isRead = true
      $0.pages.append(.article(ArticlePage(article: third)))
    }
    // Nothing unread below in World; Tech has none, so Radio is next.
    harness.send(
      .key(.character("n")),
      effects: [
        .loadArticles(
          .feed(radio), ArticleQuery(feeds: [radio], limit: 1_000, includesSummaries: false))
      ]
    ) {
      $0.pages = [$0.pages[0], .articles(ArticleListPage(scope: .feed(radio)))]
      $0.opensFirstUnread = .feed(radio)
    }
    var bulletin = Fixtures.article(Fixtures.radioArticle)
    bulletin.isRead = true
    harness.send(
      .articlesLoaded(.feed(radio), .success([Fixtures.radioArticle])),
      effects: [
        .setRead(ReadMarkChange([.articles([10])], isRead: true)), .loadArticle(10),
      ]
    ) {
      $0.opensFirstUnread = nil
      $0.pages[1] = .articles(
        ArticleListPage(scope: .feed(radio), articles: [bulletin], isLoading: false))
      $0.pages.append(.article(ArticlePage(article: bulletin)))
    }
    // The counts catch up: World still has one unread article, above where the cursor was.
    let counts = [
      FeedCounts(feed: tech, title: "Tech Daily", unread: 0, total: 4),
      FeedCounts(feed: world, title: "World Feed", unread: 1, total: 3),
      FeedCounts(feed: radio, title: "Radio Feed", unread: 0, total: 1),
    ]
    harness.send(.feedsLoaded(.success(counts))) {
      $0.feeds[0].unread = 1
      $0.feeds[1].unread = 1
      $0.feeds[3].unread = 0
    }
    harness.send(
      .key(.character("n")),
      effects: [
        .loadArticles(
          .feed(world), ArticleQuery(feeds: [world], limit: 1_000, includesSummaries: false))
      ]
    ) {
      $0.pages = [$0.pages[0], .articles(ArticleListPage(scope: .feed(world)))]
      $0.opensFirstUnread = .feed(world)
    }
    var first = listed[0]
    first.isRead = true
    var worldNow = Fixtures.worldArticles
    worldNow[2].isRead = true
    harness.send(
      .articlesLoaded(.feed(world), .success(worldNow)),
      effects: [
        .setRead(ReadMarkChange([.articles([3])], isRead: true)), .loadArticle(3),
      ]
    ) {
      $0.opensFirstUnread = nil
      var articles = worldNow.map(Fixtures.article)
      articles[0].isRead = true
      $0.pages[1] = .articles(
        ArticleListPage(scope: .feed(world), articles: articles, isLoading: false))
      $0.pages.append(.article(ArticlePage(article: first)))
    }
  }

  @Test func nStopsWithAMessageWhenNoFeedHasUnreadArticlesAndKeepsTheArticleOpen() {
    var state = ReaderState.worldListed()
    for index in state.feeds.indices { state.feeds[index].unread = 0 }
    var harness = ReducerHarness(state)
    harness.send(
      .key(.enter),
      effects: [
        .setRead(ReadMarkChange([.articles([3])], isRead: true)), .loadArticle(3),
      ]
    ) {
      $0.list(1) { $0.articles[0].isRead = true }
      var opened = Fixtures.article(Fixtures.worldArticles[0])
      opened.isRead = true
      $0.pages.append(.article(ArticlePage(article: opened)))
    }
    harness.send(
      .key(.character("n")),
      effects: [
        .setRead(ReadMarkChange([.articles([1])], isRead: true)), .loadArticle(1),
      ]
    ) {
      $0.list(1) {
        $0.articles[2].isRead = true
        $0.position.selected = 2
      }
      var third = Fixtures.article(Fixtures.worldArticles[2])
      third.isRead = true
      $0.pages[2] = .article(ArticlePage(article: third))
    }
    harness.send(.key(.character("n"))) {
      $0.message = .noFeedHasUnreadArticles
    }
  }

  /// Counts lag behind the store: a list that `n` opened and found nothing unread in does not
  /// send `n` on to another feed by itself.
  @Test func aListOpenedByNWithNothingUnreadSaysSoInsteadOfGoingOn() {
    var harness = ReducerHarness(.loaded())
    harness.send(
      .key(.character("n")),
      effects: [
        .loadArticles(
          .feed(world), ArticleQuery(feeds: [world], limit: 1_000, includesSummaries: false))
      ]
    ) {
      $0.pages.append(.articles(ArticleListPage(scope: .feed(world))))
      $0.opensFirstUnread = .feed(world)
    }
    let allRead = Fixtures.worldArticles.map { article in
      var article = article
      article.isRead = true
      return article
    }
    harness.send(.articlesLoaded(.feed(world), .success(allRead))) {
      $0.opensFirstUnread = nil
      $0.list(1) {
        $0.isLoading = false
        $0.articles = allRead.map(Fixtures.article)
      }
      $0.message = .noUnreadArticles
    }
  }

  @Test func nOnTheFeedsOpensTheSelectedOrNextFeedWithUnreadArticles() {
    var harness = ReducerHarness(.loaded())
    harness.send(.key(.character("j"))) { $0.pages = [.feeds(ListPosition(selected: 1))] }
    harness.send(.key(.character("j"))) { $0.pages = [.feeds(ListPosition(selected: 2))] }
    harness.send(
      .key(.character("n")),
      effects: [
        .loadArticles(
          .feed(radio), ArticleQuery(feeds: [radio], limit: 1_000, includesSummaries: false))
      ]
    ) {
      $0.pages.append(.articles(ArticleListPage(scope: .feed(radio))))
      $0.opensFirstUnread = .feed(radio)
    }
  }

  @Test func keysForAnArticleOnTheFeedsSayWhatToDoInstead() {
    var harness = ReducerHarness(.loaded())
    harness.send(.key(.character("p"))) {
      $0.message = .chooseAnArticleFirst
    }
  }
}

/// Stars: a mark of their own, shown at once and saved by an effect; a sync server keeps them too.
struct StarTests {
  @Test func starTogglesTheStarInTheListAndOnTheArticleAndShowsIt() {
    var harness = ReducerHarness(.worldListed())
    harness.send(.key(.character("*")), effects: [.setStarred([3], isStarred: true)]) {
      $0.list(1) { $0.articles[0].isStarred = true }
    }
    #expect(ScreenScenarios.render(harness.state).text.contains("* Talks resume in Geneva"))
    var opened = Fixtures.article(Fixtures.worldArticles[0])
    opened.isRead = true
    opened.isStarred = true
    harness.send(
      .key(.enter),
      effects: [.setRead(ReadMarkChange([.articles([3])], isRead: true)), .loadArticle(3)]
    ) {
      $0.list(1) { $0.articles[0].isRead = true }
      $0.pages.append(.article(ArticlePage(article: opened)))
    }
    #expect(ScreenScenarios.render(harness.state).text.contains("Flags:  starred"))
    opened.isStarred = false
    harness.send(.key(.character("*")), effects: [.setStarred([3], isStarred: false)]) {
      $0.list(1) { $0.articles[0].isStarred = false }
      $0.pages[2] = .article(ArticlePage(article: opened))
    }
    harness.send(.starsSaved(.failure(ReaderFailure("The disk is full")))) {
      $0.message = .failed(ReaderFailure("The disk is full"))
      $0.logged("Stars", "The disk is full")
    }
  }
}

import ArticleStoreClient
import Foundation
import NewsFeature
import QueryCore
import ReaderFeature
import TerminalClient
import Testing

/// `F` and `Ctrl-F`: a filter in newsboat's language typed for the list shown, and the list
/// again without it.
struct FilterTests {
  let world = Fixtures.world
  let query = ArticleQuery(feeds: [Fixtures.world], limit: 1_000, includesSummaries: false)

  @Test func fFiltersTheListShownAndCtrlFClearsIt() throws {
    var harness = ReducerHarness(.worldListed(size: Fixtures.wide))
    harness.send(.key(.character("F"))) { $0.filterInput = "" }
    let text = #"unread = "yes""#
    for character in text {
      harness.send(.key(.character(character))) { $0.filterInput?.append(character) }
    }
    let filter = try ArticleFilter(newsboat: text)
    let filtered = ArticleListScope.filtered(.feed(world), text, filter)
    harness.send(.key(.enter), effects: [.loadArticles(filtered, query)]) {
      $0.filterInput = nil
      $0.pages[1] = .articles(ArticleListPage(scope: filtered))
    }
    // A late answer for the list before the filter does not fill the filtered one.
    harness.send(.articlesLoaded(.feed(world), .success(Fixtures.worldArticles)))
    let unread = Fixtures.worldArticles.filter { !$0.isRead }
    harness.send(.articlesLoaded(filtered, .success(unread))) {
      $0.list(1) {
        $0.articles = unread.map(Fixtures.article)
        $0.isLoading = false
      }
    }
    let title = ScreenScenarios.render(harness.state).text.split(separator: "\n").first ?? ""
    #expect(title.contains(#"filter: unread = "yes" (2 listed)"#), "\(title)")

    harness.send(.key(.control("f")), effects: [.loadArticles(.feed(world), query)]) {
      $0.pages[1] = .articles(ArticleListPage(scope: .feed(world)))
    }
    harness.send(.key(.control("f")))
  }

  /// `A` in a filtered list marks what the filter chooses, never the feed's other articles,
  /// which the list does not show.
  @Test func aInAFilteredListMarksWhatTheFilterChoosesOnly() throws {
    var harness = ReducerHarness(.worldListed(size: Fixtures.wide))
    harness.send(.key(.character("F"))) { $0.filterInput = "" }
    let text = #"title =~ "talks""#
    for character in text {
      harness.send(.key(.character(character))) { $0.filterInput?.append(character) }
    }
    let filter = try ArticleFilter(newsboat: text)
    let filtered = ArticleListScope.filtered(.feed(world), text, filter)
    harness.send(.key(.enter), effects: [.loadArticles(filtered, query)]) {
      $0.filterInput = nil
      $0.pages[1] = .articles(ArticleListPage(scope: filtered))
    }
    let chosen = Array(Fixtures.worldArticles.prefix(1))
    harness.send(.articlesLoaded(filtered, .success(chosen))) {
      $0.list(1) {
        $0.articles = chosen.map(Fixtures.article)
        $0.isLoading = false
      }
    }
    let selection = ArticleSelection.matching(filter, among: [world], tags: [:], at: Fixtures.base)
    harness.send(
      .key(.character("A")),
      effects: [.setRead(ReadMarkChange([selection], isRead: true, isAnnounced: true))]
    ) {
      $0.list(1) { $0.articles[0].isRead = true }
    }
  }

  /// A filter's list carries the subscriptions' tags, for `tags # "x"`; the list without a
  /// filter does not need them.
  @Test func aFilteredListCarriesTheSubscriptionsTags() throws {
    var state = ReaderState.worldListed(size: Fixtures.wide)
    state.subscriptions[0].tags = ["news"]
    var harness = ReducerHarness(state)
    harness.send(.key(.character("F"))) { $0.filterInput = "" }
    let text = #"tags # "news""#
    for character in text {
      harness.send(.key(.character(character))) { $0.filterInput?.append(character) }
    }
    let filtered = ArticleListScope.filtered(.feed(world), text, try ArticleFilter(newsboat: text))
    var tagged = query
    tagged.tags = [Fixtures.subscriptions[0].url: ["news"]]
    harness.send(.key(.enter), effects: [.loadArticles(filtered, tagged)]) {
      $0.filterInput = nil
      $0.pages[1] = .articles(ArticleListPage(scope: filtered))
    }
    harness.send(.key(.control("f")), effects: [.loadArticles(.feed(world), query)]) {
      $0.pages[1] = .articles(ArticleListPage(scope: .feed(world)))
    }
  }

  /// A filter that does not read changes nothing: the status line says at which column and what
  /// was expected there. `F` needs a feed's list, or every feed's.
  @Test func aFilterThatDoesNotReadSaysWhereAndChangesNothing() {
    var harness = ReducerHarness(.worldListed())
    harness.send(.key(.character("F"))) { $0.filterInput = "" }
    for character in "title =~" {
      harness.send(.key(.character(character))) { $0.filterInput?.append(character) }
    }
    harness.send(.key(.enter)) {
      $0.filterInput = nil
      $0.message = .filterUnreadable(
        FilterSyntaxError(column: 9, expected: "a value in double quotes, or a number", found: nil))
    }
    harness.send(.key(.character("F"))) {
      $0.filterInput = ""
      $0.message = nil
    }
    harness.send(.key(.escape)) { $0.filterInput = nil }
    harness.send(.key(.character("q"))) { $0.pages.removeLast() }
    harness.send(.key(.character("F"))) { $0.message = .filterNeedsArticleList }
  }
}

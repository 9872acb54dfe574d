import ArticleStoreClient
import Foundation
import NewsFeature
import QueryCore
import ReaderFeature
import TerminalClient
import Testing

/// `/`: typing a search on the status line, then its results as a list.
struct SearchTests {
  @Test func typingEditsTheQueryAndEscapeCancelsIt() {
    var harness = ReducerHarness(.loaded())
    harness.send(.key(.character("/"))) { $0.searchInput = "" }
    harness.send(.key(.character("q"))) { $0.searchInput = "q" }
    harness.send(.key(.character("é"))) { $0.searchInput = "qé" }
    harness.send(.key(.backspace)) { $0.searchInput = "q" }
    harness.send(.key(.character("\u{1B}")))
    harness.send(.key(.control("u"))) { $0.searchInput = "" }
    harness.send(.key(.backspace))
    harness.send(.key(.character("j"))) { $0.searchInput = "j" }
    harness.send(.key(.escape)) { $0.searchInput = nil }
  }

  @Test func enterRunsTheSearchAndItsResultsOpenLikeAnyList() {
    var harness = ReducerHarness(.loaded())
    harness.send(.key(.character("/"))) { $0.searchInput = "" }
    for character in "talks " {
      harness.send(.key(.character(character))) { $0.searchInput?.append(character) }
    }
    harness.send(.key(.enter), effects: [.search("talks", .word("talks"), tags: [:], limit: 200)]) {
      $0.searchInput = nil
      $0.pages.append(.articles(ArticleListPage(scope: .search("talks", .word("talks")))))
    }
    let found = [Fixtures.worldArticles[0], Fixtures.radioArticle]
    harness.send(.articlesLoaded(.search("talks", .word("talks")), .success(found))) {
      $0.list(1) {
        $0.articles = found.map(Fixtures.article)
        $0.isLoading = false
      }
    }
    harness.send(
      .key(.character("r")), effects: [.refresh([Fixtures.world])]
    ) {
      $0.refresh = RefreshStatus(total: 1)
    }
  }

  /// The search box's terms are read as `search` reads them on the command line: the list asks
  /// the store for the filter they make.
  @Test func theSearchBoxsTermsAreReadIntoTheListsFilter() throws {
    var harness = ReducerHarness(.loaded())
    harness.send(.key(.character("/"))) { $0.searchInput = "" }
    let query = "title:talks ~unread"
    for character in query {
      harness.send(.key(.character(character))) { $0.searchInput?.append(character) }
    }
    let filter = try #require(try ArticleFilter.searchBox(query))
    #expect(
      filter
        == .and(
          .comparison(
            FilterComparison(.title, .matches, .pattern(ExtendedRegex(literal: "talks")))),
          .not(.comparison(FilterComparison(.unread, .equal, .text("yes"))))))
    harness.send(.key(.enter), effects: [.search(query, filter, tags: [:], limit: 200)]) {
      $0.searchInput = nil
      $0.pages.append(.articles(ArticleListPage(scope: .search(query, filter))))
    }
  }

  /// `#tag` reads the subscriptions' tags, which the store does not hold: the search carries
  /// them, as `search` on the command line passes its subscriptions'.
  @Test func aSearchCarriesTheSubscriptionsTags() throws {
    var state = ReaderState.loaded()
    state.subscriptions[0].tags = ["news", "world"]
    var harness = ReducerHarness(state)
    harness.send(.key(.character("/"))) { $0.searchInput = "" }
    for character in "#news" {
      harness.send(.key(.character(character))) { $0.searchInput?.append(character) }
    }
    let filter = try #require(try ArticleFilter.searchBox("#news"))
    let tags = [Fixtures.subscriptions[0].url: ["news", "world"]]
    harness.send(.key(.enter), effects: [.search("#news", filter, tags: tags, limit: 200)]) {
      $0.searchInput = nil
      $0.pages.append(.articles(ArticleListPage(scope: .search("#news", filter))))
    }
  }

  /// A search that does not read opens nothing: the status line says at which column and what
  /// was expected there, and the pages stay as they were.
  @Test func aSearchThatDoesNotReadSaysWhereAndOpensNothing() {
    var harness = ReducerHarness(.loaded())
    harness.send(.key(.character("/"))) { $0.searchInput = "" }
    for character in "talks newer:soon" {
      harness.send(.key(.character(character))) { $0.searchInput?.append(character) }
    }
    let error = FilterSyntaxError(
      column: 13, expected: "a span such as 12h, 2d or 1w", found: "soon")
    harness.send(.key(.enter)) {
      $0.searchInput = nil
      $0.message = .searchUnreadable(error)
    }
    harness.send(.key(.character("/"))) {
      $0.searchInput = ""
      $0.message = nil
    }
    harness.send(.key(.character("!"))) { $0.searchInput = "!" }
    harness.send(.key(.enter)) {
      $0.searchInput = nil
      $0.message = .searchHasNoTerm
    }
  }

  @Test func anEmptySearchOpensNothing() {
    var harness = ReducerHarness(.loaded())
    harness.send(.key(.character("/"))) { $0.searchInput = "" }
    harness.send(.key(.character(" "))) { $0.searchInput = " " }
    harness.send(.key(.enter)) { $0.searchInput = nil }
  }

  @Test func aFailedSearchSaysWhy() {
    var harness = ReducerHarness(.loaded())
    harness.send(.key(.character("/"))) { $0.searchInput = "" }
    harness.send(.key(.character("x"))) { $0.searchInput = "x" }
    harness.send(.key(.enter), effects: [.search("x", .word("x"), tags: [:], limit: 200)]) {
      $0.searchInput = nil
      $0.pages.append(.articles(ArticleListPage(scope: .search("x", .word("x")))))
    }
    harness.send(
      .articlesLoaded(.search("x", .word("x")), .failure(ReaderFailure("The store is locked")))
    ) {
      $0.list(1) { $0.isLoading = false }
      $0.message = .failed(ReaderFailure("The store is locked"))
      $0.logged("The search for x", "The store is locked")
    }
  }
}

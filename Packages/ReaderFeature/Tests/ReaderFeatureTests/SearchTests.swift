import ArticleStoreClient
import Foundation
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
    harness.send(.key(.enter), effects: [.search("talks", limit: 200)]) {
      $0.searchInput = nil
      $0.pages.append(.articles(ArticleListPage(scope: .search("talks"))))
    }
    let found = [Fixtures.worldArticles[0], Fixtures.radioArticle]
    harness.send(.articlesLoaded(.search("talks"), .success(found))) {
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
    harness.send(.key(.enter), effects: [.search("x", limit: 200)]) {
      $0.searchInput = nil
      $0.pages.append(.articles(ArticleListPage(scope: .search("x"))))
    }
    harness.send(.articlesLoaded(.search("x"), .failure(ReaderFailure("The store is locked")))) {
      $0.list(1) { $0.isLoading = false }
      $0.message = .failed(ReaderFailure("The store is locked"))
      $0.logged("The search for x", "The store is locked")
    }
  }
}

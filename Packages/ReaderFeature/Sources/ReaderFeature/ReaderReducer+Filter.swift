import Foundation
import QueryCore
import TerminalClient

/// `F` and `Ctrl-F`, as newsboat has them: a filter in newsboat's language typed for the list of
/// articles shown, which then lists only what the filter chooses, chosen by the store as
/// `headlines --filter` is; and the list again without it.
extension ReaderReducer {
  /// Opens the line for a filter on a feed's list or every feed's; a search's list is already a
  /// choice of its own.
  func startFilter(_ state: inout ReaderState) {
    switch state.topPage.articleList?.scope.unfiltered {
    case .feed, .allFeeds: state.filterInput = ""
    default: state.message = .filterNeedsArticleList
    }
  }

  func typeFilter(_ state: inout ReaderState, _ key: Key) -> ReaderStep {
    guard key == .enter else { return edit(&state.filterInput, key) }
    let text = state.filterInput?.trimmingCharacters(in: .whitespaces) ?? ""
    state.filterInput = nil
    guard !text.isEmpty, let list = state.topPage.articleList else { return .none }
    // Read here, so that a filter that does not read changes nothing and says where it failed.
    let filter: ArticleFilter
    do {
      filter = try ArticleFilter(newsboat: text)
    } catch {
      state.message = .filterUnreadable(error)
      return .none
    }
    return ReaderStep(replaceList(&state, with: .filtered(list.scope.unfiltered, text, filter)))
  }

  /// The list shown without its filter, read again from the top.
  func clearFilter(_ state: inout ReaderState) -> [ReaderEffect] {
    guard let list = state.topPage.articleList, list.scope.filter != nil else { return [] }
    return replaceList(&state, with: list.scope.unfiltered)
  }

  /// Puts a new list of `scope` in place of the list shown, and asks the store for its rows.
  private func replaceList(_ state: inout ReaderState, with scope: ArticleListScope)
    -> [ReaderEffect]
  {
    let list = ArticleListPage(scope: scope)
    state.topPage = .articles(list)
    return [load(list, state)]
  }
}

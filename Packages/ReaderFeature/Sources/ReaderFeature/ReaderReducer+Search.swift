import Foundation
import QueryCore
import TerminalClient
import TextCore

/// The search being typed after `/`, in the search box's spelling, as `search` takes it on the
/// command line.
extension ReaderReducer {
  func typeSearch(_ state: inout ReaderState, _ key: Key) -> ReaderStep {
    switch key {
    case .character(let character):
      if !character.unicodeScalars.contains(where: TerminalText.isControl) {
        state.searchInput?.append(character)
      }
      return .none
    case .backspace, .delete:
      if state.searchInput?.isEmpty == false { state.searchInput?.removeLast() }
      return .none
    case .control("u"):
      state.searchInput = ""
      return .none
    case .control("l"):
      return .directive(.redraw)
    case .escape:
      state.searchInput = nil
      return .none
    case .enter:
      let query = state.searchInput?.trimmingCharacters(in: .whitespaces) ?? ""
      state.searchInput = nil
      guard !query.isEmpty else { return .none }
      // Read here, so that a search that does not read opens nothing and says where it failed.
      let filter: ArticleFilter?
      do {
        filter = try ArticleFilter.searchBox(query)
      } catch {
        state.message = .searchUnreadable(error)
        return .none
      }
      guard let filter else {
        state.message = .searchHasNoTerm
        return .none
      }
      return ReaderStep(push(&state, .search(query, filter)))
    default:
      return .none
    }
  }
}

import Foundation
import QueryCore
import TerminalClient
import TextCore

/// The search being typed after `/`, in the search box's spelling, as `search` takes it on the
/// command line.
extension ReaderReducer {
  func typeSearch(_ state: inout ReaderState, _ key: Key) -> ReaderStep {
    guard key == .enter else { return edit(&state.searchInput, key) }
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
  }

  /// Edits a line typed on the status line, `/`'s or `F`'s, for every key but Enter: a character
  /// is added (never a control character), Backspace takes the last one off, Ctrl-U clears the
  /// line and Escape drops it.
  func edit(_ line: inout String?, _ key: Key) -> ReaderStep {
    switch key {
    case .character(let character):
      if !character.unicodeScalars.contains(where: TerminalText.isControl) {
        line?.append(character)
      }
      return .none
    case .backspace, .delete:
      if line?.isEmpty == false { line?.removeLast() }
      return .none
    case .control("u"):
      line = ""
      return .none
    case .control("l"):
      return .directive(.redraw)
    case .escape:
      line = nil
      return .none
    default:
      return .none
    }
  }
}

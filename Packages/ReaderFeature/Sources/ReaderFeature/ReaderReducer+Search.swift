import Foundation
import TerminalClient
import TextCore

/// The search being typed after `/`.
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
      return ReaderStep(push(&state, .search(query)))
    default:
      return .none
    }
  }
}

import Foundation
import TerminalClient
import TextCore

/// The search being typed after `/`.
extension ReaderReducer {
  func typeSearch(_ state: inout ReaderState, _ key: Key) -> [ReaderEffect] {
    switch key {
    case .character(let character):
      if !character.unicodeScalars.contains(where: TerminalText.isControl) {
        state.searchInput?.append(character)
      }
      return []
    case .backspace, .delete:
      if state.searchInput?.isEmpty == false { state.searchInput?.removeLast() }
      return []
    case .control("u"):
      state.searchInput = ""
      return []
    case .control("l"):
      return [.redraw]
    case .escape:
      state.searchInput = nil
      return []
    case .enter:
      let query = state.searchInput?.trimmingCharacters(in: .whitespaces) ?? ""
      state.searchInput = nil
      guard !query.isEmpty else { return [] }
      return push(&state, .search(query))
    default:
      return []
    }
  }
}

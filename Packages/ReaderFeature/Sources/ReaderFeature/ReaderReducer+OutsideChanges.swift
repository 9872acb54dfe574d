/// What someone else changed in the store while the reader is open, such as `mark-read`
/// in another terminal or a `watch` refreshing beside it.
extension ReaderReducer {
  /// Reads the feeds' counts and every open list again when the store's token of outside changes
  /// moved since the last check, each list keeping its cursor on the article it was on; nothing
  /// when it did not. The first check only learns the token, as the reader read what it shows
  /// when it opened.
  func storeChecked(_ state: inout ReaderState, token: Int) -> [ReaderEffect] {
    defer { state.storeChangeToken = token }
    guard let known = state.storeChangeToken, known != token else { return [] }
    return reloadEverything(state)
  }
}

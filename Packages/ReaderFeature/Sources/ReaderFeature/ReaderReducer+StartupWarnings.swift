/// What the app found wrong as it started, on the status line, since anything printed before the
/// screen opens is seen only after it closes.
extension ReaderReducer {
  /// Shows the startup warnings as the reader opens, when there are any.
  func showStartupWarnings(_ state: inout ReaderState) {
    guard !state.startupWarnings.isEmpty else { return }
    state.message = .startupWarnings(state.startupWarnings)
  }

  /// Says `summary` of a refresh on the status line, unless the startup warnings are still shown:
  /// they stay until the first key, so the refresh the reader opens with, which often ends
  /// before anyone has read them, does not wipe them. The summary loses little: every feed that
  /// failed says so on its row. A sync that failed is said all the same (``syncFinished``): the
  /// articles shown are then not the server's, which matters more, and the app prints the
  /// warnings again once the reader has quit.
  func sayRefreshSummary(_ summary: StatusMessage, _ state: inout ReaderState) {
    if case .startupWarnings = state.message { return }
    state.message = summary
  }
}

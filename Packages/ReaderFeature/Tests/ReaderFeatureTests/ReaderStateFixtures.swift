import ReaderFeature
import TerminalClient
import Testing

extension ReaderState {
  /// Changes the list of articles at `index` on the stack, for a step's expected state.
  mutating func list(_ index: Int, _ update: (inout ArticleListPage) -> Void) {
    guard case .articles(var page) = pages[index] else {
      Issue.record("Page \(index) is not a list of articles: \(pages[index])")
      return
    }
    update(&page)
    pages[index] = .articles(page)
  }

  /// The state once the feeds' counts arrived, as most flows begin.
  static func loaded(
    size: TerminalSize = Fixtures.narrow, options: ReaderOptions = ReaderOptions()
  ) -> ReaderState {
    var state = ReaderState(subscriptions: Fixtures.subscriptions, options: options, size: size)
    _ = ReaderReducer(now: { Fixtures.base }).reduce(
      &state, .feedsLoaded(.success(Fixtures.counts)))
    return state
  }

  /// The state with the world feed's articles listed, the cursor on the first.
  static func worldListed(size: TerminalSize = Fixtures.narrow) -> ReaderState {
    var state = loaded(size: size)
    let reducer = ReaderReducer(now: { Fixtures.base })
    _ = reducer.reduce(&state, .key(.down))
    _ = reducer.reduce(&state, .key(.enter))
    _ = reducer.reduce(
      &state, .articlesLoaded(.feed(Fixtures.world), .success(Fixtures.worldArticles)))
    return state
  }
}

extension ReaderState {
  /// Writes a failure in the error log as the reducer of these tests does, at the fixtures' time,
  /// for a step's expected state.
  mutating func logged(_ subject: String, _ reason: String) {
    errorLog.record(ErrorLog.Entry(time: Fixtures.base, subject: subject, reason: reason))
  }
}

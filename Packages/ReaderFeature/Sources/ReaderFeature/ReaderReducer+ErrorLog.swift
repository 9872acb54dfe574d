import Foundation

/// The error log: every failure an action reports is written in it, in this one place, whatever
/// the status line goes on to say of it.
extension ReaderReducer {
  /// Opens the log's page, unless it is the page shown.
  func openErrorLog(_ state: inout ReaderState) {
    if case .errorLog = state.pages.last { return }
    state.pages.append(.errorLog(scroll: 0))
  }

  /// Writes the failures `action` reports in the log, at ``now``, with what each concerns as the
  /// state names it when the action arrives: a feed by its title, an article by the title of the
  /// page that asked for it. A report the reducer ignores (a stale refresh's feed, a playback
  /// already stopped) is not written either.
  func logFailures(of action: ReaderAction, in state: inout ReaderState) {
    let failures = failuresReported(by: action, state)
    guard !failures.isEmpty else { return }
    let time = now()
    for (subject, reason) in failures {
      state.errorLog.record(ErrorLog.Entry(time: time, subject: subject, reason: reason))
    }
  }

  private func failuresReported(by action: ReaderAction, _ state: ReaderState)
    -> [(subject: String, reason: String)]
  {
    switch action {
    case .started:
      return state.startupWarnings.map { ("Starting", $0) }
    case .feedsLoaded(.failure(let failure)):
      return [("The feeds' counts", failure.message)]
    case .articlesLoaded(let scope, .failure(let failure)),
      .moreArticlesLoaded(let scope, _, .failure(let failure)):
      return [(subject(of: scope, state), failure.message)]
    case .articleLoaded(let id, .failure(let failure), _, _, _):
      return [(articleTitle(id, state), failure.message)]
    case .pageFetched(let id, .failure(let failure), _):
      return [("The page of \(articleTitle(id, state))", failure.message)]
    case .feedRefreshed(let result):
      guard state.refresh != nil, let failure = result.failure else { return [] }
      return [(feedTitle(result.feed, state), failure.message)]
    case .refreshFinished(let failure?):
      guard state.refresh != nil else { return [] }
      return [("The refresh", failure.message)]
    case .syncFinished(let result, let storeFailure):
      guard state.refresh != nil else { return [] }
      var failures: [(String, String)] = []
      if case .failure(let failure) = result { failures.append(("The sync", failure.message)) }
      if let storeFailure { failures.append(("The store, after the sync", storeFailure.message)) }
      return failures
    case .readMarksSaved(_, .failure(let failure)):
      return [("Read marks", failure.message)]
    case .starsSaved(.failure(let failure)):
      return [("Stars", failure.message)]
    case .playbackFinished(let failure?):
      guard let playback = state.playback else { return [] }
      return [("Playing \(playback.title)", failure.message)]
    case .browserFinished(let failure?):
      return [("The browser", failure.message)]
    default:
      return []
    }
  }

  private func subject(of scope: ArticleListScope, _ state: ReaderState) -> String {
    switch scope {
    case .feed(let feed): feedTitle(feed, state)
    case .allFeeds: "All feeds"
    case .search(let text, _): "The search for \(text)"
    case .filtered(let list, _, _): subject(of: list, state)
    }
  }

  private func feedTitle(_ feed: URL, _ state: ReaderState) -> String {
    state.feeds.first { $0.feed == feed }?.title ?? feed.absoluteString
  }

  private func articleTitle(_ id: Int64, _ state: ReaderState) -> String {
    state.pages.lazy.compactMap(\.articlePage).first { $0.article.id == id }?.article.title
      ?? "Article \(id)"
  }
}

import ArticleFeature
import ArticleStoreClient
import AudioPlayerClient
import ConcurrencyExtras
import Dependencies
import Foundation
import NewsClient
import NewsFeature
import RefreshFeature
import TerminalClient

/// Carries out the reducer's effects through the features and clients, and reports back with
/// actions.
///
/// It translates, and decides nothing: a refresh is RefreshFeature's one refresh, reader mode and
/// every mark are ArticleFeature's, so the command line and the reader follow the same rules.
/// Each effect is an ordinary async function that sends what it learns as it goes, so a test can
/// run one with only the endpoints it uses and read the actions it sent. Failures become
/// ``ReaderFailure`` actions: nothing the store, the network or the player does ends the reader.
/// What only the runner can do (redraw, quit, interrupt, cancel) is a ``ReaderDirective`` and
/// never comes here.
public struct ReaderEffects: Sendable {
  @Dependency(\.articleStore) var store
  @Dependency(\.newsClient) var newsClient
  @Dependency(\.audioPlayer) var audioPlayer
  @Dependency(\.terminal) var terminal
  @Dependency(\.linkOpeners) var linkOpeners
  @Dependency(\.continuousClock) var clock
  @Dependency(\.date) var date

  /// How often the playing time is updated on the status line.
  public static let playbackTick = Duration.seconds(1)
  /// How often the reader asks the store whether someone else changed it: soon enough that
  /// `mark-read` in another terminal shows while the user looks, and rare enough that an
  /// idle reader stays near no CPU, as a check reads no article: 0.12 s of CPU in a minute in a
  /// debug build, against 0.02 s without the check.
  public static let storeCheckInterval = Duration.seconds(1)

  public init() {}

  public func run(_ effect: ReaderEffect, send: @escaping @Sendable (ReaderAction) -> Void) async {
    switch effect {
    case .loadFeeds:
      send(.feedsLoaded(await result { try await store.counts() }))
    case .watchStore:
      await watchStore(send: send)
    case .loadArticles(let scope, let query):
      send(.articlesLoaded(scope, await result { try await articles(scope, query) }))
    case .loadMoreArticles(let scope, let query):
      send(.moreArticlesLoaded(scope, query, await result { try await articles(scope, query) }))
    case .loadArticle(let id):
      let stored = await result { try await store.article(id) }
      let article = try? stored.get()
      send(
        .articleLoaded(
          id, stored.map { $0?.fullestBody }, isPage: article?.page != nil,
          byline: article?.pageByline, summary: article?.article.summary))
    case .fetchPage(let id):
      let fetched = await result { try await ArticleFeature().article(ofStored: id) }
      guard !Task.isCancelled else { return }
      send(.pageFetched(id, fetched.map(\.body), byline: try? fetched.get().byline))
    case .search(let text, let filter, let tags, let limit):
      let found = await result {
        try await StoredHeadlinesFeature().search(filter, tags: tags, limit: limit)
      }
      send(.articlesLoaded(.search(text, filter), found))
    case .setRead(let change):
      let saved = await result {
        try await ArticleFeature().setRead(change.selections, isRead: change.isRead)
      }
      send(.readMarksSaved(change, saved))
    case .setStarred(let ids, let isStarred):
      let saved = await result {
        try await ArticleFeature().setStarred(.articles(ids), isStarred: isStarred)
      }
      send(.starsSaved(saved))
    case .refresh(let feeds, let retention):
      await refresh(feeds, retention: retention, send: send)
    case .openInBrowser(let url):
      await openEach([url], send: send)
    case .openEachInBrowser(let urls):
      await openEach(urls, send: send)
    case .play(let enclosure):
      await play(enclosure, send: send)
    }
  }

  /// Opens each of `urls` through the opener its address chooses, one after the other, and
  /// reports the first failure once all have been tried.
  private func openEach(_ urls: [URL], send: @Sendable (ReaderAction) -> Void) async {
    var firstFailure: ReaderFailure?
    for url in urls {
      let opening = linkOpeners.opening(for: url.absoluteString)
      let opened = await result { try await terminal.run(.opening(url, as: opening)) }
      guard !Task.isCancelled else { return }
      if case .failure(let failure) = opened, firstFailure == nil { firstFailure = failure }
    }
    send(.browserFinished(failure: firstFailure))
  }

  /// A list's rows: those `query` lists, and of them, in a list `F` filtered, what the filter
  /// chooses now, chosen by the store as `headlines --filter` is.
  private func articles(_ scope: ArticleListScope, _ query: ArticleQuery) async throws
    -> [StoredArticle]
  {
    guard let filter = scope.filter else { return try await store.articles(query) }
    return try await store.articlesMatching(filter, query, date.now)
  }

  /// The one refresh (``RefreshFeature``), which `headlines` and `watch` run too: each step
  /// reported as it happens, so the status line counts up while the user reads on, then the
  /// subscriptions it left, then how it ended.
  func refresh(
    _ feeds: [URL]?, retention: RetentionPolicy?,
    send: @escaping @Sendable (ReaderAction) -> Void
  ) async {
    let outcome: RefreshOutcome
    do {
      outcome = try await RefreshFeature().refresh(feeds: feeds, retention: retention) { step in
        switch step {
        case .syncing: send(.syncStarted)
        case .fetching(let count): send(.fetchStarted(feeds: count))
        case .fetched(let feed, let result):
          send(.feedRefreshed(FeedRefreshResult(feed: feed, result)))
        }
      }
    } catch {
      guard !Task.isCancelled else { return }
      send(.refreshFinished(failure: ReaderFailure(error)))
      return
    }
    guard !Task.isCancelled else { return }
    send(.subscriptionsChanged(outcome.subscriptions))
    let storeFailure = outcome.storeFailure.map { ReaderFailure($0.message) }
    switch outcome.result {
    case .fetched:
      send(.refreshFinished(failure: storeFailure))
    case .synced(let report):
      send(.syncFinished(.success(report), storeFailure: storeFailure))
    case .syncFailed(let failure):
      send(.syncFinished(.failure(ReaderFailure(failure.message))))
    }
  }

  /// Reports the store's token of outside changes at once, then each time a check, every check
  /// interval until the reader ends, finds another: what a new token means is the reducer's to
  /// decide. A check that finds what was last reported reports nothing, so an idle reader is not
  /// woken to reduce and render a screen that cannot have changed.
  func watchStore(send: @escaping @Sendable (ReaderAction) -> Void) async {
    var reported: Result<Int, ReaderFailure>?
    while !Task.isCancelled {
      let checked = await result { try await store.externalChangeToken() }
      if checked != reported {
        send(.storeChecked(checked))
        reported = checked
      }
      do {
        try await clock.sleep(for: Self.storeCheckInterval)
      } catch {
        return
      }
    }
  }

  /// Downloads the enclosure, then plays it while the playing time is read from the player every
  /// tick. Cancelling stops the download or the sound, and then reports nothing: whoever
  /// cancelled has already moved on.
  func play(
    _ enclosure: Enclosure, send: @escaping @Sendable (ReaderAction) -> Void
  ) async {
    do {
      let lastPercent = LockIsolated<Int?>(nil)
      let file = try await newsClient.downloadEnclosure(enclosure.url) { progress in
        let percent = progress.fractionCompleted.map { Int($0 * 100) }
        let changed = lastPercent.withValue { last in
          defer { last = percent }
          return percent != nil && last != percent
        }
        if changed { send(.playbackProgressed(.downloading(percent: percent))) }
      }
      send(.playbackProgressed(.playing(elapsed: .zero, duration: enclosure.duration)))
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await audioPlayer.play(file) }
        group.addTask {
          while true {
            try await clock.sleep(for: Self.playbackTick)
            guard let position = await audioPlayer.position() else { continue }
            send(
              .playbackProgressed(
                .playing(
                  elapsed: position.elapsed, duration: position.duration ?? enclosure.duration)))
          }
        }
        try await group.next()
        group.cancelAll()
      }
      send(.playbackFinished(failure: nil))
    } catch {
      guard !Task.isCancelled, !(error is CancellationError) else { return }
      send(.playbackFinished(failure: ReaderFailure(error)))
    }
  }

  private func result<Success: Sendable>(_ work: () async throws -> Success) async -> Result<
    Success, ReaderFailure
  > {
    do {
      return .success(try await work())
    } catch {
      return .failure(ReaderFailure(error))
    }
  }
}

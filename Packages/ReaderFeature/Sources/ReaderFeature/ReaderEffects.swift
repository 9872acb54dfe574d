import ArticleClient
import ArticleStoreClient
import AudioPlayerClient
import ConcurrencyExtras
import Dependencies
import Foundation
import NewsClient
import NewsFeature
import SyncFeature
import TerminalClient

/// Carries out the reducer's effects through the clients and reports back with actions.
///
/// Each effect is an ordinary async function that sends what it learns as it goes, so a test can
/// run one with only the endpoints it uses and read the actions it sent. Failures become
/// ``ReaderFailure`` actions: nothing the store, the network or the player does ends the reader.
/// What only the runner can do (redraw, quit, interrupt, cancel) is a ``ReaderDirective`` and
/// never comes here.
public struct ReaderEffects: Sendable {
  @Dependency(\.articleStore) var store
  @Dependency(\.articleClient) var articleClient
  @Dependency(\.newsClient) var newsClient
  @Dependency(\.audioPlayer) var audioPlayer
  @Dependency(\.terminal) var terminal
  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now

  /// How often the playing time is updated on the status line.
  public static let playbackTick = Duration.seconds(1)

  public init() {}

  public func run(_ effect: ReaderEffect, send: @escaping @Sendable (ReaderAction) -> Void) async {
    switch effect {
    case .loadFeeds:
      send(.feedsLoaded(await result { try await store.counts() }))
    case .loadArticles(let scope, let query):
      send(.articlesLoaded(scope, await result { try await store.articles(query) }))
    case .loadArticle(let id):
      let stored = await result { try await store.article(id) }
      send(
        .articleLoaded(
          id, stored.map { $0?.fullestBody }, isPage: (try? stored.get()?.page) != nil))
    case .fetchPage(let id, let url):
      let fetched = await result {
        let article = try await articleClient.fetchArticle(url)
        _ = try await store.savePage(id, article.body, article.byline)
        return article.body
      }
      guard !Task.isCancelled else { return }
      send(.pageFetched(id, fetched))
    case .search(let text, let limit):
      send(.articlesLoaded(.search(text), await result { try await store.search(text, limit) }))
    case .setRead(let change):
      let saved = await result {
        var changed = 0
        for selection in change.selections {
          changed += try await store.setRead(selection, change.isRead)
        }
        return changed
      }
      send(.readMarksSaved(change, saved))
    case .setStarred(let ids, let isStarred):
      send(.starsSaved(await result { try await store.setStarred(.articles(ids), isStarred) }))
    case .refresh(let feeds, let retention):
      await refresh(feeds, retention: retention, send: send)
    case .openInBrowser(let url):
      let opened = await result { try await terminal.openURL(url) }
      guard !Task.isCancelled else { return }
      if case .failure(let failure) = opened {
        send(.browserFinished(failure: failure))
      } else {
        send(.browserFinished(failure: nil))
      }
    case .play(let enclosure):
      await play(enclosure, send: send)
    }
  }

  /// Refreshes `feeds` into the store as `headlines` does (``FeedRefresher``), reporting each as
  /// it lands so the status line counts up while the user reads on, then says it is done, with
  /// the retention's failure if it had one.
  ///
  /// While the user is logged in to a sync server, the refresh is a sync of everything instead
  /// (``SyncFeature``), as it is in `headlines`: the server decides the feeds and the marks.
  func refresh(
    _ feeds: [URL], retention: RetentionPolicy?,
    send: @escaping @Sendable (ReaderAction) -> Void
  ) async {
    let sync = SyncFeature()
    if case .success(nil) = await result({ try await sync.account() }) {
      await fetch(feeds, retention: retention, send: send)
      return
    }
    send(.syncStarted)
    let synced: Result<SyncReport, ReaderFailure>
    switch await sync.sync() {
    case .synced(let report):
      synced = .success(report)
      if let subscriptions = try? await SubscriptionsFeature().load().value {
        send(.subscriptionsChanged(subscriptions))
      }
    case .failed(let failure): synced = .failure(ReaderFailure(failure.message))
    case .notLoggedIn: synced = .failure(ReaderFailure("Logged out of the sync server meanwhile"))
    }
    guard !Task.isCancelled else { return }
    send(.syncFinished(synced))
  }

  private func fetch(
    _ feeds: [URL], retention: RetentionPolicy?,
    send: @escaping @Sendable (ReaderAction) -> Void
  ) async {
    var retentionFailure: ReaderFailure?
    do {
      try await FeedRefresher().refresh(feeds, retention: retention) { feed, outcome in
        send(.feedRefreshed(FeedRefreshResult(feed: feed, outcome)))
      }
    } catch {
      retentionFailure = ReaderFailure(error)
    }
    guard !Task.isCancelled else { return }
    send(.refreshFinished(retentionFailure: retentionFailure))
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

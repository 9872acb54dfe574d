import ArticleStoreClient
import ConcurrencyCore
import Dependencies
import Foundation
import NewsClient

/// Brings the article store up to date with a list of feeds, then applies the retention policy:
/// the fetch of the one refresh (RefreshFeature) that `headlines`, `watch` and the reader share.
///
/// Each feed is asked for with the revision the store last saved of it, so a feed that has not
/// changed costs one request and nothing more: no parse, no write. What did change is saved as
/// soon as it arrives, by the task that fetched it, so the store's work overlaps the network's and
/// a refresh holds only the feeds in flight, never all of them. Each feed's outcome is reported as
/// it lands, so a screen can count up while the rest are still on their way.
public struct FeedRefresher: Sendable {
  @Dependency(\.newsClient.fetchFeedUpdate) var fetchFeedUpdate
  @Dependency(\.articleStore) var store
  @Dependency(\.date.now) var now

  public init() {}

  /// Refreshes `feeds`, calling `report` with each one's outcome as it lands, in the order they
  /// land. Throws only the retention's failure; a feed's own failure is reported, never thrown.
  ///
  /// A store whose revisions cannot be read is asked to save every feed as fetched, and each
  /// save's failure is reported: the caller learns the store is unusable from the outcomes.
  ///
  /// Returns whether the refresh changed what the store holds: a feed was saved, or the retention
  /// removed articles. When it did not, a list read from the store while the feeds were on their
  /// way is still the list, and the caller need not read it again.
  @discardableResult
  public func refresh(
    _ feeds: [URL], retention: RetentionPolicy?,
    report: (URL, FeedRefreshOutcome) -> Void
  ) async throws -> Bool {
    let revisions = (try? await store.revisions()) ?? [:]
    var savedAny = false
    await TaskWindow.forEach(feeds, width: HeadlinesFeature.maximumPendingFetches) { feed in
      await refreshOne(feed, revisions[feed])
    } receive: { feed, outcome in
      if case .saved = outcome { savedAny = true }
      report(feed, outcome)
    }
    try Task.checkCancellation()
    guard let retention else { return savedAny }
    return try await store.applyRetention(retention, now) > 0 || savedAny
  }

  private func refreshOne(_ feed: URL, _ knownRevision: String?) async -> FeedRefreshOutcome {
    let update: FeedUpdate
    do {
      update = try await fetchFeedUpdate(feed, knownRevision)
    } catch {
      return .fetchFailed(error)
    }
    guard case .changed(let fetched) = update else { return .unchanged }
    do {
      return .saved(try await store.save(fetched, now), problem: fetched.problem)
    } catch {
      return .saveFailed(error)
    }
  }
}

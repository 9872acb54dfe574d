import ConcurrencyCore
import Dependencies
import Foundation
import NewsClient

/// Reads many feeds at once and turns them into one list of headlines.
///
/// It asks only for the `fetchFeed` endpoint, so its tests override that one endpoint and are told
/// if the flow ever starts downloading or calling anything else.
public struct HeadlinesFeature: Sendable {
  @Dependency(\.newsClient.fetchFeed) var fetchFeed

  public init() {}

  /// Fetches every subscription concurrently and merges the results.
  ///
  /// - Parameter limit: The most headlines to return, after merging; nil for all.
  public func refresh(
    _ subscriptions: [Subscription],
    cachePolicy: CachePolicy,
    limit: Int? = nil
  ) async -> HeadlineList {
    let results = await fetchAll(subscriptions, cachePolicy: cachePolicy)
    return Self.merge(subscriptions, results, limit: limit)
  }

  /// Fetches every subscription, at most ``maximumPendingFetches`` at a time, and returns each
  /// one's result in the order of `subscriptions`: nil for a fetch that never ended.
  func fetchAll(_ subscriptions: [Subscription], cachePolicy: CachePolicy) async
    -> [Result<Feed, any Error>?]
  {
    let fetchFeed = fetchFeed
    var results = [Result<Feed, any Error>?](repeating: nil, count: subscriptions.count)
    await TaskWindow.forEach(Array(subscriptions.indices), width: Self.maximumPendingFetches) {
      index in
      do {
        return Result<Feed, any Error>.success(
          try await fetchFeed(subscriptions[index].url, cachePolicy))
      } catch {
        return .failure(error)
      }
    } receive: { index, result in
      results[index] = result
    }
    return results
  }

  /// The headlines of the feeds that loaded, merged, and a failure for each that did not.
  static func merge(
    _ subscriptions: [Subscription], _ results: [Result<Feed, any Error>?], limit: Int?
  ) -> HeadlineList {
    var loaded: [(source: String, feed: URL, articles: [Article])] = []
    for (subscription, result) in zip(subscriptions, results) {
      if case .success(let feed) = result {
        loaded.append((subscription.source(titled: feed.title), subscription.url, feed.articles))
      }
    }
    return HeadlineList(
      headlines: HeadlineMerging.merge(loaded, limit: limit),
      failures: failures(subscriptions, results)
    )
  }

  /// A failure for each subscription that did not load, or loaded only the articles before a
  /// fault (``Feed/problem``), in subscription order.
  static func failures(_ subscriptions: [Subscription], _ results: [Result<Feed, any Error>?])
    -> [FeedFailure]
  {
    zip(subscriptions, results).compactMap { subscription, result in
      switch result {
      case .success(let feed):
        feed.problem.map {
          FeedFailure(feed: subscription.url, message: message(for: $0), wasReadInPart: true)
        }
      case .failure(let error):
        FeedFailure(feed: subscription.url, message: message(for: error))
      case nil:
        FeedFailure(feed: subscription.url, message: "Not loaded")
      }
    }
  }

  /// How many fetches are asked for at once.
  ///
  /// The live client runs 8 transfers at a time, at most 4 per host, and queues the rest; a fetch
  /// waiting in that queue already holds its task, its transfer, its libcurl handle and its parser,
  /// about 18 KB. Asking for every subscription at once made 300 of them hold 5 MB before the
  /// first feed arrived; 32 keep the client busy whatever the order of the hosts.
  public static let maximumPendingFetches = 32

  static func message(for error: any Error) -> String {
    if error is CancellationError { return "Cancelled" }
    return (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
  }
}

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
    return await withTaskGroup(of: IndexedResult.self) { group in
      func addFetch(_ index: Int) {
        let url = subscriptions[index].url
        group.addTask {
          do {
            return IndexedResult(
              index: index, result: .success(try await fetchFeed(url, cachePolicy)))
          } catch {
            return IndexedResult(index: index, result: .failure(error))
          }
        }
      }
      var next = min(subscriptions.count, Self.maximumPendingFetches)
      for index in 0..<next { addFetch(index) }
      var results = [Result<Feed, any Error>?](repeating: nil, count: subscriptions.count)
      for await child in group {
        results[child.index] = child.result
        if next < subscriptions.count {
          addFetch(next)
          next += 1
        }
      }
      return results
    }
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
        feed.problem.map { FeedFailure(feed: subscription.url, message: message(for: $0)) }
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

  /// What one child task returns: a struct, never a tuple.
  ///
  /// Swift 6.3.1's optimizer corrupts tuples returned from task-group child tasks in release
  /// builds, storing results under the wrong index. Fixed upstream by swiftlang/swift#91911 ("Don't
  /// split async @out tuple results across suspensions"); this type can become a tuple again once
  /// the toolchain has that fix.
  private struct IndexedResult: Sendable {
    let index: Int
    let result: Result<Feed, any Error>
  }

  static func message(for error: any Error) -> String {
    if error is CancellationError { return "Cancelled" }
    return (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
  }
}

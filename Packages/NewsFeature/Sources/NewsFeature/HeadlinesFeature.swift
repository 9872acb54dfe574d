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
    let fetchFeed = fetchFeed
    let results = await withTaskGroup(of: IndexedResult.self) { group in
      for (index, subscription) in subscriptions.enumerated() {
        group.addTask {
          do {
            return IndexedResult(index: index, result: .success(try await fetchFeed(subscription.url, cachePolicy)))
          } catch {
            return IndexedResult(index: index, result: .failure(error))
          }
        }
      }
      var results = [Result<Feed, any Error>?](repeating: nil, count: subscriptions.count)
      for await child in group {
        results[child.index] = child.result
      }
      return results
    }

    var loaded: [(source: String, feed: URL, articles: [Article])] = []
    var failures: [FeedFailure] = []
    for (subscription, result) in zip(subscriptions, results) {
      switch result {
      case .success(let feed):
        let source = subscription.title ?? (feed.title.isEmpty ? subscription.url.host ?? "" : feed.title)
        loaded.append((source, subscription.url, feed.articles))
      case .failure(let error):
        failures.append(FeedFailure(feed: subscription.url, message: Self.message(for: error)))
      case nil:
        failures.append(FeedFailure(feed: subscription.url, message: "Not loaded"))
      }
    }
    return HeadlineList(
      headlines: HeadlineMerging.merge(loaded, limit: limit),
      failures: failures
    )
  }

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

  private static func message(for error: any Error) -> String {
    if error is CancellationError { return "Cancelled" }
    return (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
  }
}

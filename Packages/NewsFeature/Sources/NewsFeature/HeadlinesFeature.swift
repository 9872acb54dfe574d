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

    var loaded: [(source: String, feed: URL, articles: [Article])] = []
    var failures: [FeedFailure] = []
    for (subscription, result) in zip(subscriptions, results) {
      switch result {
      case .success(let feed):
        let source =
          subscription.title ?? (feed.title.isEmpty ? subscription.url.host ?? "" : feed.title)
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

  private static func message(for error: any Error) -> String {
    if error is CancellationError { return "Cancelled" }
    return (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
  }
}

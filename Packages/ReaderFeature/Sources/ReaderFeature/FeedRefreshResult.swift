import Foundation
import NewsFeature

/// What refreshing one feed did, as the status line tells it: how many articles it added, or why
/// it failed.
public struct FeedRefreshResult: Sendable, Hashable {
  public var feed: URL
  public var inserted: Int
  public var failure: ReaderFailure?

  public init(feed: URL, inserted: Int = 0, failure: ReaderFailure? = nil) {
    self.feed = feed
    self.inserted = inserted
    self.failure = failure
  }
}

extension FeedRefreshResult {
  /// The result of `outcome`: an unchanged feed added nothing, and a failure is a failure whether
  /// the feed or the store failed, since either way the feed is not up to date; a feed that broke
  /// off part-way added what it delivered and failed too.
  init(feed: URL, _ outcome: FeedRefreshOutcome) {
    switch outcome {
    case .unchanged: self.init(feed: feed)
    case .saved(let result, let problem):
      self.init(feed: feed, inserted: result.inserted, failure: problem.map { ReaderFailure($0) })
    case .fetchFailed(let error), .saveFailed(let error):
      self.init(feed: feed, failure: ReaderFailure(error))
    }
  }
}

import Foundation

/// What refreshing one feed did: how many articles it added, or why it failed.
///
/// A struct rather than a tuple because it is returned from task-group child tasks, which Swift
/// 6.3.1's optimizer miscompiles for tuples (see the README's "make test tests the release
/// build").
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

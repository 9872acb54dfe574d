/// The result of a refresh: what loaded and what did not.
///
/// Failures travel beside the headlines instead of being thrown, because one broken feed must
/// never hide the others.
public struct HeadlineList: Sendable, Hashable {
  /// Newest first, duplicates removed, limited.
  public var headlines: [Headline]
  /// In subscription order.
  public var failures: [FeedFailure]
  /// Why the article store could not be used, when it could not: the headlines then come from
  /// the feeds as fetched, and nothing was stored.
  public var storeProblem: String?

  public init(headlines: [Headline], failures: [FeedFailure], storeProblem: String? = nil) {
    self.headlines = headlines
    self.failures = failures
    self.storeProblem = storeProblem
  }
}

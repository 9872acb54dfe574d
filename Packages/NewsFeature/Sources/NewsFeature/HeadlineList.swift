/// The result of a refresh: what loaded and what did not.
///
/// Failures travel beside the headlines instead of being thrown, because one broken feed must
/// never hide the others.
public struct HeadlineList: Sendable, Hashable {
  /// Newest first, duplicates removed, limited.
  public var headlines: [Headline]
  /// In subscription order.
  public var failures: [FeedFailure]

  public init(headlines: [Headline], failures: [FeedFailure]) {
    self.headlines = headlines
    self.failures = failures
  }
}

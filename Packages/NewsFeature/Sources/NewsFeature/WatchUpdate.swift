/// What one poll of a watch found.
public struct WatchUpdate: Sendable, Hashable {
  /// On the first poll, every headline; afterwards, only those not seen in an earlier poll.
  public var headlines: [Headline]
  public var failures: [FeedFailure]
  public var isFirst: Bool
}

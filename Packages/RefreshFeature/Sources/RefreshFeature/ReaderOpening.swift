import NewsFeature

/// What the reader opens on.
public struct ReaderOpening: Sendable, Hashable {
  public var subscriptions: [Subscription]
  /// Whether the reader should refresh as it opens: not when a sync just stood for that refresh,
  /// nor when it was asked not to.
  public var refreshesOnOpening: Bool
  /// What went wrong without stopping the reader, one line each: a sync that failed,
  /// subscriptions set aside.
  public var warnings: [String]

  public init(subscriptions: [Subscription], refreshesOnOpening: Bool, warnings: [String] = []) {
    self.subscriptions = subscriptions
    self.refreshesOnOpening = refreshesOnOpening
    self.warnings = warnings
  }
}

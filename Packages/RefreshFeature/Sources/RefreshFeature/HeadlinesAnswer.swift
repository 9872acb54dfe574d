import NewsFeature

/// What `headlines` shows: the list, which of it is new, and what went wrong on the way.
public struct HeadlinesAnswer: Sendable, Hashable {
  /// The headlines, newest first, with each feed that failed beside them.
  public var list: HeadlineList
  /// The ids of the headlines that no earlier run showed.
  public var newIDs: Set<String>
  /// How many feeds were read: the subscriptions, or the feeds named.
  public var feeds: Int
  /// What went wrong without stopping the list, one line each, in the order it happened: a
  /// sync that failed, subscriptions set aside, a store that could not keep the feeds, a reading
  /// history that could not be used.
  public var warnings: [String]

  public init(list: HeadlineList, newIDs: Set<String>, feeds: Int, warnings: [String] = []) {
    self.list = list
    self.newIDs = newIDs
    self.feeds = feeds
    self.warnings = warnings
  }

  /// Not one feed could be read: a command ends with a failure. A feed read past a fault was
  /// read.
  public var everyFeedFailed: Bool {
    list.failures.filter { !$0.wasReadInPart }.count == feeds
  }
}

/// Which articles the store keeps, so that it does not grow without end.
///
/// An article is kept only when it passes every limit that is set. Unread articles are kept
/// whatever their age or position unless ``dropsUnread`` says otherwise: a person who has not read
/// something yet should not lose it silently. Starred articles are always kept: a star is the
/// user asking for exactly that.
public struct RetentionPolicy: Sendable, Hashable {
  /// Articles first stored longer ago than this are dropped. First stored rather than published,
  /// so that an old article a feed still carries is not dropped on the day it arrives.
  public var maximumAge: Duration?
  /// Only this many of each feed's newest articles are kept.
  public var newestPerFeed: Int?
  /// Whether unread articles are dropped too.
  public var dropsUnread: Bool

  public init(maximumAge: Duration? = nil, newestPerFeed: Int? = nil, dropsUnread: Bool = false) {
    self.maximumAge = maximumAge
    self.newestPerFeed = newestPerFeed
    self.dropsUnread = dropsUnread
  }

  /// Keeps articles first stored within the last `days` days.
  public static func days(_ days: Int, dropsUnread: Bool = false) -> RetentionPolicy {
    RetentionPolicy(maximumAge: .seconds(days * 86_400), dropsUnread: dropsUnread)
  }
}

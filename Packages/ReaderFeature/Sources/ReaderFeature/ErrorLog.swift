import Foundation
import TextCore

/// Every failure the reader met this session, newest first, for the page that lists them: the
/// status line holds one message until the next key, and a feed's failure shows only while that
/// feed is in view, so without the log a failure the reader missed could not be read again.
public struct ErrorLog: Sendable, Hashable {
  /// One failure: when it happened, what it concerns (a feed, an article, the sync) and why.
  public struct Entry: Sendable, Hashable {
    public var time: Date
    public var subject: String
    public var reason: String

    /// Both texts are made safe for the terminal here, whatever their source: a feed's title and
    /// a failure's reason may both come from the network.
    public init(time: Date, subject: String, reason: String) {
      self.time = time
      self.subject = TerminalText.sanitized(subject)
      self.reason = TerminalText.sanitized(reason)
    }
  }

  /// How many failures are kept: a reader left open for days beside a feed that is down keeps its
  /// latest failures, not every one since it opened.
  public static let capacity = 100

  /// Newest first.
  public private(set) var entries: [Entry] = []

  public init() {}

  /// Adds `entry` as the newest, dropping the oldest beyond ``capacity``.
  public mutating func record(_ entry: Entry) {
    entries.insert(entry, at: 0)
    if entries.count > Self.capacity {
      entries.removeLast(entries.count - Self.capacity)
    }
  }
}

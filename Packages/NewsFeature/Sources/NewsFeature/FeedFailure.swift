import Foundation
import NewsClient
import TextCore

/// A feed that could not be loaded, or was read only in part, reported beside the headlines that
/// could.
public struct FeedFailure: Sendable, Hashable, Codable, Error {
  /// The URL the feed was requested with.
  public var feed: URL
  /// A message for a person, already safe to print.
  public var message: String
  /// Whether the feed was read past its fault: its articles are among the headlines, and the
  /// failure says what was wrong with the rest. A feed read in part was loaded.
  public var wasReadInPart: Bool

  public init(feed: URL, message: String, wasReadInPart: Bool = false) {
    self.feed = feed
    self.message = TerminalText.sanitized(message)
    self.wasReadInPart = wasReadInPart
  }

  /// The failure of `feed` for `error`, in the words its error has for a person.
  public init(feed: URL, error: any Error, wasReadInPart: Bool = false) {
    self.init(
      feed: feed, message: HeadlinesFeature.message(for: error), wasReadInPart: wasReadInPart)
  }
}

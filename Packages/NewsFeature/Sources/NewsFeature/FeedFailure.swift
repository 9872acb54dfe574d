import Foundation
import NewsClient
import TextCore

/// A feed that could not be loaded, reported beside the headlines that could.
public struct FeedFailure: Sendable, Hashable, Codable, Error {
  /// The URL the feed was requested with.
  public var feed: URL
  /// A message for a person, already safe to print.
  public var message: String

  public init(feed: URL, message: String) {
    self.feed = feed
    self.message = TerminalText.sanitized(message)
  }

  /// The failure of `feed` for `error`, in the words its error has for a person.
  public init(feed: URL, error: any Error) {
    self.init(feed: feed, message: HeadlinesFeature.message(for: error))
  }
}

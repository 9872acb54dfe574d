import NewsClient
import TextCore

/// Why the subscription list could not be changed as asked.
public enum SubscriptionError: Error, Sendable, Hashable, CustomStringConvertible {
  case invalidAddress(String)
  case notSubscribed(String)
  /// There is nothing to remove, or to read.
  case noSubscriptions
  /// A position outside the list, which is numbered from 1 to `count`.
  case noSuchNumber(Int, count: Int)
  /// A tag must be one word: not empty, with no space or control character.
  case invalidTag(String)

  public var description: String {
    switch self {
    case .invalidAddress(let address):
      return "'\(TerminalText.sanitized(address))' is not an http or https address"
    case .notSubscribed(let selector):
      return "No subscription matches '\(TerminalText.sanitized(selector))'; see the list of feeds"
    case .noSubscriptions:
      return "You have no subscriptions"
    case .noSuchNumber(let number, let count):
      return "There is no subscription number \(number); the feeds are numbered 1 to \(count)"
    case .invalidTag(let tag):
      return tag.isEmpty
        ? "A tag cannot be empty"
        : "'\(TerminalText.sanitized(tag))' cannot be a tag: a tag is one word, with no space or control character"
    }
  }
}

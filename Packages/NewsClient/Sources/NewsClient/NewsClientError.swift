import Foundation
import NetworkCore

/// Why a feed or enclosure could not be loaded: one case per class of failure.
///
/// The cases are the app's own vocabulary, not curl's or HTTP's, so a feature can decide what to do
/// (retry later, drop the feed, tell the user) without importing any network code; what the
/// network did is ``NetworkFailure``, the words every client's error shares. Every message names
/// the URL, so a person reading a list of failures knows which feed each belongs to.
/// Cancellation is not among them: a cancelled call throws `CancellationError`, as it does from any
/// client.
public enum NewsClientError: Error, Sendable, Hashable, Codable {
  /// The request failed on the network or the server said no.
  case network(URL, NetworkFailure)
  /// The body is not RSS, Atom or JSON Feed, such as an HTML page or an empty body.
  case notAFeed(URL)
  /// The body looks like a feed but could not be read.
  case malformedFeed(URL, reason: String)
  /// The offline cache policy was asked for a feed that was never cached.
  case notCached(URL)

  /// The URL the failure belongs to.
  public var url: URL {
    switch self {
    case .network(let url, _), .notAFeed(let url), .malformedFeed(let url, _),
      .notCached(let url):
      url
    }
  }
}

extension NewsClientError: LocalizedError, CustomStringConvertible {
  public var errorDescription: String? { description }

  public var description: String {
    let url = url.absoluteString
    switch self {
    case .network(_, let failure):
      return failure.sentence(about: url)
    case .notAFeed:
      return "\(url) is not an RSS, Atom or JSON feed"
    case .malformedFeed(_, let reason):
      return "Malformed feed at \(url): \(reason)"
    case .notCached:
      return "\(url) is not cached, and the network may not be used"
    }
  }
}

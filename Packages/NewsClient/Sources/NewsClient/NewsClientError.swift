import Foundation

/// Why a feed or enclosure could not be loaded: one case per class of failure.
///
/// The cases are the app's own vocabulary, not curl's or HTTP's, so a feature can decide what to do
/// (retry later, drop the feed, tell the user) without importing any network code. Every message
/// names the URL, so a person reading a list of failures knows which feed each belongs to.
/// Cancellation is not among them: a cancelled call throws `CancellationError`, as it does from any
/// client.
public enum NewsClientError: Error, Sendable, Hashable, Codable {
  /// The host could not be resolved or did not accept a connection.
  case cannotConnect(URL, reason: String)
  /// The server did not answer, or stopped sending, within the time allowed.
  case timedOut(URL)
  /// The server answered with a status other than success.
  case httpStatus(URL, code: Int, retryAfter: Duration? = nil)
  /// The body grew past the size limit.
  case tooLarge(URL, limitBytes: Int64)
  /// The body is not RSS, Atom or JSON Feed, such as an HTML page or an empty body.
  case notAFeed(URL)
  /// The body looks like a feed but could not be read.
  case malformedFeed(URL, reason: String)
  /// The URL, or a redirect, uses a scheme other than http and https.
  case protocolNotAllowed(URL)
  /// The offline cache policy was asked for a feed that was never cached.
  case notCached(URL)
  /// Any other transfer failure, such as TLS or a broken content encoding.
  case transferFailed(URL, reason: String)

  /// The URL the failure belongs to.
  public var url: URL {
    switch self {
    case .cannotConnect(let url, _), .timedOut(let url), .httpStatus(let url, _, _),
      .tooLarge(let url, _), .notAFeed(let url), .malformedFeed(let url, _),
      .protocolNotAllowed(let url), .notCached(let url), .transferFailed(let url, _):
      return url
    }
  }
}

extension NewsClientError: LocalizedError, CustomStringConvertible {
  public var errorDescription: String? { description }

  public var description: String {
    let url = url.absoluteString
    switch self {
    case .cannotConnect(_, let reason):
      return "Could not connect to \(url): \(reason)"
    case .timedOut:
      return "Timed out waiting for \(url)"
    case .httpStatus(_, let code, let retryAfter):
      let retry = retryAfter.map { ", retry after \($0.components.seconds) s" } ?? ""
      return "HTTP status \(code) from \(url)\(retry)"
    case .tooLarge(_, let limitBytes):
      return "\(url) is larger than the limit of \(limitBytes) bytes"
    case .notAFeed:
      return "\(url) is not an RSS, Atom or JSON feed"
    case .malformedFeed(_, let reason):
      return "Malformed feed at \(url): \(reason)"
    case .protocolNotAllowed:
      return "Refused \(url): only http and https are allowed"
    case .notCached:
      return "\(url) is not cached, and the network may not be used"
    case .transferFailed(_, let reason):
      return "Could not load \(url): \(reason)"
    }
  }
}

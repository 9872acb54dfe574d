import Foundation

/// Why a request over the network failed, in the app's words: the one vocabulary every client's
/// error shares, so that a timeout is a timeout whether a feed, a page or a sync server was asked.
///
/// The transport (HTTPEngine) maps its own failures into it once; a client's error adds what the
/// failure belongs to (a feed's URL, a page's, a sync server's) and what only that client knows
/// (a body that is not a feed, a refused password). Cancellation is not here: a cancelled request
/// throws `CancellationError`, as every client does.
public enum NetworkFailure: Error, Sendable, Hashable, Codable {
  /// The host could not be resolved, or did not take the connection.
  case cannotConnect(reason: String)
  /// The server did not answer, or stopped sending, within the time allowed.
  case timedOut
  /// The server answered with a status other than success, perhaps saying when to ask again.
  case httpStatus(code: Int, retryAfter: Duration? = nil)
  /// The reply grew past the size limit.
  case tooLarge(limitBytes: Int64)
  /// The address, or a redirect, is not a web address (``WebAddress``).
  case notWeb
  /// The redirects went on past the limit.
  case tooManyRedirects(limit: Int)
  /// Anything else, such as TLS or a broken content encoding, in the transport's words.
  case failed(reason: String)

  /// One sentence for a person about `subject`, such as a URL or "the sync server at …".
  public func sentence(about subject: String) -> String {
    switch self {
    case .cannotConnect(let reason):
      "Could not connect to \(subject): \(reason)"
    case .timedOut:
      "Timed out waiting for \(subject)"
    case .httpStatus(let code, let retryAfter):
      "HTTP status \(code) from \(subject)"
        + (retryAfter.map { ", retry after \($0.components.seconds) s" } ?? "")
    case .tooLarge(let limitBytes):
      "\(subject) is larger than the limit of \(limitBytes) bytes"
    case .notWeb:
      "Refused \(subject): only http and https are allowed"
    case .tooManyRedirects(let limit):
      "\(subject) redirected more than \(limit) times"
    case .failed(let reason):
      "Could not load \(subject): \(reason)"
    }
  }
}

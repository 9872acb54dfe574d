import Foundation

/// Why no article could be had from a page: one case per thing a person can act on.
///
/// The cases are the app's own vocabulary, not curl's, HTTP's or an extractor's, so the reader
/// can say what went wrong in one line without importing any network code. Every message names
/// the URL. Cancellation is not among them: a cancelled call throws `CancellationError`.
public enum ArticleClientError: Error, Sendable, Hashable, Codable {
  /// The address is not an http or https URL, or redirected to one that is not.
  case notHTTP(URL)
  /// The host could not be resolved or reached, or the transfer broke off.
  case unreachable(URL, reason: String)
  /// The page grew past the size limit.
  case tooLarge(URL, limitBytes: Int64)
  /// The page did not arrive within the time limit.
  case tooSlow(URL)
  /// The server answered with a status other than success.
  case httpStatus(URL, code: Int)
  /// The page arrived, but holds no article: it is not HTML, or nothing on it reads as one.
  case noArticle(URL)

  /// The URL the failure belongs to.
  public var url: URL {
    switch self {
    case .notHTTP(let url), .unreachable(let url, _), .tooLarge(let url, _), .tooSlow(let url),
      .httpStatus(let url, _), .noArticle(let url):
      url
    }
  }
}

extension ArticleClientError: LocalizedError, CustomStringConvertible {
  public var errorDescription: String? { description }

  public var description: String {
    let url = url.absoluteString
    switch self {
    case .notHTTP:
      return "Refused \(url): only http and https pages can be fetched"
    case .unreachable(_, let reason):
      return "Could not load \(url): \(reason)"
    case .tooLarge(_, let limitBytes):
      return "\(url) is larger than the limit of \(limitBytes) bytes"
    case .tooSlow:
      return "Timed out waiting for \(url)"
    case .httpStatus(_, let code):
      return "HTTP status \(code) from \(url)"
    case .noArticle:
      return "No article found at \(url)"
    }
  }
}

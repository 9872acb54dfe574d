import Foundation
import NetworkCore

/// Why no article could be had from a page: one case per thing a person can act on.
///
/// The cases are the app's own vocabulary, not curl's, HTTP's or an extractor's, so the reader
/// can say what went wrong in one line without importing any network code; what the network did
/// is ``NetworkFailure``, the words every client's error shares. Every message names the URL.
/// Cancellation is not among them: a cancelled call throws `CancellationError`.
public enum ArticleClientError: Error, Sendable, Hashable, Codable {
  /// The request failed on the network or the server said no; ``NetworkFailure/notWeb`` for an
  /// address, or a redirect, that is not http or https.
  case network(URL, NetworkFailure)
  /// The page arrived, but holds no article: it is not HTML, or nothing on it reads as one.
  case noArticle(URL)

  /// The URL the failure belongs to.
  public var url: URL {
    switch self {
    case .network(let url, _), .noArticle(let url): url
    }
  }
}

extension ArticleClientError: LocalizedError, CustomStringConvertible {
  public var errorDescription: String? { description }

  public var description: String {
    switch self {
    case .network(let url, let failure): failure.sentence(about: url.absoluteString)
    case .noArticle(let url): "No article found at \(url.absoluteString)"
    }
  }
}

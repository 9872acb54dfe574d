import Dependencies
import Foundation

/// Reader mode: the whole article behind a link, for feeds that carry only a teaser.
///
/// This is the interface only: it speaks the app's own types, so features that depend on it build
/// and test without libcurl, libxml2 or any network code. The live implementation lives in the
/// `ArticleClientLive` package, which only the app links.
///
/// Endpoints are closures rather than protocol requirements so that a test can override just the
/// one endpoint a flow uses and be told, by a failing test, if any other endpoint is called.
///
/// Cancelling the calling task stops the transfer at once and throws `CancellationError`, as every
/// client in this workspace does. Every other failure is an ``ArticleClientError``.
public struct ArticleClient: Sendable {
  /// Fetches the page at `url` and extracts its article.
  ///
  /// Only http and https pages are fetched; a page that is too large or too slow, or that holds no
  /// article (a home page, a list of links, a login wall), throws an ``ArticleClientError`` that
  /// names `url`.
  public var fetchArticle: @Sendable (_ url: URL) async throws -> ExtractedArticle

  /// Builds a client from its endpoints.
  ///
  /// Public so that the live package, previews and tests can each build their own value.
  public init(fetchArticle: @escaping @Sendable (_ url: URL) async throws -> ExtractedArticle) {
    self.fetchArticle = fetchArticle
  }
}

extension DependencyValues {
  /// Reader mode's client.
  public var articleClient: ArticleClient {
    get { self[ArticleClient.self] }
    set { self[ArticleClient.self] = newValue }
  }
}

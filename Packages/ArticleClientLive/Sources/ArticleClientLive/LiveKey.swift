import ArticleClient
import Dependencies
import Foundation

// The interface leaves `liveValue` to this package on purpose, so that features never reach the
// outside world.
extension ArticleClient: @retroactive DependencyKey {
  /// A client with the default configuration. An app builds its own with
  /// ``live(configuration:)``, passing its User-Agent.
  public static let liveValue = ArticleClient.live()

  /// A live client with the given settings: pages fetched over http and https only, within the
  /// configuration's size and time, decoded by their charset (byte-order mark, then the header,
  /// then the page's `<meta>`) and read by a readability-style extractor.
  ///
  /// Each call makes an independent client with its own connections and limits, so the app should
  /// make one at start-up and keep it.
  public static func live(configuration: LiveConfiguration = LiveConfiguration()) -> ArticleClient {
    let service = LiveArticleService(configuration: configuration)
    return ArticleClient(fetchArticle: { url in try await service.fetchArticle(url) })
  }

  /// Extracts the article from a page already fetched, as ``live(configuration:)`` does after
  /// fetching: for a page kept from an earlier fetch, and for measuring the extractor alone.
  ///
  /// - Parameters:
  ///   - page: The page's bytes as the server sent them.
  ///   - httpCharset: The `charset` of the response's Content-Type, if it had one.
  ///   - url: The page's address, which relative links are resolved against.
  /// - Throws: ``ArticleClientError/noArticle(_:)`` when nothing on the page reads as an article.
  public static func extractArticle(fromPage page: Data, httpCharset: String?, url: URL) throws
    -> ExtractedArticle
  {
    try LiveArticleService.extract(page, httpCharset: httpCharset, url: url)
  }
}

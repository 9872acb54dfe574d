import ArticleClient
import Foundation
import HTMLEngine
import HTTPEngine
import NetworkCore

/// Fetches pages with the HTTP engine and extracts their articles.
final class LiveArticleService: Sendable {
  private let configuration: ArticleClient.LiveConfiguration
  private let engine: TransferEngine

  init(configuration: ArticleClient.LiveConfiguration) {
    self.configuration = configuration
    engine =
      configuration.transport
      ?? TransferEngine(
        maximumInFlight: configuration.maximumConcurrentTransfers,
        maximumPerHost: configuration.maximumConcurrentTransfersPerHost)
  }

  func fetchArticle(_ url: URL) async throws -> ExtractedArticle {
    guard WebAddress.isWeb(url) else { throw ArticleClientError.network(url, .notWeb) }
    let request = TransferRequest(
      url: url,
      headers: ["Accept": "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5"],
      userAgent: configuration.userAgent,
      limits: TransferLimits(
        connectTimeout: configuration.connectTimeout,
        totalTimeout: configuration.transferTimeout,
        stallTimeout: configuration.transferTimeout,
        maximumBytes: configuration.maximumPageBytes))
    let collector = PageCollector(maximumBytes: configuration.maximumPageBytes)
    let head: ResponseHead
    do {
      head = try await engine.perform(request, consumer: collector)
    } catch let failure as TransferFailure {
      throw ArticleClientError.network(url, NetworkFailure(failure))
    }
    let page = collector.body
    guard PageKind.isHTML(contentType: head.headers["content-type"], body: page) else {
      throw ArticleClientError.noArticle(url)
    }
    try Task.checkCancellation()
    // The page is where the redirects led: its links resolve against that address, and the
    // article is named by it.
    return try Self.extract(page, httpCharset: head.charset, url: head.url ?? url)
  }

  /// Parses and extracts a fetched page; public to the package so the benchmark's executable
  /// measures exactly what the client runs.
  static func extract(_ page: Data, httpCharset: String?, url: URL) throws -> ExtractedArticle {
    let document = HTMLDocument(bytes: page, httpCharset: httpCharset)
    guard let article = ArticleExtractor(document: document, url: url).extract() else {
      throw ArticleClientError.noArticle(url)
    }
    return article
  }
}

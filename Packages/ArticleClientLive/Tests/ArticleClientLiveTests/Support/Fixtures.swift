import ArticleClient
import ArticleClientLive
import Foundation
import Testing

enum Fixtures {
  static func data(_ name: String) throws -> Data {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
    return try Data(contentsOf: url)
  }

  static let pageURL = URL(string: "https://news.example.com/2026/03/night-trains")!

  static func extract(_ name: String, httpCharset: String? = nil) throws -> ExtractedArticle {
    try ArticleClient.extractArticle(fromPage: data(name), httpCharset: httpCharset, url: pageURL)
  }

  static func extract(html: String) throws -> ExtractedArticle {
    try ArticleClient.extractArticle(fromPage: Data(html.utf8), httpCharset: nil, url: pageURL)
  }
}

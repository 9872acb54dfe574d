import Foundation
import RichTextCore

/// The article found on a page: what a reader came for, without the page around it.
public struct ExtractedArticle: Sendable, Hashable, Codable {
  /// The page the article was asked for.
  public var url: URL
  /// The headline, as the article states it, without the site's name that page titles append.
  public var title: String
  /// Who wrote it, as the page credits them, when it does.
  public var byline: String?
  /// The article's own text and structure: headings, paragraphs, lists, quotes, code, tables and
  /// figures' captions, with its links numbered and resolved against the page.
  public var body: RichText

  public init(url: URL, title: String, byline: String? = nil, body: RichText) {
    self.url = url
    self.title = title
    self.byline = byline
    self.body = body
  }
}

import Foundation
import TextCore

/// An extracted article as `article --json` prints it: `{"url","title","byline","text"}`, with
/// `byline` null when the page names no author and `text` the article's paragraphs apart by blank
/// lines.
///
/// The app's command and the live package's own extraction tool both print it, and the extraction
/// benchmark scores either by these fields, so it is written once, beside the type it prints.
/// Every field is made safe for a terminal, as all text from the network is, since a script's
/// output so often ends on one.
public struct ArticleJSON: Encodable, Sendable, Hashable {
  public var url: String
  public var title: String
  public var byline: String?
  public var text: String

  public init(_ article: ExtractedArticle) {
    url = article.url.absoluteString
    title = TerminalText.sanitized(article.title)
    byline = article.byline.map { TerminalText.sanitized($0) }
    text = TerminalText.sanitizedKeepingLayout(article.body.plainText)
  }

  /// One line of JSON, keys sorted, slashes as they are.
  public func encoded() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }

  enum CodingKeys: String, CodingKey { case url, title, byline, text }

  /// Writes `byline` as null rather than leaving it out, so that every key is always there.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(url, forKey: .url)
    try container.encode(title, forKey: .title)
    try container.encode(byline, forKey: .byline)
    try container.encode(text, forKey: .text)
  }
}

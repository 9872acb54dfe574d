import Foundation

/// A feed, whatever format it arrived in.
///
/// RSS, RDF, Atom and JSON Feed all become this one type, so features never branch on formats.
public struct Feed: Sendable, Hashable, Codable {
  /// The URL the feed was requested with, which identifies it even when its own link differs.
  public var url: URL
  public var title: String
  /// The website the feed belongs to.
  public var link: URL?
  public var summary: String?
  public var imageURL: URL?
  public var format: FeedFormat
  public var articles: [Article]
  /// Names the exact document this feed was read from: two fetches with the same revision read
  /// the same bytes. A caller keeps it beside what it saved and hands it back to
  /// ``NewsClient/fetchFeedUpdate``, which then answers ``FeedUpdate/unchanged`` instead of
  /// parsing the same document again. Nil where there is no document to name, as in previews.
  public var revision: String?
  /// What was wrong with the document the feed was read from; nil when it was well-formed.
  ///
  /// Either the reading stopped at a fault, such as a download cut short or XML that breaks
  /// part-way, and the articles are those that came before it, the rest of the feed missing; or
  /// the parser read past a fault that could not change the structure (a bare `&`, a control
  /// character, bytes not in the feed's encoding) and every article was kept. The reason says
  /// which, and where. Show the articles, and show this beside them, because the feed is not as
  /// its publisher wrote it. A feed that stopped before any article could be read is never
  /// returned with a problem: that is thrown.
  public var problem: NewsClientError?

  public init(
    url: URL,
    title: String,
    link: URL? = nil,
    summary: String? = nil,
    imageURL: URL? = nil,
    format: FeedFormat,
    articles: [Article],
    revision: String? = nil,
    problem: NewsClientError? = nil
  ) {
    self.url = url
    self.title = title
    self.link = link
    self.summary = summary
    self.imageURL = imageURL
    self.format = format
    self.articles = articles
    self.revision = revision
    self.problem = problem
  }
}

/// The format a feed was written in, detected from its content.
public enum FeedFormat: String, Sendable, Hashable, Codable, CaseIterable {
  /// RSS 0.9x and 2.0.
  case rss
  /// RSS 1.0, which is RDF.
  case rdf
  case atom
  /// JSON Feed 1.0 and 1.1.
  case json
}

import RichTextCore

/// One article, read whole.
public struct ArticlePage: Sendable, Hashable {
  public var article: ReaderArticle
  /// The first line shown of the article's laid-out text.
  public var scroll: Int
  /// The article's body, made safe for the terminal (``ReaderArticle/safeBody(_:)``), once the
  /// store has read it; nil while it is read, and for an article that has none, which shows its
  /// summary.
  public var body: RichText?
  /// Whether the body is still being read: lists carry no bodies, so an article opened from one
  /// is read again, whole.
  public var isLoadingBody: Bool

  public init(
    article: ReaderArticle, scroll: Int = 0, body: RichText? = nil, isLoadingBody: Bool = true
  ) {
    self.article = article
    self.scroll = scroll
    self.body = body
    self.isLoadingBody = isLoadingBody
  }
}

/// One article, read whole.
public struct ArticlePage: Sendable, Hashable {
  public var article: ReaderArticle
  /// The first line shown of the article's laid-out text.
  public var scroll: Int

  public init(article: ReaderArticle, scroll: Int = 0) {
    self.article = article
    self.scroll = scroll
  }
}

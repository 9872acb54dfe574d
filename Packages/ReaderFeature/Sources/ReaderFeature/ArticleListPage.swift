/// A list of articles: a feed's, every feed's, or what a search found.
public struct ArticleListPage: Sendable, Hashable {
  public var scope: ArticleListScope
  public var articles: [ReaderArticle]
  public var position: ListPosition
  /// Whether the articles are still being read from the store, so an empty list is not taken for
  /// a feed without articles.
  public var isLoading: Bool

  public init(
    scope: ArticleListScope, articles: [ReaderArticle] = [],
    position: ListPosition = ListPosition(),
    isLoading: Bool = true
  ) {
    self.scope = scope
    self.articles = articles
    self.position = position
    self.isLoading = isLoading
  }

  public var selected: ReaderArticle? {
    articles.indices.contains(position.selected) ? articles[position.selected] : nil
  }

  /// Changes every listed article that `matches`, in one pass over one copy of the list.
  mutating func changeArticles(
    where matches: (ReaderArticle) -> Bool, with change: (inout ReaderArticle) -> Void
  ) {
    for index in articles.indices where matches(articles[index]) {
      change(&articles[index])
    }
  }
}

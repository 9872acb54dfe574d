/// A list of articles: a feed's, every feed's, or what a search found.
///
/// A feed's list and the list of every feed hold the first rows of what the store lists, newest
/// first, and read more a page at a time as the cursor nears the last one
/// (``ReaderReducer/articlesPerPage``), so the first frame comes as fast on 100,000 articles as
/// on ten.
public struct ArticleListPage: Sendable, Hashable {
  public var scope: ArticleListScope
  public var articles: [ReaderArticle]
  public var position: ListPosition
  /// Whether the articles are still being read from the store, so an empty list is not taken for
  /// a feed without articles.
  public var isLoading: Bool
  /// Whether the store may hold more rows than are listed: the last answer filled what was
  /// asked. Only an answer shorter than asked proves the list whole.
  public var mayHaveMore: Bool
  /// The read of further rows, while one is under way: one at a time.
  public var nextPage: NextPage?
  /// `G` was pressed before the last row was read: the rest is being read, and the cursor moves
  /// to the last row when it arrives.
  public var goesToBottom: Bool
  /// `n` is looking for an unread article in rows not yet listed.
  public var unreadSeek: UnreadSeek?

  public init(
    scope: ArticleListScope, articles: [ReaderArticle] = [],
    position: ListPosition = ListPosition(),
    isLoading: Bool = true, mayHaveMore: Bool = false, nextPage: NextPage? = nil,
    goesToBottom: Bool = false, unreadSeek: UnreadSeek? = nil
  ) {
    self.scope = scope
    self.articles = articles
    self.position = position
    self.isLoading = isLoading
    self.mayHaveMore = mayHaveMore
    self.nextPage = nextPage
    self.goesToBottom = goesToBottom
    self.unreadSeek = unreadSeek
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

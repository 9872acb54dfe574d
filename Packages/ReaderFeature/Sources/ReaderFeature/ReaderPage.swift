/// One screen of the reader, as it sits on the stack that `q` walks back through.
public enum ReaderPage: Sendable, Hashable {
  /// The subscriptions with their counts; the feeds themselves are ``ReaderState/feeds``, since
  /// every screen's read marks change them.
  case feeds(ListPosition)
  case articles(ArticleListPage)
  case article(ArticlePage)
  /// The links of the article below it, `u` from the article.
  case links(ArticleLinksPage)
  /// The key table, scrolled by this many lines.
  case help(scroll: Int)
}

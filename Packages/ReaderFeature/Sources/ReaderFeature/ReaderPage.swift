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
  /// The failures met since the reader opened (``ReaderState/errorLog``), scrolled by this many
  /// lines.
  case errorLog(scroll: Int)
}

extension ReaderPage {
  // What a page of each kind holds, nil on a page of another kind. Setting one changes the page in
  // place and leaves a page of another kind alone, so that the reducer never takes a page apart
  // and puts it back together by hand, where putting back the wrong kind would go unnoticed.

  var feedList: ListPosition? {
    get { if case .feeds(let position) = self { position } else { nil } }
    set { if let newValue, case .feeds = self { self = .feeds(newValue) } }
  }

  var articleList: ArticleListPage? {
    get { if case .articles(let page) = self { page } else { nil } }
    set { if let newValue, case .articles = self { self = .articles(newValue) } }
  }

  var articlePage: ArticlePage? {
    get { if case .article(let page) = self { page } else { nil } }
    set { if let newValue, case .article = self { self = .article(newValue) } }
  }

  var linkList: ArticleLinksPage? {
    get { if case .links(let page) = self { page } else { nil } }
    set { if let newValue, case .links = self { self = .links(newValue) } }
  }

  var helpScroll: Int? {
    get { if case .help(let scroll) = self { scroll } else { nil } }
    set { if let newValue, case .help = self { self = .help(scroll: newValue) } }
  }

  var errorLogScroll: Int? {
    get { if case .errorLog(let scroll) = self { scroll } else { nil } }
    set { if let newValue, case .errorLog = self { self = .errorLog(scroll: newValue) } }
  }
}

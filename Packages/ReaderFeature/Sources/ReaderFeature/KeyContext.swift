import ConfigurationCore

/// The kind of page a key acts on: a key binding limited to one of newsboat's dialogs acts only
/// on the pages that dialog names, as `bind-key KEY OPERATION article` does in newsboat.
enum KeyContext: Hashable, CaseIterable {
  case feeds
  case articles
  /// An article list of search matches, which newsboat binds apart as `searchresultslist`.
  case searchResults
  case article
  case links
  case help
  /// The error log has no newsboat dialog, so only a binding for every dialog reaches it.
  case errorLog

  init(_ page: ReaderPage) {
    switch page {
    case .feeds: self = .feeds
    case .articles(let list):
      if case .search = list.scope { self = .searchResults } else { self = .articles }
    case .article: self = .article
    case .links: self = .links
    case .help: self = .help
    case .errorLog: self = .errorLog
    }
  }

  /// The pages `dialog` names: none for the dialogs this reader has no page for (its file and
  /// folder browsers, tag and filter selection, podboat), whose bindings are kept but act nowhere.
  static func contexts(of dialog: ConfiguredDialog) -> [KeyContext] {
    switch dialog {
    case .feedlist: [.feeds]
    case .articlelist: [.articles]
    case .searchresultslist: [.searchResults]
    case .article: [.article]
    case .urlview: [.links]
    case .help: [.help]
    case .filebrowser, .dirbrowser, .tagselection, .filterselection, .podboat: []
    }
  }

  /// The pages a binding limited to `dialogs` acts on, every page when nil.
  static func contexts(of dialogs: [ConfiguredDialog]?) -> [KeyContext] {
    guard let dialogs else { return allCases }
    return dialogs.flatMap(contexts(of:))
  }
}

/// What a filter can ask of an article, named as newsboat's filter language names it: the
/// article's own attributes, then its feed's, which every article carries.
public enum FilterAttribute: String, Sendable, Hashable, CaseIterable {
  case title, link, author, content, date, guid, unread
  case enclosureURL = "enclosure_url"
  case enclosureType = "enclosure_type"
  case flags, age
  case feedTitle = "feedtitle"
  case feedLink = "feedlink"
  case rssURL = "rssurl"
  case tags
  case unreadCount = "unread_count"
  case totalCount = "total_count"

  /// How the attribute's value reads.
  public enum Kind: Sendable, Hashable {
    /// Text, compared as newsboat compares it: `=` exactly, `<` by the number it starts with.
    case text
    /// A whole number: `age` in days, and the feed's counts.
    case number
    /// A moment: `date`, ordered as a date (newsboat ordered its text, which told nothing).
    case date
  }

  public var kind: Kind {
    switch self {
    case .age, .unreadCount, .totalCount: .number
    case .date: .date
    default: .text
    }
  }

  /// Whether the value changes while the article stays as stored: its marks, its age, and its
  /// feed's counts. A killfile rule that reads none of these can be applied once, when an article
  /// is saved, rather than on every read.
  public var changesWithoutSaving: Bool {
    switch self {
    case .unread, .flags, .age, .unreadCount, .totalCount: true
    default: false
    }
  }

  /// Whether the value is the subscription's rather than the feed's or the article's: the name
  /// the user gave the feed and its tags, which change with the subscriptions.
  public var isSubscriptions: Bool {
    self == .feedTitle || self == .tags
  }

  /// Every name, as a parse error lists them.
  static var names: String {
    allCases.map(\.rawValue).joined(separator: ", ")
  }
}

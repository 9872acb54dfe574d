import Foundation
import NewsClient

/// What makes two articles the same article: the one rule by which a store merges a fetched feed
/// into what it holds (``FeedMerge``) and headlines are told apart across feeds
/// (``ArticleIdentityIndex``, with ``init(acrossFeeds:)``).
///
/// Two articles that both have a guid are the same exactly when their guids are equal. When one
/// of them has none, they are the same when their links are equal, or else their titles (case and
/// surrounding spaces aside) and published dates.
///
/// The guid decides because it is the publisher's own name for the entry: RSS 2.0 calls it "a
/// string that uniquely identifies the item", Atom requires an entry's id to be "permanent and
/// universally unique", and mature readers key on it (feedparser reports it as the entry's id,
/// newsboat stores articles by it and falls back to the link only for an entry without one).
/// Distinct entries often share a link: every entry of a comments feed or of a podcast pointing at
/// the show's page, a live blog's updates, Atom entries that all link to a home page. Matching
/// them by link would keep one and silently lose the others.
///
/// The price is paid by a feed that changes an entry's guid but keeps its link (a blog moved to a
/// new system, a guid carrying a timestamp): the entry comes again as a new, unread article. That
/// is newsboat's trade too, and the right one: a duplicate is seen and marked read in a moment,
/// while a lost article is never seen at all.
///
/// An article without a guid has nothing better than its link and its title and date, so those
/// still match it to any article, with a guid or not: a feed that starts or stops giving guids
/// keeps its articles' numbers and read marks.
///
/// A guid is its feed's name for an entry, and unique only there in practice: two WordPress blogs
/// both number their posts `?p=1001`, and many feeds count from 1. Across feeds, where a story
/// syndicated twice should be shown once, the guid therefore decides only together with the link
/// (or, without one, the title): ``init(acrossFeeds:)``.
public struct ArticleIdentity: Sendable, Hashable {
  /// The title, folded and trimmed so that a change of case or spacing is an edit, not a new
  /// article, beside the date it was published.
  public struct TitleAndDate: Sendable, Hashable {
    public var title: String
    public var published: Date
  }

  /// One part of an identity, as it is recorded and looked up.
  ///
  /// A link or a title and date is recorded apart for an article with a guid, since only an
  /// article without a guid may match it there; the rule is then a plain lookup of keys, which
  /// dictionaries and a database column can both hold.
  enum Key: Hashable {
    case guid(String)
    case link(String, besideGuid: Bool)
    case titleAndDate(TitleAndDate, besideGuid: Bool)

    /// The key as text, for a store that remembers identities in a column.
    var text: String {
      switch self {
      case .guid(let guid):
        "guid:\(guid)"
      case .link(let link, let besideGuid):
        "\(besideGuid ? "link-beside-guid" : "link"):\(link)"
      case .titleAndDate(let titleAndDate, let besideGuid):
        "\(besideGuid ? "title-beside-guid" : "title"):"
          + "\(titleAndDate.published.timeIntervalSinceReferenceDate):\(titleAndDate.title)"
      }
    }
  }

  public var guid: String?
  public var link: String?
  public var titleAndDate: TitleAndDate?

  public init(_ article: Article) {
    self.init(
      guid: article.guid?.value, link: article.linkAddress, title: article.title,
      published: article.published)
  }

  /// The identity by which an article of one feed is the same as an article of another: as
  /// ``init(_:)``, but a guid counts only with the same link, or without a link the same title,
  /// since two feeds' guids may collide where their entries have nothing in common.
  public init(acrossFeeds article: Article) {
    self.init(
      guid: article.guid?.value.isEmpty == false
        ? article.guid!.value + "\u{1F}" + (article.linkAddress ?? Self.folded(article.title))
        : nil,
      link: article.linkAddress, title: article.title, published: article.published)
  }

  /// The identity from an article's stored parts, for a store that does not keep whole articles
  /// at hand.
  public init(guid: String?, link: String?, title: String, published: Date?) {
    self.guid = guid.flatMap { $0.isEmpty ? nil : $0 }
    self.link = link.flatMap { $0.isEmpty ? nil : $0 }
    self.titleAndDate = published.map { date in
      TitleAndDate(title: Self.folded(title), published: date)
    }
  }

  /// `title` in lower case without the white space around it, by the standard library's own
  /// white space (Unicode's White_Space, the set Foundation's `whitespacesAndNewlines` holds):
  /// Foundation's trimming went through CharacterSet for every article of every list.
  private static func folded(_ title: String) -> String {
    let lowered = title.lowercased()
    guard let first = lowered.firstIndex(where: { !$0.isWhitespace }),
      let last = lowered.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return first == lowered.startIndex && last == lowered.index(before: lowered.endIndex)
      ? lowered : String(lowered[first...last])
  }

  /// The identity as text, one string for each part it has, so that a store can remember the
  /// identities of articles it dropped in a plain column and ``FeedMerge`` can still tell when a
  /// fetched article is one of them.
  public var keys: [String] { ownKeys.map(\.text) }

  /// The most keys an article is recorded under: a guid, a link, a title and date.
  static let mostKeys = 3

  /// The keys this article is recorded under.
  var ownKeys: [Key] {
    let besideGuid = guid != nil
    var keys: [Key] = []
    if let guid { keys.append(.guid(guid)) }
    if let link { keys.append(.link(link, besideGuid: besideGuid)) }
    if let titleAndDate { keys.append(.titleAndDate(titleAndDate, besideGuid: besideGuid)) }
    return keys
  }

  /// The keys under which an article that is the same as this one is recorded, the best match
  /// first: the guid, then the link, then the title and date. An article with a guid looks for
  /// its link and title only among articles without one.
  var keysOfTheSameArticle: [Key] {
    var keys: [Key] = []
    if let guid { keys.append(.guid(guid)) }
    for besideGuid in guid == nil ? [false, true] : [false] {
      if let link { keys.append(.link(link, besideGuid: besideGuid)) }
    }
    for besideGuid in guid == nil ? [false, true] : [false] {
      if let titleAndDate { keys.append(.titleAndDate(titleAndDate, besideGuid: besideGuid)) }
    }
    return keys
  }
}

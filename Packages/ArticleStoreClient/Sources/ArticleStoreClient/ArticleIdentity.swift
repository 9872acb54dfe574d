import Foundation
import NewsClient

/// What makes a fetched article the same as a stored one: its guid, its link, or its title and
/// published date together, the rule headlines are merged by.
///
/// Public so that every implementation of the store applies the one rule, through ``FeedMerge``.
public struct ArticleIdentity: Sendable, Hashable {
  /// The title, folded and trimmed so that a change of case or spacing is an edit, not a new
  /// article, beside the date it was published.
  public struct TitleAndDate: Sendable, Hashable {
    public var title: String
    public var published: Date
  }

  public var guid: String?
  public var link: String?
  public var titleAndDate: TitleAndDate?

  public init(_ article: Article) {
    self.init(
      guid: article.guid?.value, link: article.linkAddress, title: article.title,
      published: article.published)
  }

  /// The identity from an article's stored parts, for a store that does not keep whole articles
  /// at hand.
  public init(guid: String?, link: String?, title: String, published: Date?) {
    self.guid = guid.flatMap { $0.isEmpty ? nil : $0 }
    self.link = link.flatMap { $0.isEmpty ? nil : $0 }
    self.titleAndDate = published.map { date in
      TitleAndDate(
        title: title.lowercased().trimmingCharacters(in: .whitespacesAndNewlines), published: date)
    }
  }

  /// The identity as text, one string for each part it has, so that a store can remember the
  /// identities of articles it dropped in a plain column.
  public var keys: [String] {
    var keys: [String] = []
    if let guid { keys.append("guid:\(guid)") }
    if let link { keys.append("link:\(link)") }
    if let titleAndDate {
      keys.append(
        "title:\(titleAndDate.published.timeIntervalSinceReferenceDate):\(titleAndDate.title)")
    }
    return keys
  }
}

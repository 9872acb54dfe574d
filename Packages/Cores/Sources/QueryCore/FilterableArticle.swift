import Foundation
import TimeCore

/// An article as a filter reads it: plain values, each the text or number its attribute is,
/// so that the reference evaluator needs no store, and a store says exactly what it gives.
public struct FilterableArticle: Sendable, Hashable {
  public var title: String
  public var link: String
  public var author: String
  /// The teaser, as plain text.
  public var summary: String
  /// The body's text as the store indexes it (``bodyText(blocks:)``): what the feed sent, then
  /// any page reader mode kept.
  public var body: String
  public var guid: String
  /// Published, or first stored when the feed gave no date: what `date` and `age` read.
  public var date: Date
  public var isUnread: Bool
  public var isStarred: Bool
  public var enclosureURL: String
  public var enclosureType: String
  /// The name the feed goes by: the subscription's title, else the feed's own.
  public var feedTitle: String
  /// The feed's website.
  public var feedLink: String
  /// The feed's address.
  public var feedURL: String
  /// The subscription's tags.
  public var tags: [String]
  /// How many of the feed's stored articles are unread, and how many there are.
  public var feedUnreadCount: Int
  public var feedTotalCount: Int

  public init(
    title: String, link: String = "", author: String = "", summary: String = "",
    body: String = "", guid: String = "", date: Date, isUnread: Bool = true,
    isStarred: Bool = false, enclosureURL: String = "", enclosureType: String = "",
    feedTitle: String = "", feedLink: String = "", feedURL: String = "", tags: [String] = [],
    feedUnreadCount: Int = 0, feedTotalCount: Int = 0
  ) {
    self.title = title
    self.link = link
    self.author = author
    self.summary = summary
    self.body = body
    self.guid = guid
    self.date = date
    self.isUnread = isUnread
    self.isStarred = isStarred
    self.enclosureURL = enclosureURL
    self.enclosureType = enclosureType
    self.feedTitle = feedTitle
    self.feedLink = feedLink
    self.feedURL = feedURL
    self.tags = tags
    self.feedUnreadCount = feedUnreadCount
    self.feedTotalCount = feedTotalCount
  }

  /// A body's text as the store's index reads it: each block's text, a space, then its cells
  /// apart by spaces, the blocks apart by spaces; empty when there are no blocks. The live store
  /// reads the same out of its JSON, so both stores filter and search the same text.
  public static func bodyText(blocks: [(text: String, cells: [String])]) -> String {
    blocks.map { $0.text + " " + $0.cells.joined(separator: " ") }.joined(separator: " ")
  }

  /// The value of `attribute` as text, as `=`, `=~` and `#` read it.
  public func text(of attribute: FilterAttribute, now: Date) -> String {
    switch attribute {
    case .title: title
    case .link: link
    case .author: author
    case .content: summary + " " + body
    case .date: Self.dateText(date)
    case .guid: guid
    case .unread: isUnread ? "yes" : "no"
    case .enclosureURL: enclosureURL
    case .enclosureType: enclosureType
    case .flags: isStarred ? "s" : ""
    case .age: String(age(now: now))
    case .feedTitle: feedTitle
    case .feedLink: feedLink
    case .rssURL: feedURL
    case .tags: tags.joined(separator: " ")
    case .unreadCount: String(feedUnreadCount)
    case .totalCount: String(feedTotalCount)
    }
  }

  /// The value of `attribute` as a number, as `<`, `>` and `between` read it: a number's own
  /// value, else the number its text starts with.
  public func number(of attribute: FilterAttribute, now: Date) -> Int {
    switch attribute {
    case .age: age(now: now)
    case .unreadCount: feedUnreadCount
    case .totalCount: feedTotalCount
    default: FilterComparison.leadingNumber(text(of: attribute, now: now))
    }
  }

  /// Whole days since ``date``, rounded toward zero, as newsboat counts `age`.
  public func age(now: Date) -> Int {
    Int((now.timeIntervalSinceReferenceDate - date.timeIntervalSinceReferenceDate) / 86_400)
  }

  /// `date` as text: ISO 8601 in UTC to the second, the seconds cut rather than rounded, so that
  /// `date =~ "^2026-11"` reads the same in every store.
  public static func dateText(_ date: Date) -> String {
    DateText.iso8601(date)
  }
}

import Foundation
import RichTextCore

/// An article as the sync server holds it.
public struct SyncItem: Sendable, Hashable, Codable {
  /// What the store keeps beside the article, to match it on the next pull and to mark it.
  public var id: SyncItemID
  public var feedID: SyncFeedID
  /// Plain text, safe for a terminal (no control characters or escape sequences).
  public var title: String
  /// Plain text, safe for a terminal; nil when the server gave none.
  public var author: String?
  /// The article's own page, http or https; nil when the server gave none or another scheme.
  public var url: URL?
  /// Nil when the server gave no date.
  public var published: Date?
  /// The article's content, rendered from the server's HTML by the live client (the server's
  /// markup cut at its size limit first), as a feed's body is: the same rich text, laid out and
  /// made safe for the terminal by the same rules wherever it is shown. Empty when the server
  /// sent none.
  public var body: RichText
  /// Whether the server counted the item read when it was fetched. The unread ids
  /// (``SyncClient/unreadItemIDs``) are the truth to reconcile with; this spares a first pull
  /// that lookup.
  public var isRead: Bool
  /// Whether the item was starred when it was fetched; ``SyncClient/starredItemIDs`` is the truth.
  public var isStarred: Bool

  public init(
    id: SyncItemID,
    feedID: SyncFeedID,
    title: String,
    author: String? = nil,
    url: URL? = nil,
    published: Date? = nil,
    body: RichText = RichText(),
    isRead: Bool = false,
    isStarred: Bool = false
  ) {
    self.id = id
    self.feedID = feedID
    self.title = title
    self.author = author
    self.url = url
    self.published = published
    self.body = body
    self.isRead = isRead
    self.isStarred = isStarred
  }
}

import Foundation

/// A subscription on the sync server.
public struct SyncFeed: Sendable, Hashable, Codable {
  public var id: SyncFeedID
  /// Plain text, safe for a terminal (no control characters or escape sequences): the server's
  /// title, or the feed's host when it gave none.
  public var title: String
  /// The feed's own address, http or https: what the app subscribes to.
  public var url: URL
  /// The website the feed belongs to, when the server knows it.
  public var siteURL: URL?

  public init(id: SyncFeedID, title: String, url: URL, siteURL: URL? = nil) {
    self.id = id
    self.title = title
    self.url = url
    self.siteURL = siteURL
  }
}

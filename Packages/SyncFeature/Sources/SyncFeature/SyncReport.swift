import TextCore

/// What one sync did, so a command can say so in a line.
public struct SyncReport: Sendable, Hashable {
  /// Marks sent to the server and taken off the queue.
  public var sentMarks: Int
  /// The server's feeds, now the subscriptions.
  public var feeds: Int
  /// Articles stored for the first time.
  public var newArticles: Int
  /// Read marks and stars the server's sets changed here.
  public var changedMarks: Int
  /// Calls to the sync client, marks included: a sync with nothing new makes four (the feeds,
  /// the items since the last pull, the unread ids, the starred ids), each one request for Fever.
  public var serverCalls: Int

  public init(
    sentMarks: Int = 0, feeds: Int = 0, newArticles: Int = 0, changedMarks: Int = 0,
    serverCalls: Int = 0
  ) {
    self.sentMarks = sentMarks
    self.feeds = feeds
    self.newArticles = newArticles
    self.changedMarks = changedMarks
    self.serverCalls = serverCalls
  }

  /// What the sync did, in words, for the line that follows "Synced: " in a command or the
  /// reader: "12 new articles from 3 feeds, 2 changes sent, 4 articles marked as on the server".
  public var summary: String {
    var parts = ["\(newArticles.counting("new article")) from \(feeds.counting("feed"))"]
    if sentMarks > 0 { parts.append("\(sentMarks.counting("change")) sent") }
    if changedMarks > 0 {
      parts.append("\(changedMarks.counting("article")) marked as on the server")
    }
    return parts.joined(separator: ", ")
  }
}

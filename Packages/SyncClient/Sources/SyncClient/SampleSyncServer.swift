import Dependencies
import Foundation
import RichTextCore

/// The server behind ``SyncClient/previewValue``: three feeds and a dozen articles in memory, whose
/// read and starred marks change as the app marks them, so a preview of syncing behaves as it
/// would against a real server, without one.
final class SampleSyncServer: Sendable {
  static let serverURL = URL(string: "https://rss.example.org/api/fever.php")!
  static let cursorAfterEverything = SyncCursor(rawValue: "preview:everything")

  let feeds: [SyncFeed] = [
    SyncFeed(
      id: "1", title: "World Report", url: URL(string: "https://world.example.org/feed.xml")!,
      siteURL: URL(string: "https://world.example.org")),
    SyncFeed(
      id: "2", title: "Tech Wire", url: URL(string: "https://tech.example.org/rss")!,
      siteURL: URL(string: "https://tech.example.org")),
    SyncFeed(
      id: "3", title: "The Long Read", url: URL(string: "https://longread.example.org/atom.xml")!,
      siteURL: URL(string: "https://longread.example.org")),
  ]

  private static let articles:
    [(feed: SyncFeedID, minutesAgo: Int, title: String, author: String)] =
      [
        ("1", 12, "Ceasefire talks resume as envoys meet in Geneva", "Amira Haddad"),
        ("2", 25, "Open-source maintainers weigh new funding model", "Jonas Berg"),
        ("1", 41, "Central bank holds rates, signals cuts later this year", "Lucía Romero"),
        ("3", 58, "The town that taught itself to repair everything", "Noor Siddiqui"),
        ("2", 73, "A new terminal emulator renders at 240 frames a second", "Mei Lin"),
        ("1", 96, "Wildfire season starts early across the south", "Tom Okafor"),
        ("2", 130, "Why your laptop's battery lasts longer on Linux now", "Ines Duarte"),
        ("3", 185, "Inside the last typewriter repair shop in the city", "Karl Weiss"),
        ("1", 240, "Rail strike called off after late-night agreement", "Sara Nilsson"),
        ("2", 320, "SQLite turns 25, still on every phone in your pocket", "Ravi Menon"),
        ("3", 410, "What the tides remember: a year on a tidal island", "Elena Petrova"),
        ("1", 600, "Record turnout expected in Sunday's regional vote", "Marc Dubois"),
      ]

  private let marks: LockIsolated<(unread: Set<SyncItemID>, starred: Set<SyncItemID>)>

  init() {
    let ids = (1...Self.articles.count).map { SyncItemID(rawValue: "\($0)") }
    marks = LockIsolated((unread: Set(ids.prefix(7)), starred: [ids[2], ids[7]]))
  }

  func logIn(service: SyncService, serverURL: URL, user: String, password: String) throws
    -> SyncAccount
  {
    guard !password.isEmpty else {
      throw SyncClientError(server: serverURL, reason: .credentialsRefused)
    }
    return SyncAccount(service: service, serverURL: serverURL, user: user, token: "preview-token")
  }

  /// Every article, dated minutes before the `date` dependency's now, marked as the app left them.
  func items(now: Date) -> [SyncItem] {
    let (unread, starred) = marks.value
    return Self.articles.enumerated().map { index, article in
      let id = SyncItemID(rawValue: "\(index + 1)")
      let site = feeds.first { $0.id == article.feed }?.siteURL?.absoluteString ?? ""
      return SyncItem(
        id: id,
        feedID: article.feed,
        title: article.title,
        author: article.author,
        url: URL(string: "\(site)/articles/\(index + 1)"),
        published: now.addingTimeInterval(-Double(article.minutesAgo) * 60),
        body: RichText(blocks: [
          RichTextBlock(.paragraph, text: "\(article.title)."),
          RichTextBlock(.paragraph, text: "The full story, as the server keeps it."),
        ]),
        isRead: !unread.contains(id),
        isStarred: starred.contains(id)
      )
    }
  }

  var unreadItemIDs: Set<SyncItemID> { marks.value.unread }
  var starredItemIDs: Set<SyncItemID> { marks.value.starred }

  func mark(_ mark: SyncMark, _ ids: [SyncItemID]) {
    marks.withValue { marks in
      switch mark {
      case .read: marks.unread.subtract(ids)
      case .unread: marks.unread.formUnion(ids)
      case .starred: marks.starred.formUnion(ids)
      case .unstarred: marks.starred.subtract(ids)
      }
    }
  }
}

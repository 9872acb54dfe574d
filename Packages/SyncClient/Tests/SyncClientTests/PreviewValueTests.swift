import Dependencies
import DependenciesTestSupport
import Foundation
import SyncClient
import Testing

/// One serialized suite: the preview's server is one per process, and these tests mark on it.
@Suite(.serialized, .dependencies { $0.date.now = Date(timeIntervalSince1970: 1_800_000_000) })
struct PreviewValueTests {
  let client = SyncClient.previewValue
  let now = Date(timeIntervalSince1970: 1_800_000_000)
  let server = URL(string: "https://rss.example.org/api/fever.php")!

  @Test func logsInWithoutKeepingThePasswordAndRefusesAnEmptyOne() async throws {
    let account = try await client.logIn(.fever, server, "reader@example.org", "a long password")
    #expect(account.service == .fever)
    #expect(account.user == "reader@example.org")
    #expect(!account.token.isEmpty)
    #expect(!String(describing: account).contains("a long password"))
    await #expect(throws: SyncClientError(server: server, reason: .credentialsRefused)) {
      try await client.logIn(.fever, server, "reader@example.org", "")
    }
  }

  @Test func theFirstPullHandsOverEveryItemOfTheFeedsAndTheNextNothing() async throws {
    let account = try await client.logIn(.fever, server, "reader", "password")
    let feeds = try await client.feeds(account)
    let first = try await client.itemsSince(account, nil)
    #expect(first.isComplete)
    #expect(first.items.count >= 10)
    #expect(Set(first.items.map(\.feedID)) == Set(feeds.map(\.id)))
    let dates = first.items.compactMap(\.published)
    #expect(dates.count == first.items.count)
    #expect(dates.allSatisfy { $0 < now })
    let next = try await client.itemsSince(account, first.cursor)
    #expect(next.items.isEmpty)
    #expect(next.isComplete)
  }

  @Test func marksChangeTheIdsAndTheItemsUntilTheyAreUndone() async throws {
    let account = try await client.logIn(.fever, server, "reader", "password")
    let unread = try await client.unreadItemIDs(account)
    let starred = try await client.starredItemIDs(account)
    let all = try await client.itemsSince(account, nil).items
    #expect(!unread.isEmpty && unread.count < all.count)
    #expect(!starred.isEmpty)
    let target = try #require(unread.sorted { $0.rawValue < $1.rawValue }.first)

    try await client.mark(account, .read, [target])
    try await client.mark(account, .starred, [target])
    #expect(try await client.unreadItemIDs(account) == unread.subtracting([target]))
    #expect(try await client.starredItemIDs(account) == starred.union([target]))
    let item = try #require(try await client.items(account, [target]).first)
    #expect(item.isRead && item.isStarred)

    try await client.mark(account, .unread, [target])
    try await client.mark(account, .unstarred, [target])
    #expect(try await client.unreadItemIDs(account) == unread)
    #expect(try await client.starredItemIDs(account) == starred.subtracting([target]))
    if starred.contains(target) { try await client.mark(account, .starred, [target]) }
  }

  @Test func anAccountIsKeptAsPlainJSON() throws {
    let account = SyncAccount(
      service: .fever, serverURL: server, user: "reader@example.org", token: "0cc175b9")
    let json = String(decoding: try JSONEncoder().encode(account), as: UTF8.self)
    #expect(json.contains("\"service\":\"fever\""))
    #expect(try JSONDecoder().decode(SyncAccount.self, from: Data(json.utf8)) == account)
  }
}

import ArticleStoreClient
import ArticleStoreClientLive
import ArticleStoreClientTestSupport
import Foundation
import NewsClient
import TestSupport
import Testing

struct RetentionTests {
  let folder: TemporaryFolder
  let store: ArticleStoreClient
  let now = Sample.start.addingTimeInterval(86_400)

  init() throws {
    folder = try TemporaryFolder()
    store = .live(databaseURL: folder.database)
  }

  @Test func newestPerFeedCountsEachFeedApartAndKeepsEveryUnread() async throws {
    _ = try await store.save(Sample.feed((1...5).map { Sample.article($0) }), now)
    _ = try await store.save(
      Sample.feed(Sample.tech, title: "Tech", (6...8).map { Sample.article($0) }), now)
    #expect(try await store.applyRetention(RetentionPolicy(newestPerFeed: 2), now) == 0)
    _ = try await store.setRead(.all, true)
    #expect(try await store.applyRetention(RetentionPolicy(newestPerFeed: 2), now) == 4)
    #expect(try await store.counts().map(\.total) == [2, 2])
    #expect(try await store.applyRetention(RetentionPolicy(), now) == 0)
    #expect(try DatabaseFile.problems(at: folder.database) == [])
  }

  @Test func reclaimingSpaceShrinksTheFileAfterRemovals() async throws {
    let summary = String(repeating: "Long text that takes room. ", count: 200)
    _ = try await store.save(
      Sample.feed((1...300).map { Sample.article($0, summary: summary) }), now)
    _ = try await store.setRead(.all, true)
    #expect(try await store.applyRetention(RetentionPolicy(newestPerFeed: 1), now) == 299)
    let space = try await store.reclaimSpace()
    #expect(space.bytesBefore > 1_000_000)
    #expect(space.bytesAfter < space.bytesBefore / 4)
    #expect(try await store.articles(ArticleQuery()).count == 1)
  }
}

import ArticleStoreClient
import ArticleStoreClientLive
import ArticleStoreClientTestSupport
import Foundation
import TestSupport
import Testing

/// The token of outside changes on a real file, with two stores opened on it as two processes
/// open it: each store a pool of its own connections, so a commit through one is another
/// connection's to the other, as `mark-read` is to an open reader.
struct ExternalChangeTests {
  let folder: TemporaryFolder
  let now = Sample.start.addingTimeInterval(86_400)

  init() throws {
    folder = try TemporaryFolder()
  }

  @Test func aCommitThroughOneStoreMovesTheOthersTokenAndNeverItsOwn() async throws {
    let reader = ArticleStoreClient.live(databaseURL: folder.database)
    let other = ArticleStoreClient.live(databaseURL: folder.database)
    _ = try await other.save(Sample.feed((1...3).map { Sample.article($0) }), now)
    let seen = try await reader.externalChangeToken()
    // Reads at once, so that the reader's pool opens several reading connections.
    async let listed = reader.articles(ArticleQuery())
    async let counted = reader.counts()
    async let found = reader.search("story", 10)
    let stored = try await listed
    #expect(try await counted.map(\.unread) == [3])
    #expect(try await found.count == 3)
    #expect(try await reader.externalChangeToken() == seen, "its own reads are no change")

    let otherSeen = try await other.externalChangeToken()
    #expect(try await other.setRead(.feed(Sample.world), true) == 3)
    let marked = try await reader.externalChangeToken()
    #expect(marked != seen, "the other store's commit is noticed")
    #expect(try await other.externalChangeToken() == otherSeen, "its own write is no change")
    #expect(try await reader.counts().map(\.unread) == [0])
    #expect(try await reader.externalChangeToken() == marked, "nothing was committed since")

    #expect(try await reader.setRead(.articles([stored[0].id]), false) == 1)
    #expect(try await other.externalChangeToken() != otherSeen, "and the other way round")
    #expect(try await reader.externalChangeToken() == marked)
  }
}

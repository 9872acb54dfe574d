import ArticleStoreClient
import ArticleStoreClientLive
import ArticleStoreClientTestSupport
import Foundation
import NewsClient
import TestSupport
import Testing

/// The revision a refresh hands back to the news client is the one saved with the articles, and
/// outlives the process that saved it.
struct RevisionTests {
  let folder: TemporaryFolder
  let now = Sample.start.addingTimeInterval(86_400)

  init() throws {
    folder = try TemporaryFolder()
  }

  /// The rule itself is every store's (``StoreContract/eachFeedsRevisionIsTheOneLastSaved()``);
  /// on a file the revision also outlives the process that saved it, even when the articles did
  /// not change.
  @Test func theLastRevisionSurvivesReopening() async throws {
    let store = ArticleStoreClient.live(databaseURL: folder.database)
    var world = Sample.feed([Sample.article(1)])
    world.revision = "first"
    _ = try await store.save(world, now)
    world.revision = "second"
    #expect(try await store.save(world, now) == SaveResult(unchanged: 1))
    let reopened = ArticleStoreClient.live(databaseURL: folder.database)
    #expect(try await reopened.revisions() == [Sample.world: "second"])
  }
}

import ArticleStoreClient
import ArticleStoreClientLive
import ArticleStoreClientTestSupport
import Foundation
import NewsClient
import Testing

/// The revision a refresh hands back to the news client is the one saved with the articles, and
/// outlives the process that saved it.
struct RevisionTests {
  let folder: TemporaryFolder
  let now = Sample.start.addingTimeInterval(86_400)

  init() throws {
    folder = try TemporaryFolder()
  }

  @Test func eachFeedsRevisionIsTheOneLastSavedAndSurvivesReopening() async throws {
    let store = ArticleStoreClient.live(databaseURL: folder.database)
    #expect(try await store.revisions() == [:])
    var world = Sample.feed([Sample.article(1)])
    world.revision = "first"
    _ = try await store.save(world, now)
    _ = try await store.save(Sample.feed(Sample.tech, title: "Tech", [Sample.article(2)]), now)
    #expect(try await store.revisions() == [Sample.world: "first"])

    world.revision = "second"
    #expect(try await store.save(world, now) == SaveResult(unchanged: 1))
    let reopened = ArticleStoreClient.live(databaseURL: folder.database)
    #expect(try await reopened.revisions() == [Sample.world: "second"])
  }
}

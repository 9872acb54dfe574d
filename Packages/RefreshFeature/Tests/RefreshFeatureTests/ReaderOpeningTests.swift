import ArticleStoreClient
import Dependencies
import DependenciesTestSupport
import Foundation
import NewsFeature
import RefreshFeature
import StorageClient
import SyncClient
import Testing

/// What the reader opens on: the subscriptions as saved, or on a new device logged in to a sync
/// server, the server's, brought by a sync before it opens.
@Suite(.dependencies)
struct ReaderOpeningTests {
  /// Subscriptions saved: nothing is refreshed before the reader opens (the sync client and the
  /// store stay unimplemented), and the reader refreshes as it opens unless asked not to.
  @Test func savedSubscriptionsOpenAsTheyAre() async throws {
    for refreshes in [true, false] {
      let opening = try await withDependencies {
        $0.storage = Fixtures.storage(subscribedTo: [Fixtures.world])
      } operation: {
        try await RefreshFeature().readerOpening(refreshes: refreshes, retention: nil)
      }
      #expect(opening.subscriptions.map(\.url) == [Fixtures.world])
      #expect(opening.refreshesOnOpening == refreshes)
      #expect(opening.warnings.isEmpty)
    }
  }

  /// A new device, logged in and with nothing subscribed: one sync brings the server's feeds
  /// before the reader opens, says it syncs, and stands for the refresh on opening.
  @Test func aNewDeviceSyncsBeforeOpening() async throws {
    let storage = StorageClient.inMemory()
    let server = SyncClient.sampleServer()
    try await Fixtures.logIn(storage, to: server)
    let syncing = LockIsolated(0)
    let opening = try await withDependencies {
      $0.storage = storage
      $0.syncClient = server
      $0.articleStore = .inMemory()
      $0.date.now = Fixtures.base
    } operation: {
      try await RefreshFeature().readerOpening(refreshes: true, retention: nil) { step in
        if case .syncing = step { syncing.withValue { $0 += 1 } }
      }
    }
    let account = try await server.logIn(.fever, Fixtures.serverURL, "reader@example.org", "x")
    #expect(opening.subscriptions.map(\.url) == (try await server.feeds(account)).map(\.url))
    #expect(!opening.refreshesOnOpening)
    #expect(syncing.value == 1)
  }

  /// Offline, even a new device opens on what is saved: nothing, which the front end says.
  @Test func offlineNothingIsSyncedBeforeOpening() async throws {
    let storage = StorageClient.inMemory()
    try await Fixtures.logIn(storage, to: .sampleServer())
    let opening = try await withDependencies {
      $0.storage = storage
    } operation: {
      try await RefreshFeature().readerOpening(refreshes: false, retention: nil)
    }
    #expect(opening.subscriptions.isEmpty)
  }
}

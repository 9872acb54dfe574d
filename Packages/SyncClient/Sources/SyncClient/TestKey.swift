import Dependencies
import Foundation

extension SyncClient: TestDependencyKey {
  /// Every endpoint fails the test that calls it, naming the endpoint.
  ///
  /// Tests start here and override only the endpoints their flow should use, so that a flow that
  /// starts calling something new is caught.
  public static let testValue = SyncClient(
    logIn: unimplemented("SyncClient.logIn"),
    feeds: unimplemented("SyncClient.feeds"),
    itemsSince: unimplemented("SyncClient.itemsSince"),
    items: unimplemented("SyncClient.items"),
    unreadItemIDs: unimplemented("SyncClient.unreadItemIDs"),
    starredItemIDs: unimplemented("SyncClient.starredItemIDs"),
    mark: unimplemented("SyncClient.mark")
  )

  /// A server in memory, for the app's `--preview` and for trying features out: three feeds and a
  /// dozen articles dated minutes before the `date` dependency's now, some unread, two starred.
  ///
  /// Any user name and non-empty password log in; an empty password is refused, as a real server
  /// would. The first pull hands over every article, the next ones nothing new. Marks change what
  /// the unread and starred ids and the articles say afterwards, for as long as the process runs.
  public static let previewValue = sampleServer()

  /// A client of a server of its own, in memory, as ``previewValue`` is: for a test that runs a
  /// flow across several calls and must not share the server's marks with other tests.
  public static func sampleServer() -> SyncClient {
    let server = SampleSyncServer()
    return SyncClient(
      logIn: { service, serverURL, user, password in
        try server.logIn(service: service, serverURL: serverURL, user: user, password: password)
      },
      feeds: { _ in server.feeds },
      itemsSince: { _, cursor in
        @Dependency(\.date.now) var now
        let items = cursor == SampleSyncServer.cursorAfterEverything ? [] : server.items(now: now)
        return SyncItemBatch(
          items: items, cursor: SampleSyncServer.cursorAfterEverything, isComplete: true)
      },
      items: { _, ids in
        @Dependency(\.date.now) var now
        return server.items(now: now).filter { ids.contains($0.id) }
      },
      unreadItemIDs: { _ in server.unreadItemIDs },
      starredItemIDs: { _ in server.starredItemIDs },
      mark: { _, mark, ids in server.mark(mark, ids) }
    )
  }
}

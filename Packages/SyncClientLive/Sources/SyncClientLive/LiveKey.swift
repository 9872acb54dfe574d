import Dependencies
import Foundation
import SyncClient

// The interface leaves `liveValue` to this package on purpose, so that features never reach the
// outside world.
extension SyncClient: @retroactive DependencyKey {
  /// A client with the default configuration. An app builds its own with
  /// ``live(configuration:)``, passing its User-Agent.
  public static let liveValue = SyncClient.live()

  /// A live client with the given settings, speaking the Fever API over HTTPEngine.
  ///
  /// An account of any other service fails with
  /// ``SyncClientError/Reason/unsupportedService(_:)``. Each call makes an independent client with
  /// its own connections, so the app should make one and keep it.
  public static func live(configuration: LiveConfiguration = LiveConfiguration()) -> SyncClient {
    let fever = FeverService(configuration: configuration)
    return SyncClient(
      logIn: { service, serverURL, user, password in
        try requireFever(service, serverURL)
        return try await fever.logIn(serverURL: serverURL, user: user, password: password)
      },
      feeds: { account in
        try requireFever(account.service, account.serverURL)
        return try await fever.feeds(account)
      },
      itemsSince: { account, cursor in
        try requireFever(account.service, account.serverURL)
        return try await fever.itemsSince(account, cursor: cursor)
      },
      items: { account, ids in
        try requireFever(account.service, account.serverURL)
        return try await fever.items(account, ids: ids)
      },
      unreadItemIDs: { account in
        try requireFever(account.service, account.serverURL)
        return try await fever.itemIDs(account, .unread)
      },
      starredItemIDs: { account in
        try requireFever(account.service, account.serverURL)
        return try await fever.itemIDs(account, .starred)
      },
      mark: { account, mark, ids in
        try requireFever(account.service, account.serverURL)
        try await fever.mark(account, mark, ids: ids)
      }
    )
  }

  /// The one service this package speaks, for now; the next is one more branch in each endpoint.
  private static func requireFever(_ service: SyncService, _ serverURL: URL) throws {
    guard service == .fever else {
      throw SyncClientError(server: serverURL, reason: .unsupportedService(service))
    }
  }
}

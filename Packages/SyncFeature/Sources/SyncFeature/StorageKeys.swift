import StorageClient

extension StorageKey {
  /// The sync account: the service, the server, the user and the token that stands for the
  /// password, never the password. Configuration, as a person chose it; the storage writes it
  /// readable by the user alone (mode 0600), which the token needs.
  public static let syncAccount = StorageKey("sync.json", in: .configuration)
  /// When the last sync succeeded: state, which the app may forget.
  public static let syncState = StorageKey("sync-state.json", in: .state)
}

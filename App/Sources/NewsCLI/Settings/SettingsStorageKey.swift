import StorageClient

extension StorageKey {
  /// The user's preferences, which the app owns rather than any one feature.
  static let settings = StorageKey("settings.json", in: .configuration)
}

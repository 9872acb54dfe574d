import StorageClient

/// Keys like the ones an app's features declare, one in each area.
extension StorageKey {
  static let settings = StorageKey("settings.json", in: .configuration)
  static let subscriptions = StorageKey("subscriptions.json", in: .configuration)
  static let seenArticles = StorageKey("seen-articles.json", in: .state)
  static let cachedFeed = StorageKey("0123456789abcdef.feed", in: .cache)
}

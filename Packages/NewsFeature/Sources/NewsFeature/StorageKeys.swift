import StorageClient

extension StorageKey {
  /// The feeds the user subscribed to: configuration, which a person may back up or edit.
  public static let subscriptions = StorageKey("subscriptions.json", in: .configuration)
  /// The articles already shown, for telling what is new: state, which the app may forget.
  public static let seenArticles = StorageKey("seen-articles.json", in: .state)
}

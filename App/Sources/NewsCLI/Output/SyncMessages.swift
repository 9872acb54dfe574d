import SyncFeature

/// How the sync command and the refreshes that sync say what happened, in one line each.
enum SyncMessages {
  static var notLoggedIn: String {
    "Not logged in to a sync server; log in with '\(AppIdentity.name) sync login fever URL --user NAME'."
  }

  /// "1 change", "2 changes": read marks and stars waiting for the server.
  static func changes(_ count: Int) -> String {
    "\(count) \(count == 1 ? "change" : "changes")"
  }
}

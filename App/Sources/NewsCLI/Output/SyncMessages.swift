import SyncFeature

/// How the sync command and the refreshes that sync say what happened, in one line each.
enum SyncMessages {
  static var notLoggedIn: String {
    "Not logged in to a sync server; log in with '\(AppIdentity.name) sync login fever URL --user NAME'."
  }
}

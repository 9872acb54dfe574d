import SyncFeature

/// How the sync command and the refreshes that sync say what happened, in one line each.
enum SyncMessages {
  static var notLoggedIn: String {
    "Not logged in to a sync server; log in with '\(AppIdentity.name) sync login fever URL --user NAME'."
  }

  static func synced(_ report: SyncReport) -> String {
    var parts = ["\(report.newArticles.articles) new from \(report.feeds) feeds"]
    if report.sentMarks > 0 { parts.append("\(changes(report.sentMarks)) sent") }
    if report.changedMarks > 0 {
      parts.append("\(report.changedMarks.articles) marked as on the server")
    }
    return "Synced: " + parts.joined(separator: ", ") + "."
  }

  static func failed(_ failure: SyncFailure) -> String {
    guard failure.waitingMarks > 0 else { return failure.description }
    let verb = failure.waitingMarks == 1 ? "waits" : "wait"
    return "\(failure.description); \(changes(failure.waitingMarks)) made here \(verb) to be sent"
  }

  /// "1 change", "2 changes": read marks and stars waiting for the server.
  static func changes(_ count: Int) -> String {
    "\(count) \(count == 1 ? "change" : "changes")"
  }
}

import ArgumentParser

/// What a command that reads the subscriptions says when there are none, and how it ends.
enum NoSubscriptions {
  static var message: String {
    "You have no subscriptions. Add one with: \(AppIdentity.name) feeds add URL"
      + ", or six sample feeds with: \(AppIdentity.name) feeds samples"
  }

  /// Reports the empty list and fails: a command that exists to read feeds has nothing to do.
  static func fail() -> ExitCode {
    printError(message)
    return ExitCode.failure
  }
}

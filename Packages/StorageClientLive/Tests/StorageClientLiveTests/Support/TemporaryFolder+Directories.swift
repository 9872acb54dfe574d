import Foundation
import StorageClientLive
import TestSupport

extension TemporaryFolder {
  /// Configuration, state and cache folders inside this one, not yet created, as on a first run.
  var directories: StorageDirectories {
    StorageDirectories(
      configuration: url("config/reader-app"),
      state: url("state/reader-app"),
      cache: url("cache/reader-app")
    )
  }
}

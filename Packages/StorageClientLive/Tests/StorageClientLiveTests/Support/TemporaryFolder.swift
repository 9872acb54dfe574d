import Foundation
import StorageClientLive

/// A fresh folder for one test, on the real file system, removed when the test ends.
final class TemporaryFolder: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("StorageClientLiveTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    // A test may have made a folder unreadable; make it removable again first.
    for path in (try? FileManager.default.subpathsOfDirectory(atPath: url.path)) ?? [] {
      _ = chmod(url.appendingPathComponent(path).path, 0o700)
    }
    try? FileManager.default.removeItem(at: url)
  }

  /// Configuration, state and cache folders inside this one, not yet created, as on a first run.
  var directories: StorageDirectories {
    StorageDirectories(
      configuration: url.appendingPathComponent("config/reader-app", isDirectory: true),
      state: url.appendingPathComponent("state/reader-app", isDirectory: true),
      cache: url.appendingPathComponent("cache/reader-app", isDirectory: true)
    )
  }

  /// The names in `folder`, hidden ones included.
  func names(in folder: URL) throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
  }
}

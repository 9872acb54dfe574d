import Foundation

/// A fresh folder for one test, on the real file system, removed when the test ends.
final class TemporaryFolder: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("ArticleStoreClientLiveTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    // A test may have made a folder or file read-only; make everything removable again first.
    _ = chmod(url.path, 0o700)
    for path in (try? FileManager.default.subpathsOfDirectory(atPath: url.path)) ?? [] {
      _ = chmod(url.appendingPathComponent(path).path, 0o700)
    }
    try? FileManager.default.removeItem(at: url)
  }

  /// A database inside a folder that does not exist yet, as on a first run.
  var database: URL {
    url.appendingPathComponent("data/reader-app/articles.sqlite")
  }

  /// The names in the database's folder.
  func namesBesideDatabase() throws -> Set<String> {
    Set(
      try FileManager.default.contentsOfDirectory(atPath: database.deletingLastPathComponent().path)
    )
  }
}

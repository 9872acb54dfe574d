import Foundation

/// A fresh folder for one test, on the real file system, removed when the test ends.
final class TemporaryFolder: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("FileEngineTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The path of `name` inside this folder.
  func path(_ name: String) -> String {
    url.appendingPathComponent(name).path
  }

  /// The names in this folder, hidden ones included.
  func names() throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: url.path))
  }

  /// The bytes of `name`, as a string.
  func contents(_ name: String) -> String? {
    FileManager.default.contents(atPath: path(name)).map { String(decoding: $0, as: UTF8.self) }
  }
}

/// The permission bits of `path`.
func permissions(_ path: String) throws -> Int {
  try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? -1
}

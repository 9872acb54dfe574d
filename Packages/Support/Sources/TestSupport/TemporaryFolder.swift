import Foundation

/// A fresh folder for one test, on the real file system, removed with everything in it when the
/// test lets go of it.
///
/// It is made under the system's temporary folder, which `TMPDIR` chooses, so that a test run can
/// keep every test's files inside a folder of its own.
public final class TemporaryFolder: Sendable {
  public let url: URL

  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("test-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    // A test may have made a folder or a file read-only, or unreadable: make everything
    // removable again first.
    _ = chmod(url.path, 0o700)
    for path in (try? FileManager.default.subpathsOfDirectory(atPath: url.path)) ?? [] {
      _ = chmod(url.appendingPathComponent(path).path, 0o700)
    }
    try? FileManager.default.removeItem(at: url)
  }

  /// The address of `name` inside this folder; `name` may hold slashes.
  public func url(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  /// The path of `name` inside this folder; `name` may hold slashes.
  public func path(_ name: String) -> String {
    url(name).path
  }

  /// The names in `folder`, this one by default, hidden ones included.
  public func names(in folder: URL? = nil) throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: (folder ?? url).path))
  }

  /// The bytes of `name` as text, or nil when there is no such file.
  public func contents(_ name: String) -> String? {
    FileManager.default.contents(atPath: path(name)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Writes `bytes` to `name`, making the folders on its way, and returns its address.
  @discardableResult
  public func write(_ bytes: Data, to name: String) throws -> URL {
    let file = url(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try bytes.write(to: file)
    return file
  }
}

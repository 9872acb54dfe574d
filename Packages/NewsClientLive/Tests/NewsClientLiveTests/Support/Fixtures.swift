import Foundation
import NewsClient

@testable import NewsClientLive

/// The feeds under `Fixtures/`, and a way to parse them as a transfer would: in small chunks, so
/// that every test also crosses chunk boundaries in awkward places.
enum Fixtures {
  static func url(_ name: String) -> URL {
    Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent(name)
  }

  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: url(name))
  }

  static func parse(
    _ name: String,
    as feedURL: URL = URL(string: "https://feeds.example.org/feed.xml")!,
    charset: String? = nil,
    chunkSize: Int = 7
  ) throws -> Feed {
    try parse(data: data(name), as: feedURL, charset: charset, chunkSize: chunkSize)
  }

  static func parse(
    data: Data, as feedURL: URL = URL(string: "https://feeds.example.org/feed.xml")!,
    charset: String? = nil, chunkSize: Int = 7
  ) throws -> Feed {
    let parser = FeedParser(feedURL: feedURL, httpCharset: charset)
    var offset = 0
    while offset < data.count {
      let end = min(data.count, offset + chunkSize)
      try data[offset..<end].withUnsafeBytes { try parser.consume($0) }
      offset = end
    }
    return try parser.finish()
  }
}

/// A fresh, empty cache folder for one test.
///
/// It sits in ``testRunFolder``, not beside the client that uses it: a live client holds only the
/// folder's address, so nothing in a test could tell when the folder is no longer needed.
func temporaryDirectory() -> URL {
  let url = testRunFolder.appendingPathComponent(UUID().uuidString, isDirectory: true)
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// The one folder of this test run in the system's temporary folder, removed when the run exits,
/// so that runs leave nothing behind.
private let testRunFolder: URL = {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("NewsClientLive-tests-\(UUID().uuidString)", isDirectory: true)
  atexit { try? FileManager.default.removeItem(at: testRunFolder) }
  return url
}()

/// An ISO 8601 date for expectations.
func date(_ text: String) -> Date {
  let formatter = ISO8601DateFormatter()
  formatter.formatOptions =
    text.contains(".") ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
  return formatter.date(from: text)!
}

import Foundation

/// The last good body of each feed with the validators (ETag, Last-Modified) that came with it.
///
/// The raw body is kept rather than the parsed feed: parsing is fast, the format cannot go stale
/// when `Feed` changes, and a 304 or an offline read gives the same result a fresh fetch would.
/// An entry is one file, written atomically, that starts with a magic line and a JSON header
/// recording the URL and the body's length; anything that does not check out is treated as absent
/// and deleted, so a corrupt or partial entry is refetched and never crashes the reader.
struct FeedCache: Sendable {
  struct Entry: Sendable {
    var url: URL
    var entityTag: String?
    var lastModified: String?
    var charset: String?
    var body: Data
  }

  private struct Header: Codable {
    var url: String
    var entityTag: String?
    var lastModified: String?
    var charset: String?
    var bodyLength: Int
  }

  private static let magic = Array("feed cache 1\n".utf8)

  let directory: URL

  func fileURL(for url: URL) -> URL {
    directory.appendingPathComponent(CacheKey.name(for: url) + ".feed")
  }

  /// The entry for `url`, or nil when there is none or it is damaged (a damaged one is deleted).
  func entry(for url: URL) -> Entry? {
    let file = fileURL(for: url)
    guard let data = try? Data(contentsOf: file, options: .mappedIfSafe) else { return nil }
    guard let entry = Self.decode(data, url: url) else {
      try? FileManager.default.removeItem(at: file)
      return nil
    }
    return entry
  }

  func store(_ entry: Entry) throws {
    let header = Header(
      url: entry.url.absoluteString, entityTag: entry.entityTag, lastModified: entry.lastModified,
      charset: entry.charset, bodyLength: entry.body.count)
    var data = Data(Self.magic)
    data.append(try JSONEncoder().encode(header))
    data.append(UInt8(ascii: "\n"))
    data.append(entry.body)
    try AtomicFile.write(data, to: fileURL(for: entry.url))
    AtomicFile.removeAbandonedTemporaryFiles(in: directory, olderThan: Self.abandonedWriteAge)
  }

  /// How old a temporary file must be before a store removes it as left over from a killed
  /// process: far longer than writing one feed takes.
  static let abandonedWriteAge: TimeInterval = 60 * 60

  /// Deletes the entry for `url`, after its body turned out not to parse.
  func remove(_ url: URL) {
    try? FileManager.default.removeItem(at: fileURL(for: url))
  }

  private static func decode(_ data: Data, url: URL) -> Entry? {
    guard data.starts(with: magic) else { return nil }
    let afterMagic = data.index(data.startIndex, offsetBy: magic.count)
    guard let newline = data[afterMagic...].prefix(64 * 1024).firstIndex(of: UInt8(ascii: "\n")),
      let header = try? JSONDecoder().decode(Header.self, from: data[afterMagic..<newline]),
      header.url == url.absoluteString
    else { return nil }
    let body = data[data.index(after: newline)...]
    guard body.count == header.bodyLength else { return nil }
    return Entry(
      url: url, entityTag: header.entityTag, lastModified: header.lastModified,
      charset: header.charset,
      body: Data(body))
  }
}

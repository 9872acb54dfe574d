import Foundation
import StorageClient

/// The last good body of each feed with the validators (ETag, Last-Modified) that came with it.
///
/// The raw body is kept rather than the parsed feed: parsing is fast, the format cannot go stale
/// when `Feed` changes, and a 304 or an offline read gives the same result a fresh fetch would.
/// An entry is one key in the storage's cache area, so the storage's atomic saves (and its clean-up
/// after a killed one) are the cache's too. It starts with a magic line and a JSON header recording
/// the URL and the body's length; anything that does not check out is treated as absent and
/// forgotten, so a corrupt or partial entry is refetched and never crashes the reader.
struct FeedCache: Sendable {
  struct Entry: Sendable {
    var url: URL
    var entityTag: String?
    var lastModified: String?
    var charset: String?
    var body: Data
    /// The body's ``FeedRevision``, recorded with it so a 304 is answered without reading the body.
    var revision: String

    init(
      url: URL, entityTag: String? = nil, lastModified: String? = nil, charset: String? = nil,
      body: Data
    ) {
      self.init(
        url: url, entityTag: entityTag, lastModified: lastModified, charset: charset, body: body,
        revision: FeedRevision.of(body))
    }

    fileprivate init(
      url: URL, entityTag: String?, lastModified: String?, charset: String?, body: Data,
      revision: String
    ) {
      self.url = url
      self.entityTag = entityTag
      self.lastModified = lastModified
      self.charset = charset
      self.body = body
      self.revision = revision
    }
  }

  private struct Header: Codable {
    var url: String
    var entityTag: String?
    var lastModified: String?
    var charset: String?
    var bodyLength: Int
    /// Absent from entries written before revisions existed; the body's is computed then.
    var revision: String?
  }

  private static let magic = Array("feed cache 1\n".utf8)

  let storage: StorageClient

  /// A plain file name, as the storage requires, whatever the URL holds: a hash of it.
  static func key(for url: URL) -> StorageKey {
    StorageKey(CacheKey.name(for: url) + ".feed", in: .cache)
  }

  /// The entry for `url`, or nil when there is none, it is damaged (a damaged one is forgotten) or
  /// the storage cannot be read: a cache that fails costs a download, never the feed.
  func entry(for url: URL) async -> Entry? {
    let key = Self.key(for: url)
    guard let data = try? await storage.load(key), !data.isEmpty else { return nil }
    guard let entry = Self.decode(data, url: url) else {
      await forget(key)
      return nil
    }
    return entry
  }

  func store(_ entry: Entry) async throws {
    let header = Header(
      url: entry.url.absoluteString, entityTag: entry.entityTag, lastModified: entry.lastModified,
      charset: entry.charset, bodyLength: entry.body.count, revision: entry.revision)
    var data = Data(Self.magic)
    data.append(try JSONEncoder().encode(header))
    data.append(UInt8(ascii: "\n"))
    data.append(entry.body)
    try await storage.save(data, Self.key(for: entry.url))
  }

  /// Forgets the entry for `url`, after its body turned out not to parse.
  func remove(_ url: URL) async {
    await forget(Self.key(for: url))
  }

  /// The storage cannot delete, so an empty entry, which reads as absent, stands for a deleted one:
  /// its validators are never sent again and its body is never parsed again.
  private func forget(_ key: StorageKey) async {
    try? await storage.save(Data(), key)
  }

  private static func decode(_ data: Data, url: URL) -> Entry? {
    guard data.starts(with: magic) else { return nil }
    let afterMagic = data.index(data.startIndex, offsetBy: magic.count)
    guard let newline = data[afterMagic...].prefix(64 * 1024).firstIndex(of: UInt8(ascii: "\n")),
      let header = try? JSONDecoder().decode(Header.self, from: data[afterMagic..<newline]),
      header.url == url.absoluteString
    else { return nil }
    // A slice, not a copy: the body is most of the entry, and a refresh holds one per transfer.
    let body = data[data.index(after: newline)...]
    guard body.count == header.bodyLength else { return nil }
    return Entry(
      url: url, entityTag: header.entityTag, lastModified: header.lastModified,
      charset: header.charset, body: body, revision: header.revision ?? FeedRevision.of(body))
  }
}

import FlyingFox
import Foundation
import NewsClient
import Testing

@testable import NewsClientLive

@Suite struct FeedCacheTests {
  /// A server that answers `/feed` with validators and honours them with 304.
  private static func conditionalServer(body: Data) async throws -> TestServer {
    try await TestServer.start { server, log in
      await server.appendRoute("GET /feed") { request in
        await log.record(request)
        if request.headers[HTTPHeader("If-None-Match")] == "\"v1\"" {
          return .with(.notModified, headers: ["ETag": "\"v1\""])
        }
        return .with(
          body: body,
          headers: ["ETag": "\"v1\"", "Last-Modified": "Tue, 10 Jun 2025 14:00:00 GMT"])
      }
    }
  }

  @Test func theWholeConditionalGETFlow() async throws {
    let server = try await Self.conditionalServer(body: try Fixtures.data("rss-2.0.xml"))
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient()
    let url = server.url("/feed")

    let first = try await client.fetchFeed(url, .revalidate)
    let second = try await client.fetchFeed(url, .revalidate)
    #expect(second == first)

    let requests = await server.requests.entries
    #expect(requests.count == 2)
    #expect(requests[0].headers["if-none-match"] == nil)
    #expect(requests[0].headers["if-modified-since"] == nil)
    #expect(requests[1].headers["if-none-match"] == "\"v1\"")
    #expect(requests[1].headers["if-modified-since"] == "Tue, 10 Jun 2025 14:00:00 GMT")

    #expect(try await client.fetchFeed(url, .offline) == first)
    #expect(try await client.fetchFeed(url, .preferCache) == first)
    #expect(await server.requests.entries.count == 2)
  }

  @Test func offlineWithoutACacheTouchesNothing() async throws {
    let server = try await Self.conditionalServer(body: try Fixtures.data("rss-2.0.xml"))
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient()
    let url = server.url("/feed")
    #expect(await newsClientError { try await client.fetchFeed(url, .offline) } == .notCached(url))
    #expect(await server.requests.entries.isEmpty)
    _ = try await client.fetchFeed(url, .preferCache)
    #expect(await server.requests.entries.count == 1)
  }

  @Test(arguments: ["garbage", "truncated", "wrong-url"])
  func aDamagedEntryIsIgnoredAndRefetched(damage: String) async throws {
    let server = try await Self.conditionalServer(body: try Fixtures.data("rss-2.0.xml"))
    defer { Task { await server.stop() } }
    let (client, configuration) = makeLiveClient()
    let url = server.url("/feed")
    let expected = try await client.fetchFeed(url, .revalidate)

    let cache = FeedCache(directory: configuration.cacheDirectory.appendingPathComponent("feeds"))
    let file = cache.fileURL(for: url)
    let stored = try Data(contentsOf: file)
    switch damage {
    case "garbage": try Data("\u{0}\u{1}not a cache entry".utf8).write(to: file)
    case "truncated": try stored.prefix(stored.count - 10).write(to: file)
    default:
      // Another URL with the same hash would look like this: right shape, wrong owner.
      let text = String(decoding: stored, as: UTF8.self).replacingOccurrences(
        of: "127.0.0.1", with: "127.0.0.9")
      try Data(text.utf8).write(to: file)
    }

    #expect(await newsClientError { try await client.fetchFeed(url, .offline) } == .notCached(url))
    #expect(try await client.fetchFeed(url, .revalidate) == expected)
    let requests = await server.requests.entries
    #expect(requests.count == 2)
    #expect(
      requests[1].headers["if-none-match"] == nil, "a damaged entry's validators must not be sent")
    #expect(try await client.fetchFeed(url, .offline) == expected)
  }

  @Test func a304ForAnEntryThatNoLongerParsesRefetches() async throws {
    let server = try await Self.conditionalServer(body: try Fixtures.data("atom.xml"))
    defer { Task { await server.stop() } }
    let (client, configuration) = makeLiveClient()
    let url = server.url("/feed")
    let cache = FeedCache(directory: configuration.cacheDirectory.appendingPathComponent("feeds"))
    try cache.store(
      FeedCache.Entry(url: url, entityTag: "\"v1\"", body: Data("<html>not a feed</html>".utf8)))

    let feed = try await client.fetchFeed(url, .revalidate)
    #expect(feed.title == "Atom & Eve")
    let requests = await server.requests.entries
    #expect(requests.map { $0.headers["if-none-match"] } == ["\"v1\"", nil])
  }

  @Test func aFailedFetchKeepsTheOldCopy() async throws {
    let good = try Fixtures.data("rss-2.0.xml")
    let bad = try Fixtures.data("billion-laughs.xml")
    let server = try await TestServer.start { server, log in
      await server.appendRoute("GET /feed") { request in
        await log.record(request)
        let isFirst = await log.count(path: "/feed") == 1
        return isFirst ? .with(body: good) : .with(body: bad)
      }
    }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient()
    let url = server.url("/feed")
    let original = try await client.fetchFeed(url, .revalidate)
    #expect(await newsClientError { try await client.fetchFeed(url, .revalidate) } != nil)
    #expect(try await client.fetchFeed(url, .offline) == original)
  }

  @Test func writesLeaveNoTemporaryFiles() async throws {
    let server = try await Self.conditionalServer(body: try Fixtures.data("rss-2.0.xml"))
    defer { Task { await server.stop() } }
    let (client, configuration) = makeLiveClient()
    for index in 0..<3 {
      _ = try await client.fetchFeed(server.url("/feed?page=\(index)"), .revalidate)
    }
    let files = try FileManager.default.contentsOfDirectory(
      atPath: configuration.cacheDirectory.appendingPathComponent("feeds").path)
    #expect(files.count == 3)
    #expect(
      files.allSatisfy {
        $0.range(of: #"^[0-9a-f]{16}\.feed$"#, options: .regularExpression) != nil
      })
  }

  /// A process killed while writing leaves a temporary file; the next store removes it once it is
  /// old enough that no write can still own it.
  @Test func temporaryFilesOfKilledWritesAreRemovedOnlyWhenOld() throws {
    let cache = FeedCache(directory: temporaryDirectory())
    let old = cache.directory.appendingPathComponent(".0123456789abcdef.feed.OLD.partial")
    let fresh = cache.directory.appendingPathComponent(".0123456789abcdef.feed.NEW.partial")
    for file in [old, fresh] { try Data("half a feed".utf8).write(to: file) }
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -2 * FeedCache.abandonedWriteAge)],
      ofItemAtPath: old.path)

    let url = URL(string: "https://example.org/feed.xml")!
    try cache.store(FeedCache.Entry(url: url, body: Data("<rss/>".utf8)))
    #expect(!FileManager.default.fileExists(atPath: old.path))
    #expect(FileManager.default.fileExists(atPath: fresh.path))
    #expect(cache.entry(for: url)?.body == Data("<rss/>".utf8))
  }

  /// An app passes its own folder; a program that does not gets one named after itself, never
  /// another program's.
  @Test func theDefaultCacheFolderIsNamedAfterTheRunningProgram() {
    let folder = NewsClient.LiveConfiguration.defaultCacheDirectory()
    #expect(folder.lastPathComponent == ProcessInfo.processInfo.processName)
    #expect(NewsClient.LiveConfiguration().userAgent == ProcessInfo.processInfo.processName)
  }
}

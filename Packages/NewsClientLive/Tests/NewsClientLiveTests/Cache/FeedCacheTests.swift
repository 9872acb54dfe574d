import Dependencies
import DependenciesTestSupport
import FlyingFox
import Foundation
import HTTPTestSupport
import NewsClient
import StorageClient
import Testing

@testable import NewsClientLive

@Suite(.dependencies) struct FeedCacheTests {
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

    let storage = configuration.storage
    let key = FeedCache.key(for: url)
    let stored = try #require(try await storage.load(key))
    switch damage {
    case "garbage": try await storage.save(Data("\u{0}\u{1}not a cache entry".utf8), key)
    case "truncated": try await storage.save(stored.prefix(stored.count - 10), key)
    default:
      // Another URL with the same hash would look like this: right shape, wrong owner.
      let text = String(decoding: stored, as: UTF8.self).replacingOccurrences(
        of: "127.0.0.1", with: "127.0.0.9")
      try await storage.save(Data(text.utf8), key)
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
    let cache = FeedCache(storage: configuration.storage)
    try await cache.store(
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

  /// The storage refuses any key that is not a plain file name, and keeps the cache area apart
  /// from what a person configured or the app must remember.
  @Test func eachFeedIsOneEntryUnderAPlainNameInTheCacheArea() async throws {
    let server = try await Self.conditionalServer(body: try Fixtures.data("rss-2.0.xml"))
    defer { Task { await server.stop() } }
    let saved = LockIsolated<[StorageKey]>([])
    let (client, _) = makeLiveClient { configuration in
      let save = configuration.storage.save
      configuration.storage.save = { data, key in
        saved.withValue { $0.append(key) }
        try await save(data, key)
      }
    }
    for index in 0..<3 {
      _ = try await client.fetchFeed(server.url("/feed?page=\(index)"), .revalidate)
    }
    #expect(Set(saved.value).count == 3)
    #expect(
      saved.value.allSatisfy {
        $0.area == .cache
          && $0.name.range(of: #"^[0-9a-f]{16}\.feed$"#, options: .regularExpression) != nil
      })
  }

  /// Every store is one whole save, so an entry is exactly as atomic as the storage makes a save,
  /// and a process killed while storing leaves the old entry or the new one, never a fragment.
  @Test func anEntryIsStoredInOneSaveAndReadBackWhole() async throws {
    let saves = LockIsolated<[Data]>([])
    var storage = StorageClient.inMemory()
    let save = storage.save
    storage.save = { data, key in
      saves.withValue { $0.append(data) }
      try await save(data, key)
    }
    let cache = FeedCache(storage: storage)
    let url = URL(string: "https://example.org/feed.xml")!
    let body = Data("<rss/>".utf8)

    try await cache.store(
      FeedCache.Entry(url: url, entityTag: "\"v2\"", lastModified: "yesterday", body: body))

    #expect(saves.value.count == 1)
    #expect(saves.value.first?.suffix(body.count) == body)
    let entry = try #require(await cache.entry(for: url))
    #expect(entry.body == body)
    #expect(entry.entityTag == "\"v2\"")
    #expect(entry.lastModified == "yesterday")
  }

  /// A program that passes no storage caches through the `\.storage` dependency, which an app that
  /// links the live storage answers with files in a folder named after it.
  @Test func theDefaultStorageIsTheStorageDependency() async throws {
    let server = try await Self.conditionalServer(body: try Fixtures.data("rss-2.0.xml"))
    defer { Task { await server.stop() } }
    let storage = StorageClient.inMemory()
    let url = server.url("/feed")
    let client = NewsClient.live(
      configuration: .init(cacheDirectory: temporaryDirectory(), userAgent: "reader-tests/1.0"))
    try await withDependencies {
      $0.storage = storage
    } operation: {
      let feed = try await client.fetchFeed(url, .revalidate)
      #expect(try await storage.load(FeedCache.key(for: url)) != nil)
      #expect(try await client.fetchFeed(url, .offline) == feed)
    }
  }

  /// An app passes its own folder; a program that does not gets one named after itself, never
  /// another program's.
  @Test func theDefaultCacheFolderIsNamedAfterTheRunningProgram() {
    let folder = NewsClient.LiveConfiguration.defaultCacheDirectory()
    #expect(folder.lastPathComponent == ProcessInfo.processInfo.processName)
    #expect(NewsClient.LiveConfiguration().userAgent == ProcessInfo.processInfo.processName)
  }
}

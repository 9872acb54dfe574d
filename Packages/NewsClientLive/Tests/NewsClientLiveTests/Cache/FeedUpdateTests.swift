import Dependencies
import DependenciesTestSupport
import FlyingFox
import Foundation
import HTTPTestSupport
import NewsClient
import StorageClient
import Testing

@testable import NewsClientLive

/// `fetchFeedUpdate` answers "unchanged" for the revision the caller holds without parsing it, so
/// a refresh of unchanged feeds costs requests and nothing more.
@Suite(.dependencies) struct FeedUpdateTests {
  /// A server that answers `/feed` with `body()` and an ETag, and 304 to that ETag when
  /// `honoursValidators`.
  private static func server(
    honoursValidators: Bool, body: @escaping @Sendable () -> Data
  ) async throws -> TestServer {
    try await TestServer.start { server, log in
      await server.appendRoute("GET /feed") { request in
        await log.record(request)
        if honoursValidators, request.headers[HTTPHeader("If-None-Match")] == "\"v1\"" {
          return .with(.notModified, headers: ["ETag": "\"v1\""])
        }
        return .with(body: body(), headers: ["ETag": "\"v1\""])
      }
    }
  }

  @Test func aNotModifiedFeedAtTheKnownRevisionIsUnchangedAndNeverParsed() async throws {
    let body = try Fixtures.data("rss-2.0.xml")
    let server = try await Self.server(honoursValidators: true) { body }
    defer { Task { await server.stop() } }
    let (client, configuration) = makeLiveClient()
    let url = server.url("/feed")

    guard case .changed(let feed) = try await client.fetchFeedUpdate(url, nil) else {
      Issue.record("a first fetch must return the feed")
      return
    }
    let revision = try #require(feed.revision)
    #expect(feed.articles.count == (try await client.fetchFeed(url, .offline)).articles.count)

    // The cached body becomes bytes that do not parse, at the same length: had the 304 been
    // answered by parsing it, the entry would be forgotten and the feed downloaded again.
    let key = FeedCache.key(for: url)
    var entry = try #require(try await configuration.storage.load(key))
    let bodyStart = entry.count - body.count
    entry.replaceSubrange(bodyStart..., with: Data(repeating: UInt8(ascii: "x"), count: body.count))
    try await configuration.storage.save(entry, key)

    #expect(try await client.fetchFeedUpdate(url, revision) == .unchanged)
    let requests = await server.requests.entries
    #expect(requests.map { $0.headers["if-none-match"] } == [nil, "\"v1\""])
  }

  @Test func aServerThatSendsTheSameDocumentAgainIsUnchanged() async throws {
    let body = try Fixtures.data("atom.xml")
    let server = try await Self.server(honoursValidators: false) { body }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient()
    let url = server.url("/feed")

    guard case .changed(let feed) = try await client.fetchFeedUpdate(url, nil) else {
      Issue.record("a first fetch must return the feed")
      return
    }
    #expect(try await client.fetchFeedUpdate(url, feed.revision) == .unchanged)
    #expect(await server.requests.entries.count == 2)
  }

  @Test func aNotModifiedFeedTheCallerDoesNotHoldComesFromTheCache() async throws {
    let body = try Fixtures.data("rss-2.0.xml")
    let server = try await Self.server(honoursValidators: true) { body }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient()
    let url = server.url("/feed")
    guard case .changed(let first) = try await client.fetchFeedUpdate(url, nil) else {
      Issue.record("a first fetch must return the feed")
      return
    }

    // A caller that lost what it saved (a store set aside, say) names no revision, or an old one.
    for knownRevision in [nil, "0-0000000000000000"] {
      #expect(try await client.fetchFeedUpdate(url, knownRevision) == .changed(first))
    }
    let requests = await server.requests.entries
    #expect(requests.map { $0.headers["if-none-match"] } == [nil, "\"v1\"", "\"v1\""])
  }

  @Test func aChangedDocumentIsAChangedFeedWithANewRevision() async throws {
    let documents = try [Fixtures.data("rss-2.0.xml"), Fixtures.data("atom.xml")]
    let sent = LockIsolated(0)
    let server = try await Self.server(honoursValidators: false) {
      sent.withValue { count in
        defer { count += 1 }
        return documents[min(count, 1)]
      }
    }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient()
    let url = server.url("/feed")

    guard case .changed(let first) = try await client.fetchFeedUpdate(url, nil),
      case .changed(let second) = try await client.fetchFeedUpdate(url, first.revision)
    else {
      Issue.record("both documents must arrive as changed feeds")
      return
    }
    #expect(first.revision != second.revision)
    #expect(second.title == "Atom & Eve")
  }

  /// A feed that breaks off part-way names no revision, so every refresh reads it again and
  /// reports its problem again, for as long as the server sends it broken, even when it answers
  /// 304.
  @Test func aFeedCutOffPartWayIsNeverUnchangedAndReportsItsProblemEachTime() async throws {
    let body = Data(
      """
      <rss version="2.0"><channel><title>Cut</title>
      <item><guid>1</guid><title>One</title></item>
      <item><guid>2</guid><title>Two</title></item>
      <item><guid>3</guid><title>Thr
      """.utf8)
    let server = try await Self.server(honoursValidators: true) { body }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient()
    let url = server.url("/feed")

    var knownRevision: String?
    for refresh in 1...2 {
      guard case .changed(let feed) = try await client.fetchFeedUpdate(url, knownRevision) else {
        Issue.record("refresh \(refresh) must read the broken feed again")
        return
      }
      #expect(feed.articles.map(\.title) == ["One", "Two"])
      #expect(feed.problem?.url == url)
      #expect(feed.revision == nil)
      knownRevision = feed.revision
    }
    let requests = await server.requests.entries
    #expect(requests.map { $0.headers["if-none-match"] } == [nil, "\"v1\""])
  }
}

import FlyingFox
import Foundation
import HTTPTestSupport
import RichTextCore
import SyncClient
import SyncClientLive
import Testing

/// The live client against a fake Fever server on 127.0.0.1 that misbehaves in every way a real
/// one can: it lies about what it is, breaks, stalls, never stops talking, sends a gigabyte, and
/// fills its text with escape sequences. Each failure must be a clear ``SyncClientError``, and
/// nothing hostile may reach the app's types.
@Suite struct HostileServerTests {
  /// Bounds that end a hung request in seconds yet leave a loaded machine's loopback server room
  /// to answer: only the test of timeouts is in a hurry.
  let client = SyncClient.live(
    configuration: .init(
      userAgent: "sync-tests/1.0", connectTimeout: .seconds(10), requestTimeout: .seconds(30),
      stallTimeout: .seconds(10), maximumItemBodyBytes: 100))

  func account(_ server: TestServer, _ path: String) -> SyncAccount {
    SyncAccount(service: .fever, serverURL: server.url(path), user: "reader", token: "key")
  }

  /// The reason `operation` failed with, or nil when it did not fail with a ``SyncClientError``.
  func reason(_ operation: () async throws -> some Any) async -> SyncClientError.Reason? {
    do {
      _ = try await operation()
      return nil
    } catch {
      return (error as? SyncClientError)?.reason
    }
  }

  @Test func repliesThatAreNotFeverAPIRepliesAreNamedAsSuch() async throws {
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("POST /garbage") { _ in .with(body: Data("{\"auth\":1,".utf8)) }
      await server.appendRoute("POST /html") { _ in
        .with(body: Data("  <!DOCTYPE html><html><body>Welcome</body></html>".utf8))
      }
      await server.appendRoute("POST /empty") { _ in .with(body: Data()) }
      await server.appendRoute("POST /other-json") { _ in
        .with(body: Data("{\"status\":\"ok\"}".utf8))
      }
      await server.appendRoute("POST /array") { _ in .with(body: Data("[1,2,3]".utf8)) }
      await server.appendRoute("POST /bad-ids") { _ in
        .with(body: Data("{\"auth\":1,\"unread_item_ids\":\"1,x,3\"}".utf8))
      }
    }
    defer { Task { await server.stop() } }
    let expected: [(path: String, detail: String)] = [
      ("/garbage", "not valid JSON"), ("/html", "HTML page"), ("/empty", "empty"),
      ("/other-json", "no auth field"), ("/array", "not a Fever API reply"),
    ]
    for (path, detail) in expected {
      let failure = await reason {
        try await client.logIn(.fever, server.url(path), "reader", "pw")
      }
      guard case .invalidReply(let text) = failure else {
        Issue.record("\(path): expected an invalid reply, got \(String(describing: failure))")
        continue
      }
      #expect(text.contains(detail), "\(path): \(text)")
    }
    let badIDs = await reason { try await client.unreadItemIDs(account(server, "/bad-ids")) }
    guard case .invalidReply = badIDs else {
      Issue.record("expected an invalid reply, got \(String(describing: badIDs))")
      return
    }
  }

  @Test func httpFailuresAndRefusalsKeepTheirMeaning() async throws {
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("POST /broken") { _ in
        .with(.internalServerError, body: Data("<h1>Internal Server Error</h1>".utf8))
      }
      await server.appendRoute("POST /locked") { _ in .with(.unauthorized) }
      await server.appendRoute("POST /refusing") { _ in
        .with(body: Data("{\"api_version\":3,\"auth\":0}".utf8))
      }
    }
    defer { Task { await server.stop() } }
    #expect(
      await reason { try await client.feeds(account(server, "/broken")) }
        == .network(.httpStatus(code: 500)))
    #expect(
      await reason { try await client.feeds(account(server, "/locked")) } == .credentialsRefused)
    #expect(
      await reason { try await client.logIn(.fever, server.url("/refusing"), "reader", "pw") }
        == .credentialsRefused)
  }

  @Test func aServerThatIsGoneCannotBeReached() async throws {
    let server = try await TestServer.start { _, _ in }
    let url = server.url("/fever/")
    await server.stop()
    let failure = await reason { try await client.logIn(.fever, url, "reader", "a long password") }
    guard case .network(.cannotConnect(let detail)) = failure else {
      Issue.record("expected cannotConnect, got \(String(describing: failure))")
      return
    }
    #expect(!detail.isEmpty)
  }

  @Test func aReplyThatNeverEndsOrNeverStartsIsCutOffInTime() async throws {
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("POST /endless") { _ in
        // A byte every 100 ms for over half an hour: never silent long enough to stall.
        let trickle = [ScriptedBody.Step](
          repeating: .send([UInt8(ascii: " ")]), count: 20_000
        ).flatMap { [$0, .pause(.milliseconds(100))] }
        let body = ScriptedBody(steps: [.send(Array("{\"auth\":1,\"items\":[".utf8))] + trickle)
        return HTTPResponse(statusCode: .ok, body: HTTPBodySequence(from: body))
      }
      await server.appendRoute("POST /silent") { _ in
        try await Task.sleep(for: .seconds(30))
        return .with(body: Data("{\"auth\":1}".utf8))
      }
    }
    defer { Task { await server.stop() } }
    let hurried = SyncClient.live(
      configuration: .init(
        userAgent: "sync-tests/1.0", requestTimeout: .seconds(1), stallTimeout: .seconds(1)))
    #expect(
      await reason { try await hurried.itemsSince(account(server, "/endless"), nil) }
        == .network(.timedOut))
    #expect(
      await reason { try await hurried.feeds(account(server, "/silent")) } == .network(.timedOut))
  }

  @Test func aReplyOfAGigabyteIsRefusedWithoutFillingMemory() async throws {
    let client = SyncClient.live(configuration: .init(userAgent: "sync-tests/1.0"))
    let megabyte = [UInt8](repeating: UInt8(ascii: " "), count: 1 << 20)
    let server = try await TestServer.start { server, _ in
      // Without a length, as a stream: only the running count can stop it.
      await server.appendRoute("POST /streamed") { _ in
        let body = ScriptedBody(
          steps: [.send(Array("{\"auth\":1,\"items\":[".utf8))]
            + Array(
              repeating: .send(megabyte), count: 1024))
        return HTTPResponse(
          statusCode: .ok, body: HTTPBodySequence(from: body, suggestedBufferSize: 1 << 18))
      }
      // With its length declared up front.
      await server.appendRoute("POST /declared") { _ in
        let body = ScriptedBody(steps: Array(repeating: .send(megabyte), count: 1024))
        return HTTPResponse(
          statusCode: .ok,
          body: HTTPBodySequence(from: body, count: 1 << 30, suggestedBufferSize: 1 << 18))
      }
    }
    defer { Task { await server.stop() } }
    let limit = SyncClient.LiveConfiguration().maximumReplyBytes
    #expect(limit < 1 << 30)
    for path in ["/streamed", "/declared"] {
      let failure = await reason { try await client.feeds(account(server, path)) }
      #expect(failure == .network(.tooLarge(limitBytes: limit)), "\(path)")
    }
    // Had the reply been kept whole, the process would have held a gigabyte at its peak.
    if let peak = peakMemoryBytes() {
      #expect(peak < 512 << 20, "peak memory \(peak >> 20) MiB")
    }
  }

  @Test func textIsMadeSafeAndBadEntriesAreLeftOutWithoutLosingTheRest() async throws {
    let server = try await TestServer.start { server, log in
      await server.appendRoute("POST /fever") { request in
        await log.record(request, body: try await request.bodyData)
        let query = request.target.query()
        let reply: String
        if query.contains("feeds") {
          reply = Self.hostileFeeds
        } else if query.contains("unread_item_ids") {
          reply = #"{"auth":1,"unread_item_ids":"1, 2,3,4"}"#
        } else if query.contains("saved_item_ids") {
          reply = #"{"auth":1,"saved_item_ids":[1]}"#
        } else if query.contains("since_id=0") || query.contains("with_ids") {
          reply = Self.hostileItems
        } else if query.contains("since_id") {
          reply = #"{"auth":1,"items":[]}"#
        } else {
          reply = #"{"auth":1}"#
        }
        return .with(body: Data(reply.utf8), headers: ["Content-Type": "application/json"])
      }
    }
    defer { Task { await server.stop() } }
    let account = account(server, "/fever")

    let feeds = try await client.feeds(account)
    #expect(feeds.map(\.id) == ["1", "2"])
    #expect(feeds[0].title == "Evil feed")
    #expect(feeds[0].siteURL == nil)
    #expect(feeds[1].title == "news.example.org")

    // A page above the floor hands over every usable item; asked by id, only those asked for.
    let batch = try await client.itemsSince(account, nil)
    #expect(batch.isComplete)
    #expect(Set(batch.items.map(\.id)) == ["1", "2", "99"])
    #expect(Set(try await client.items(account, ["1", "2"]).map(\.id)) == ["1", "2"])
    let items = batch.items.sorted { $0.id.rawValue < $1.id.rawValue }
    #expect(items[0].title == "Breaking news")
    #expect(items[0].author == "Mallory")
    #expect(items[0].url == nil)
    #expect(items[0].isRead && items[0].isStarred)
    #expect(items[0].published == Date(timeIntervalSince1970: 1_700_000_000))
    // The body is a paragraph holding an escape sequence alone, which the renderer removes whole.
    #expect(items[0].body.plainText.isEmpty)
    #expect(items[1].title == "")
    #expect(items[1].published == nil)
    #expect(items[1].body.plainText == String(repeating: "é", count: 50))
    #expect(items[1].url == URL(string: "https://news.example.org/2"))

    let next = try await client.itemsSince(account, batch.cursor)
    #expect(next.items.isEmpty)

    // The key travels in the body, never in the address, where logs would keep it.
    let sent = await server.requests.entries
    #expect(sent.allSatisfy { $0.method == "POST" && !$0.query.contains("key") })
    #expect(sent.allSatisfy { String(decoding: $0.body, as: UTF8.self).hasPrefix("api_key=key") })
  }

  /// A server that numbers items by the time they arrived, as FreshRSS does, and pages in id
  /// order: the gaps between its ids are never walked (which would take until long after the time
  /// limit). Each full page costs one request by id, which finds nothing, and the pull ends at the
  /// first empty page.
  @Test(.timeLimit(.minutes(1)))
  func aServerThatNumbersItemsByTimeIsPagedWithoutWalkingItsGaps() async throws {
    let ids = (0..<120).map { 1_700_000_000_000_000 + UInt64($0) * 1_000_003 }
    let server = try await TestServer.start { server, log in
      await server.appendRoute("POST /fever") { request in
        await log.record(request)
        let query = request.target.query()
        var page: [UInt64] = []
        if let since = query.firstMatch(of: /since_id=(\d+)/).flatMap({ UInt64($0.1) }) {
          page = Array(ids.filter { $0 > since }.prefix(50))
        } else if let asked = query.firstMatch(of: /with_ids=([\d,]+)/) {
          let wanted = Set(asked.1.split(separator: ",").compactMap { UInt64($0) })
          page = ids.filter { wanted.contains($0) }
        }
        let items = page.map { #"{"id":\#($0),"feed_id":1,"title":"Story \#($0)","is_read":1}"# }
        return .with(
          body: Data(#"{"auth":1,"items":[\#(items.joined(separator: ","))]}"#.utf8),
          headers: ["Content-Type": "application/json"])
      }
    }
    defer { Task { await server.stop() } }
    let batch = try await client.itemsSince(account(server, "/fever"), nil)
    #expect(batch.isComplete)
    #expect(batch.items.map(\.id.rawValue) == ids.map(String.init))
    #expect(batch.items.allSatisfy { $0.isRead })
    let queries = await server.requests.entries.map(\.query)
    #expect(queries.count { $0.contains("since_id") } == 4)
    #expect(queries.count { $0.contains("with_ids") } == 2)
  }

  @Test func marksAreSentOneItemPerRequestInTheBody() async throws {
    let server = try await TestServer.start { server, log in
      await server.appendRoute("POST /fever") { request in
        await log.record(request, body: try await request.bodyData)
        return .with(body: Data(#"{"auth":1}"#.utf8))
      }
    }
    defer { Task { await server.stop() } }
    try await client.mark(account(server, "/fever"), .starred, ["7", "5", "6", "5", "x"])
    let bodies = await server.requests.entries.map { String(decoding: $0.body, as: UTF8.self) }
    #expect(
      Set(bodies) == Set(["5", "6", "7"].map { "api_key=key&mark=item&as=saved&id=\($0)" }))
    #expect(bodies.count == 3)
  }

  @Test func onlyFeverOverHTTPIsSpoken() async {
    let ftp = URL(string: "ftp://rss.example.org/fever/")!
    #expect(
      await reason { try await client.logIn(.fever, ftp, "reader", "pw") } == .invalidServerURL)
    let other = SyncService(rawValue: "google-reader")
    let https = URL(string: "https://rss.example.org/api/greader.php")!
    #expect(
      await reason { try await client.logIn(other, https, "reader", "pw") }
        == .unsupportedService(other))
  }

  @Test func cancellingStopsARequestAtOnce() async throws {
    let server = try await TestServer.start { server, log in
      await server.appendRoute("POST /silent") { request in
        await log.record(request)
        try await Task.sleep(for: .seconds(30))
        return .with(body: Data("{\"auth\":1}".utf8))
      }
    }
    defer { Task { await server.stop() } }
    let client = SyncClient.live(configuration: .init(userAgent: "sync-tests/1.0"))
    let account = account(server, "/silent")
    let task = Task { try await client.feeds(account) }
    while await server.requests.entries.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  // MARK: - Fixtures

  static let hostileFeeds = #"""
    {"auth":1,"feeds":[
      {"id":1,"title":"Evil\u001b[2J feed \u202e","url":"http://127.0.0.1/feed.xml","site_url":"javascript:alert(1)"},
      {"id":"2","title":"","url":"https://news.example.org/rss","site_url":"https://news.example.org/"},
      {"id":3,"title":"Local","url":"file:///etc/passwd"},
      {"title":"No id","url":"https://nothing.example.org/"}
    ]}
    """#

  static let hostileItems = #"""
    {"auth":1,"items":[
      {"id":1,"feed_id":1,"title":"Breaking\u001b]52;c;ZXZpbA==\u0007 news","author":"\u001b[31mMallory",
       "html":"<p>\u001b[2J</p>","url":"javascript:alert(1)","is_read":true,"is_saved":"1",
       "created_on_time":"1700000000"},
      {"id":"2","feed_id":"1","title":null,"html":"\#(String(repeating: "é", count: 100))",
       "url":"https://news.example.org/2","created_on_time":0},
      {"id":3,"title":"No feed"},
      {"id":99,"feed_id":1,"title":"Not asked for"},
      "not an item"
    ]}
    """#

  /// The most memory this process has held at once, from Linux's accounting.
  func peakMemoryBytes() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return kilobytes * 1024
  }
}

import FlyingFox
import Foundation
import NewsClient
import NewsClientLive
import Testing

@Suite struct TransportTests {
  @Test func fetchesAndParsesAFeedAndIntroducesItself() async throws {
    let body = try Fixtures.data("rss-2.0.xml")
    let server = try await TestServer.start { server, log in
      await server.appendRoute("GET /feed") { request in
        await log.record(request)
        return .with(body: body, headers: ["Content-Type": "application/rss+xml"])
      }
    }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient()
    let feed = try await client.fetchFeed(server.url("/feed"), .revalidate)
    #expect(feed.url == server.url("/feed"))
    #expect(feed.title == "News Now")
    #expect(feed.articles.count == 3)
    let request = try #require(await server.requests.entries.first)
    #expect(request.headers["user-agent"] == "reader-tests/1.0")
    let encodings = request.headers["accept-encoding"] ?? ""
    for encoding in ["gzip", "deflate", "br", "zstd"] {
      #expect(encodings.contains(encoding), "Accept-Encoding: \(encodings)")
    }
  }

  @Test func followsRedirectsButNotForever() async throws {
    let body = try Fixtures.data("atom.xml")
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /first") { _ in .with(.found, headers: ["Location": "/second"])
      }
      await server.appendRoute("GET /second") { _ in
        .with(.movedPermanently, headers: ["Location": "/feed"])
      }
      await server.appendRoute("GET /feed") { _ in .with(body: body) }
      await server.appendRoute("GET /loop") { _ in .with(.found, headers: ["Location": "/loop"]) }
    }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient()
    let feed = try await client.fetchFeed(server.url("/first"), .revalidate)
    #expect(feed.title == "Atom & Eve")
    #expect(feed.url == server.url("/first"))

    let error = await newsClientError {
      try await client.fetchFeed(server.url("/loop"), .revalidate)
    }
    guard case .transferFailed(let url, let reason) = error else {
      Issue.record("expected a redirect failure, got \(String(describing: error))")
      return
    }
    #expect(url == server.url("/loop"))
    #expect(reason.contains("10 redirects"))
  }

  @Test func decodesGzip() async throws {
    let compressed = try Fixtures.data("rss-2.0.xml.gz")
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /feed") { request in
        guard request.headers[HTTPHeader("Accept-Encoding")]?.contains("gzip") == true else {
          return .with(.notAcceptable)
        }
        return .with(body: compressed, headers: ["Content-Encoding": "gzip"])
      }
    }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient()
    let feed = try await client.fetchFeed(server.url("/feed"), .revalidate)
    #expect(feed.title == "News Now")
    #expect(feed.articles.count == 3)
  }

  @Test func httpErrorsCarryTheStatusAndTheURL() async throws {
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /missing") { _ in .with(.notFound, body: Data("gone".utf8)) }
      await server.appendRoute("GET /broken") { _ in
        .with(.internalServerError, body: Data("oops".utf8))
      }
      await server.appendRoute("GET /busy") { _ in
        .with(.serviceUnavailable, headers: ["Retry-After": "120"])
      }
    }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient()
    let missing = await newsClientError {
      try await client.fetchFeed(server.url("/missing"), .revalidate)
    }
    #expect(missing == .httpStatus(server.url("/missing"), code: 404))
    #expect(missing?.description == "HTTP status 404 from \(server.url("/missing").absoluteString)")
    let broken = await newsClientError {
      try await client.fetchFeed(server.url("/broken"), .revalidate)
    }
    #expect(broken == .httpStatus(server.url("/broken"), code: 500))
    let busy = await newsClientError {
      try await client.fetchFeed(server.url("/busy"), .revalidate)
    }
    #expect(busy == .httpStatus(server.url("/busy"), code: 503, retryAfter: .seconds(120)))
  }

  @Test func aStalledBodyTimesOut() async throws {
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /stall") { _ in
        let body = ScriptedBody(steps: [
          .send(Array("<rss version=\"2.0\"><channel>".utf8)), .pause(.seconds(4)),
        ])
        return HTTPResponse(statusCode: .ok, body: HTTPBodySequence(from: body, count: 10_000))
      }
    }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient {
      $0.stallTimeout = .seconds(1)
      $0.transferTimeout = .seconds(30)
    }
    let start = ContinuousClock.now
    let error = await newsClientError {
      try await client.fetchFeed(server.url("/stall"), .revalidate)
    }
    #expect(error == .timedOut(server.url("/stall")))
    #expect(ContinuousClock.now - start < .seconds(3.5))
  }

  @Test func aServerThatNeverAnswersTimesOut() async throws {
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /silent") { _ in
        try await Task.sleep(for: .seconds(4))
        return .with(body: Data("late".utf8))
      }
    }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient {
      $0.stallTimeout = .seconds(1)
      $0.transferTimeout = .seconds(30)
    }
    let start = ContinuousClock.now
    let error = await newsClientError {
      try await client.fetchFeed(server.url("/silent"), .revalidate)
    }
    #expect(error == .timedOut(server.url("/silent")))
    #expect(ContinuousClock.now - start < .seconds(3))
  }

  @Test func theWholeTransferTimesOut() async throws {
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /slow") { _ in
        let steps: [ScriptedBody.Step] = (0..<40).flatMap { _ in
          [.send([0x20]), .pause(.milliseconds(100))]
        }
        return HTTPResponse(
          statusCode: .ok, body: HTTPBodySequence(from: ScriptedBody(steps: steps), count: 40))
      }
    }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient { $0.transferTimeout = .milliseconds(700) }
    let start = ContinuousClock.now
    let error = await newsClientError {
      try await client.fetchFeed(server.url("/slow"), .revalidate)
    }
    #expect(error == .timedOut(server.url("/slow")))
    #expect(ContinuousClock.now - start < .seconds(2))
  }

  @Test func anOversizedBodyIsCutOffWithOrWithoutContentLength() async throws {
    let chunk = [UInt8](repeating: UInt8(ascii: " "), count: 64 * 1024)
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /chunked") { _ in
        var steps: [ScriptedBody.Step] = [
          .send(Array("<rss version=\"2.0\"><channel><title>".utf8))
        ]
        steps += Array(repeating: .send(chunk), count: 64)
        // No count: FlyingFox sends it chunked, without a Content-Length.
        return HTTPResponse(
          statusCode: .ok, body: HTTPBodySequence(from: ScriptedBody(steps: steps)))
      }
      await server.appendRoute("GET /declared") { _ in
        .with(body: Data(repeating: UInt8(ascii: " "), count: 2 * 1024 * 1024))
      }
    }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient { $0.maximumFeedBytes = 256 * 1024 }
    for path in ["/chunked", "/declared"] {
      let error = await newsClientError {
        try await client.fetchFeed(server.url(path), .revalidate)
      }
      #expect(error == .tooLarge(server.url(path), limitBytes: 256 * 1024), "\(path)")
    }
  }

  @Test func aRefusedConnection() async throws {
    let server = try await TestServer.start { _, _ in }
    let url = server.url("/feed")
    await server.stop()
    let (client, _) = makeLiveClient()
    let error = await newsClientError { try await client.fetchFeed(url, .revalidate) }
    guard case .cannotConnect(let failedURL, let reason) = error else {
      Issue.record("expected cannotConnect, got \(String(describing: error))")
      return
    }
    #expect(failedURL == url)
    #expect(!reason.isEmpty)
    #expect(error?.description.contains(url.absoluteString) == true)
  }

  @Test func onlyHTTPAndHTTPSEvenThroughRedirects() async throws {
    let server = try await TestServer.start { server, log in
      await server.appendRoute("GET /to-file") { _ in
        .with(.found, headers: ["Location": "file:///etc/passwd"])
      }
      await server.appendRoute("GET /to-ftp") { _ in
        .with(.found, headers: ["Location": "ftp://127.0.0.1/feed"])
      }
    }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient()
    for path in ["/to-file", "/to-ftp"] {
      let error = await newsClientError {
        try await client.fetchFeed(server.url(path), .revalidate)
      }
      #expect(error == .protocolNotAllowed(server.url(path)), "\(path)")
    }
    for text in ["ftp://127.0.0.1/feed.xml", "gopher://127.0.0.1/", "dict://127.0.0.1/"] {
      let url = URL(string: text)!
      let error = await newsClientError { try await client.fetchFeed(url, .revalidate) }
      #expect(error == .protocolNotAllowed(url))
    }
  }

  @Test func aLocalFileIsReadWhenAskedForExplicitly() async throws {
    let (client, _) = makeLiveClient()
    let feed = try await client.fetchFeed(Fixtures.url("rss-2.0.xml"), .revalidate)
    #expect(feed.title == "News Now")
    let missing = Fixtures.url("no-such-feed.xml")
    let error = await newsClientError { try await client.fetchFeed(missing, .revalidate) }
    guard case .transferFailed(missing, let reason) = error else {
      Issue.record("expected transferFailed, got \(String(describing: error))")
      return
    }
    #expect(reason.contains("No such file"))
  }

  @Test func cancellationStopsTheTransferPromptly() async throws {
    let server = try await TestServer.start { server, log in
      await server.appendRoute("GET /slow") { request in
        await log.record(request)
        let body = ScriptedBody(steps: [
          .send(Array("<rss version=\"2.0\"><channel>".utf8)), .pause(.seconds(3)),
        ])
        return HTTPResponse(statusCode: .ok, body: HTTPBodySequence(from: body, count: 10_000))
      }
    }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient { $0.stallTimeout = .seconds(10) }
    let url = server.url("/slow")
    let task = Task { try await client.fetchFeed(url, .revalidate) }
    for _ in 0..<200 where await server.requests.entries.isEmpty {
      try await Task.sleep(for: .milliseconds(10))
    }
    try await Task.sleep(for: .milliseconds(100))
    let cancelledAt = ContinuousClock.now
    task.cancel()
    let result = await task.result
    let elapsed = ContinuousClock.now - cancelledAt
    #expect(throws: CancellationError.self) { try result.get() }
    // The issue asks for 50 ms; the bound here leaves room for a loaded two-core machine.
    #expect(elapsed < .milliseconds(250), "cancellation took \(elapsed)")
  }

  @Test func cancellingAQueuedTransferLeavesTheOthersRunning() async throws {
    let body = try Fixtures.data("rss-0.91.xml")
    let server = try await TestServer.start { server, log in
      await server.appendRoute("GET /feed/*") { request in
        await log.record(request)
        try await Task.sleep(for: .milliseconds(300))
        return .with(body: body)
      }
    }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient { $0.maximumConcurrentTransfersPerHost = 1 }
    let first = Task { try await client.fetchFeed(server.url("/feed/1"), .revalidate) }
    try await Task.sleep(for: .milliseconds(50))
    let queued = Task { try await client.fetchFeed(server.url("/feed/2"), .revalidate) }
    try await Task.sleep(for: .milliseconds(50))
    let cancelledAt = ContinuousClock.now
    queued.cancel()
    let result = await queued.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(ContinuousClock.now - cancelledAt < .milliseconds(200))
    #expect(try await first.value.title == "Café Gazette")
    #expect(await server.requests.entries.map(\.path) == ["/feed/1"])
  }

  @Test func concurrencyIsLimitedInTotalAndPerHost() async throws {
    let body = try Fixtures.data("rss-0.91.xml")
    let server = try await TestServer.start { server, log in
      await server.appendRoute("GET /feed/*") { request in
        await log.begin()
        try await Task.sleep(for: .milliseconds(150))
        await log.end()
        return .with(body: body)
      }
    }
    defer { Task { await server.stop() } }
    let (sameHostClient, _) = makeLiveClient {
      $0.maximumConcurrentTransfers = 8
      $0.maximumConcurrentTransfersPerHost = 2
    }
    try await withThrowingTaskGroup(of: Feed.self) { group in
      for index in 0..<6 {
        group.addTask {
          try await sameHostClient.fetchFeed(server.url("/feed/\(index)"), .revalidate)
        }
      }
      for try await feed in group { #expect(feed.articles.count == 2) }
    }
    #expect(await server.requests.peakConcurrency == 2)

    let (manyHostsClient, _) = makeLiveClient {
      $0.maximumConcurrentTransfers = 3
      $0.maximumConcurrentTransfersPerHost = 4
    }
    let secondServer = try await TestServer.start { server, log in
      await server.appendRoute("GET /feed/*") { request in
        await log.begin()
        try await Task.sleep(for: .milliseconds(150))
        await log.end()
        return .with(body: body)
      }
    }
    defer { Task { await secondServer.stop() } }
    try await withThrowingTaskGroup(of: Feed.self) { group in
      for index in 0..<9 {
        let url = secondServer.url("/feed/\(index)", host: "127.0.0.\(index % 3 + 1)")
        group.addTask { try await manyHostsClient.fetchFeed(url, .revalidate) }
      }
      for try await feed in group { #expect(feed.articles.count == 2) }
    }
    #expect(await secondServer.requests.peakConcurrency == 3)
  }

  @Test func theHTTPCharsetDecidesWhenTheDocumentIsSilent() async throws {
    let body = try Fixtures.data("undeclared-latin1.xml")
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /feed") { _ in
        .with(body: body, headers: ["Content-Type": "text/xml; charset=ISO-8859-1"])
      }
    }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient()
    let feed = try await client.fetchFeed(server.url("/feed"), .revalidate)
    #expect(feed.title == "Café “quotes”")
  }

  /// The Content-Type charset outranks the XML declaration (RFC 7303 §3.2), on the first fetch and
  /// when the cached body is read again offline.
  @Test func theHTTPCharsetWinsOverTheDeclarationAndStaysWithTheCache() async throws {
    let body = try Fixtures.data("declares-latin1-is-utf8.xml")
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /feed") { _ in
        .with(body: body, headers: ["Content-Type": "application/rss+xml; charset=\"UTF-8\""])
      }
    }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient()
    let feed = try await client.fetchFeed(server.url("/feed"), .revalidate)
    #expect(feed.title == "Café “quotes”")
    #expect(try await client.fetchFeed(server.url("/feed"), .offline).title == "Café “quotes”")
  }

  @Test func aBodyThatIsNoFeedStopsTheTransferEarly() async throws {
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /page") { _ in
        let steps: [ScriptedBody.Step] = [
          .send(Array("<!DOCTYPE html><html><body>".utf8)), .pause(.milliseconds(100)),
          .send(Array(repeating: UInt8(ascii: "x"), count: 1_000)), .pause(.seconds(4)),
        ]
        return HTTPResponse(
          statusCode: .ok, body: HTTPBodySequence(from: ScriptedBody(steps: steps), count: 100_000))
      }
    }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient { $0.stallTimeout = .seconds(10) }
    let start = ContinuousClock.now
    let error = await newsClientError {
      try await client.fetchFeed(server.url("/page"), .revalidate)
    }
    #expect(error == .notAFeed(server.url("/page")))
    #expect(
      ContinuousClock.now - start < .seconds(2),
      "the transfer should stop at the chunk after the verdict")
  }

  @Test func badBodiesAreTypedErrors() async throws {
    let page = try Fixtures.data("not-a-feed.html")
    let bomb = try Fixtures.data("billion-laughs.xml")
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /page") { _ in
        .with(body: page, headers: ["Content-Type": "application/rss+xml"])
      }
      await server.appendRoute("GET /bomb") { _ in .with(body: bomb) }
      await server.appendRoute("GET /empty") { _ in .with() }
    }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient()
    #expect(
      await newsClientError { try await client.fetchFeed(server.url("/page"), .revalidate) }
        == .notAFeed(server.url("/page")))
    #expect(
      await newsClientError { try await client.fetchFeed(server.url("/empty"), .revalidate) }
        == .notAFeed(server.url("/empty")))
    let bombError = await newsClientError {
      try await client.fetchFeed(server.url("/bomb"), .revalidate)
    }
    guard case .malformedFeed(server.url("/bomb"), let reason) = bombError else {
      Issue.record("expected malformedFeed, got \(String(describing: bombError))")
      return
    }
    #expect(reason.contains("entity"))
  }
}

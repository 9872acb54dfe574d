import FlyingFox
import Foundation
import HTTPEngine
import HTTPTestSupport
import NetworkCore
import Testing

/// The transport itself, against a real HTTP server on 127.0.0.1: what it sends, what it hands
/// over, and every way a transfer can end.
@Suite struct TransferEngineTests {
  let engine = TransferEngine(maximumInFlight: 8, maximumPerHost: 4)

  @Test func handsOverTheBodyAndTheHeadAndIntroducesItself() async throws {
    let body = Data("<doc>twenty bytes</doc>".utf8)
    let server = try await TestServer.start { server, log in
      await server.appendRoute("GET /doc") { request in
        await log.record(request)
        return .with(body: body, headers: ["Content-Type": "text/xml; charset=ISO-8859-1"])
      }
    }
    defer { Task { await server.stop() } }
    let collector = BodyCollector()
    let head = try await engine.perform(
      request(server.url("/doc"), headers: ["If-None-Match": "\"v1\""]), consumer: collector)
    #expect(head.statusCode == 200)
    #expect(head.headers["content-type"] == "text/xml; charset=ISO-8859-1")
    #expect(head.charset == "ISO-8859-1")
    #expect(collector.body == body)
    #expect(collector.heads.first?.expectedLength == Int64(body.count))
    let sent = try #require(await server.requests.entries.first)
    #expect(sent.headers["user-agent"] == "engine-tests/1.0")
    #expect(sent.headers["if-none-match"] == "\"v1\"")
    let encodings = sent.headers["accept-encoding"] ?? ""
    for encoding in ["gzip", "deflate", "br", "zstd"] {
      #expect(encodings.contains(encoding), "Accept-Encoding: \(encodings)")
    }
  }

  @Test func aNotModifiedAnswerIsAHeadWithoutABody() async throws {
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /doc") { _ in .with(.notModified, headers: ["ETag": "\"v1\""]) }
    }
    defer { Task { await server.stop() } }
    let collector = BodyCollector()
    let head = try await engine.perform(request(server.url("/doc")), consumer: collector)
    #expect(head.statusCode == 304)
    #expect(head.headers["etag"] == "\"v1\"")
    #expect(collector.body.isEmpty)
  }

  @Test func followsRedirectsButNotForever() async throws {
    let body = Data("arrived".utf8)
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /first") { _ in .with(.found, headers: ["Location": "/second"])
      }
      await server.appendRoute("GET /second") { _ in
        .with(.movedPermanently, headers: ["Location": "/doc"])
      }
      await server.appendRoute("GET /doc") { _ in .with(body: body) }
      await server.appendRoute("GET /loop") { _ in .with(.found, headers: ["Location": "/loop"]) }
    }
    defer { Task { await server.stop() } }
    let collector = BodyCollector()
    let head = try await engine.perform(request(server.url("/first")), consumer: collector)
    #expect(collector.body == body)
    // The page is named by where the redirects led: its links resolve against that address.
    #expect(head.url == server.url("/doc"))

    let failure = await transferFailure {
      try await engine.perform(request(server.url("/loop")), consumer: BodyCollector())
    }
    #expect(failure == .tooManyRedirects(limit: 10))
  }

  @Test func decodesGzip() async throws {
    // gzip of "Hello, compressed world!\n" twenty times.
    let compressed = Data([
      0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0xf3, 0x48, 0xcd, 0xc9, 0xc9,
      0xd7, 0x51, 0x48, 0xce, 0xcf, 0x2d, 0x28, 0x4a, 0x2d, 0x2e, 0x4e, 0x4d, 0x51, 0x28, 0xcf,
      0x2f, 0xca, 0x49, 0x51, 0xe4, 0xf2, 0x18, 0x95, 0x18, 0xae, 0x12, 0x00, 0xde, 0x45, 0xab,
      0x7d, 0xf4, 0x01, 0x00, 0x00,
    ])
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /doc") { request in
        guard request.headers[HTTPHeader("Accept-Encoding")]?.contains("gzip") == true else {
          return .with(.notAcceptable)
        }
        return .with(body: compressed, headers: ["Content-Encoding": "gzip"])
      }
    }
    defer { Task { await server.stop() } }
    let collector = BodyCollector()
    _ = try await engine.perform(request(server.url("/doc")), consumer: collector)
    #expect(collector.body == Data(String(repeating: "Hello, compressed world!\n", count: 20).utf8))
  }

  @Test func httpErrorsCarryTheFinalHead() async throws {
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /missing") { _ in .with(.notFound, body: Data("gone".utf8)) }
      await server.appendRoute("GET /busy") { _ in
        .with(.serviceUnavailable, headers: ["Retry-After": "120"])
      }
    }
    defer { Task { await server.stop() } }
    let collector = BodyCollector()
    let missing = await transferFailure {
      try await engine.perform(request(server.url("/missing")), consumer: collector)
    }
    guard case .httpStatus(let missingHead) = missing else {
      Issue.record("expected an HTTP status, got \(String(describing: missing))")
      return
    }
    #expect(missingHead.statusCode == 404)
    #expect(collector.body.isEmpty, "an error's body is not handed to the consumer")
    let busy = await transferFailure {
      try await engine.perform(request(server.url("/busy")), consumer: BodyCollector())
    }
    guard case .httpStatus(let busyHead) = busy else {
      Issue.record("expected an HTTP status, got \(String(describing: busy))")
      return
    }
    #expect(busyHead.statusCode == 503)
    #expect(busyHead.headers["retry-after"] == "120")
    #expect(
      NetworkFailure(.httpStatus(busyHead)) == .httpStatus(code: 503, retryAfter: .seconds(120)))
  }

  @Test func retryAfterIsSecondsOrAnHTTPDate() {
    let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT
    func head(_ value: String) -> ResponseHead {
      ResponseHead(statusCode: 429, headers: ["retry-after": value])
    }
    #expect(head("120").retryAfter(now: now) == .seconds(120))
    #expect(head("Sun, 06 Nov 1994 08:51:37 GMT").retryAfter(now: now) == .seconds(120))
    #expect(head("Sun, 06 Nov 1994 08:00:00 GMT").retryAfter(now: now) == .zero)
    #expect(head("soon").retryAfter(now: now) == nil)
    #expect(ResponseHead(statusCode: 429, headers: [:]).retryAfter(now: now) == nil)
  }

  /// Without the stall limit the body would end short after its pause, a different failure, so
  /// `.timedOut` alone says the limit fired.
  @Test func aStalledBodyTimesOut() async throws {
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /stall") { _ in
        let body = ScriptedBody(steps: [.send(Array("the start".utf8)), .pause(.seconds(4))])
        return HTTPResponse(statusCode: .ok, body: HTTPBodySequence(from: body, count: 10_000))
      }
    }
    defer { Task { await server.stop() } }
    let failure = await transferFailure {
      try await engine.perform(
        request(server.url("/stall")) {
          $0.stallTimeout = .seconds(1)
          $0.totalTimeout = .seconds(30)
        }, consumer: BodyCollector())
    }
    #expect(failure == .timedOut)
  }

  /// Without the stall limit the late answer would arrive whole, so `.timedOut` alone says the
  /// limit fired.
  @Test func aServerThatNeverAnswersTimesOut() async throws {
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /silent") { _ in
        try await Task.sleep(for: .seconds(4))
        return .with(body: Data("late".utf8))
      }
    }
    defer { Task { await server.stop() } }
    let failure = await transferFailure {
      try await engine.perform(
        request(server.url("/silent")) {
          $0.stallTimeout = .seconds(1)
          $0.totalTimeout = .seconds(30)
        }, consumer: BodyCollector())
    }
    #expect(failure == .timedOut)
  }

  /// A byte every tenth of a second never stalls, and the whole body would arrive after four
  /// seconds, so `.timedOut` alone says the limit on the whole transfer fired.
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
    let failure = await transferFailure {
      try await engine.perform(
        request(server.url("/slow")) { $0.totalTimeout = .milliseconds(700) },
        consumer: BodyCollector())
    }
    #expect(failure == .timedOut)
  }

  @Test func anOversizedBodyIsCutOffWithOrWithoutContentLength() async throws {
    let chunk = [UInt8](repeating: UInt8(ascii: " "), count: 64 * 1024)
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /chunked") { _ in
        var steps: [ScriptedBody.Step] = [.send(Array("<start>".utf8))]
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
    for path in ["/chunked", "/declared"] {
      let collector = BodyCollector()
      let failure = await transferFailure {
        try await engine.perform(
          request(server.url(path)) { $0.maximumBytes = 256 * 1024 }, consumer: collector)
      }
      #expect(failure == .tooLarge(limitBytes: 256 * 1024), "\(path)")
      #expect(collector.body.count <= 256 * 1024, "\(path)")
    }
  }

  @Test func aRefusedConnection() async throws {
    let server = try await TestServer.start { _, _ in }
    let url = server.url("/doc")
    await server.stop()
    let failure = await transferFailure {
      try await engine.perform(request(url), consumer: BodyCollector())
    }
    // The system's reason, once: the caller's sentence already names the address.
    #expect(failure == .cannotConnect(reason: "Connection refused"))
    #expect(
      NetworkFailure(try #require(failure)).sentence(about: url.absoluteString)
        == "Could not connect to \(url.absoluteString): Connection refused")
  }

  @Test func onlyHTTPAndHTTPSEvenThroughRedirects() async throws {
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /to-file") { _ in
        .with(.found, headers: ["Location": "file:///etc/passwd"])
      }
      await server.appendRoute("GET /to-ftp") { _ in
        .with(.found, headers: ["Location": "ftp://127.0.0.1/feed"])
      }
    }
    defer { Task { await server.stop() } }
    var urls = ["/to-file", "/to-ftp"].map { server.url($0) }
    urls += ["ftp://127.0.0.1/feed.xml", "file:///etc/passwd", "dict://127.0.0.1/"].map {
      URL(string: $0)!
    }
    for url in urls {
      let collector = BodyCollector()
      let failure = await transferFailure {
        try await engine.perform(request(url), consumer: collector)
      }
      #expect(failure == .protocolNotAllowed, "\(url)")
      #expect(collector.body.isEmpty, "\(url)")
    }
  }

  @Test func aConsumerThatThrowsStopsTheTransferWithItsOwnError() async throws {
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /page") { _ in .stallingPage() }
    }
    defer { Task { await server.stop() } }
    let start = ContinuousClock.now
    await #expect(throws: BodyCollector.Refusal()) {
      try await engine.perform(
        request(server.url("/page")) { $0.stallTimeout = HTTPResponse.stallingPageSilence * 2 },
        consumer: BodyCollector(refuseAfter: 1))
    }
    #expect(
      ContinuousClock.now - start < HTTPResponse.stallingPageSilence / 3,
      "the transfer should stop at the refused chunk, not wait out the page's silence")
  }

  @Test func cancellationStopsTheTransferPromptly() async throws {
    let server = try await TestServer.start { server, log in
      await server.appendRoute("GET /slow") { request in
        await log.record(request)
        let body = ScriptedBody(steps: [.send(Array("the start".utf8)), .pause(.seconds(30))])
        return HTTPResponse(statusCode: .ok, body: HTTPBodySequence(from: body, count: 10_000))
      }
    }
    defer { Task { await server.stop() } }
    let slow = request(server.url("/slow")) { $0.stallTimeout = .seconds(60) }
    let task = Task { [engine] in try await engine.perform(slow, consumer: BodyCollector()) }
    for _ in 0..<200 where await server.requests.entries.isEmpty {
      try await Task.sleep(for: .milliseconds(10))
    }
    try await Task.sleep(for: .milliseconds(100))
    let cancelledAt = ContinuousClock.now
    task.cancel()
    let result = await task.result
    let elapsed = ContinuousClock.now - cancelledAt
    #expect(throws: CancellationError.self) { try result.get() }
    // The transfer would go on for thirty seconds: a bound a tenth of that tells a cancelled
    // transfer from one waited out on any machine, however loaded. How fast cancelling is, is
    // a figure for a benchmark, not a test.
    #expect(elapsed < .seconds(3), "cancellation took \(elapsed)")
  }

  @Test func cancellingAQueuedTransferLeavesTheOthersRunning() async throws {
    let body = Data("first".utf8)
    let server = try await TestServer.start { server, log in
      await server.appendRoute("GET /doc/*") { request in
        await log.record(request)
        try await Task.sleep(for: .seconds(5))
        return .with(body: body)
      }
    }
    defer { Task { await server.stop() } }
    let engine = TransferEngine(maximumInFlight: 8, maximumPerHost: 1)
    let collector = BodyCollector()
    let firstRequest = request(server.url("/doc/1"))
    let first = Task { try await engine.perform(firstRequest, consumer: collector) }
    for _ in 0..<500 where await server.requests.entries.isEmpty {
      try await Task.sleep(for: .milliseconds(10))
    }
    let queuedRequest = request(server.url("/doc/2"))
    let queued = Task { try await engine.perform(queuedRequest, consumer: BodyCollector()) }
    try await Task.sleep(for: .milliseconds(50))
    let cancelledAt = ContinuousClock.now
    queued.cancel()
    let result = await queued.result
    #expect(throws: CancellationError.self) { try result.get() }
    // The transfer ahead of it takes five seconds: the queued one ended long before its turn.
    #expect(ContinuousClock.now - cancelledAt < .seconds(3))
    #expect(try await first.value.statusCode == 200)
    #expect(collector.body == body)
    #expect(await server.requests.entries.map(\.path) == ["/doc/1"])
  }

  @Test func concurrencyIsLimitedInTotalAndPerHost() async throws {
    func start() async throws -> TestServer {
      try await TestServer.start { server, log in
        await server.appendRoute("GET /doc/*") { request in
          await log.begin()
          // Long enough that the requests a limit lets through overlap on a loaded machine.
          try await Task.sleep(for: .seconds(1))
          await log.end()
          return .with(body: Data("done".utf8))
        }
      }
    }
    let server = try await start()
    defer { Task { await server.stop() } }
    let sameHostEngine = TransferEngine(maximumInFlight: 8, maximumPerHost: 2)
    try await withThrowingTaskGroup(of: Int.self) { group in
      for index in 0..<6 {
        let doc = request(server.url("/doc/\(index)"))
        group.addTask {
          try await sameHostEngine.perform(doc, consumer: BodyCollector()).statusCode
        }
      }
      for try await status in group { #expect(status == 200) }
    }
    #expect(await server.requests.peakConcurrency == 2)

    let manyHostsEngine = TransferEngine(maximumInFlight: 3, maximumPerHost: 4)
    let secondServer = try await start()
    defer { Task { await secondServer.stop() } }
    try await withThrowingTaskGroup(of: Int.self) { group in
      for index in 0..<9 {
        let doc = request(secondServer.url("/doc/\(index)", host: "127.0.0.\(index % 3 + 1)"))
        group.addTask {
          try await manyHostsEngine.perform(doc, consumer: BodyCollector()).statusCode
        }
      }
      for try await status in group { #expect(status == 200) }
    }
    #expect(await secondServer.requests.peakConcurrency == 3)
  }
}

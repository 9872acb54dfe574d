import FlyingFox
import Foundation
import HTTPEngine
import HTTPTestSupport
import Testing

/// A POST against a real HTTP server on 127.0.0.1: what arrives, and that the bounds of a GET hold
/// for it too.
@Suite struct PostTests {
  let engine = TransferEngine(maximumInFlight: 8, maximumPerHost: 4)

  @Test func sendsTheBodyWithItsTypeAndHandsOverTheReply() async throws {
    let server = try await TestServer.start { server, log in
      await server.appendRoute("POST /fever") { request in
        let body = try await request.bodyData
        await log.record(request, body: body)
        return .with(body: Data("{\"auth\":1,\"received\":\(body.count)}".utf8))
      }
    }
    defer { Task { await server.stop() } }
    // Over 1 KiB, where libcurl would otherwise ask `Expect: 100-continue` and wait for an answer.
    let ids = (1...400).map(String.init).joined(separator: ",")
    let form = RequestBody.form([(name: "api_key", value: "k&y"), (name: "with_ids", value: ids)])
    #expect(form.data.count > 1024)
    let collector = BodyCollector()
    let head = try await engine.perform(
      request(server.url("/fever?api&items"), method: .post(form)), consumer: collector)
    #expect(head.statusCode == 200)
    #expect(
      String(decoding: collector.body, as: UTF8.self)
        == "{\"auth\":1,\"received\":\(form.data.count)}")
    let sent = try #require(await server.requests.entries.first)
    #expect(sent.method == "POST")
    #expect(sent.query == "api&items")
    #expect(sent.headers["content-type"] == "application/x-www-form-urlencoded")
    #expect(sent.headers["expect"] == nil)
    #expect(sent.headers["user-agent"] == "engine-tests/1.0")
    #expect(sent.body == form.data)
  }

  @Test func anEmptyBodyIsSentAsAZeroLengthPost() async throws {
    let server = try await TestServer.start { server, log in
      await server.appendRoute("POST /empty") { request in
        await log.record(request, body: try await request.bodyData)
        return .with(body: Data("ok".utf8))
      }
    }
    defer { Task { await server.stop() } }
    _ = try await engine.perform(
      request(server.url("/empty"), method: .post(.form([]))), consumer: BodyCollector())
    let sent = try #require(await server.requests.entries.first)
    #expect(sent.method == "POST")
    #expect(sent.headers["content-length"] == "0")
    #expect(sent.body.isEmpty)
  }

  @Test func aSeeOtherRedirectFetchesTheNewLocation() async throws {
    let server = try await TestServer.start { server, log in
      await server.appendRoute("POST /submit") { request in
        await log.record(request, body: try await request.bodyData)
        return .with(.seeOther, headers: ["Location": "/result"])
      }
      await server.appendRoute("GET /result") { request in
        await log.record(request)
        return .with(body: Data("done".utf8))
      }
    }
    defer { Task { await server.stop() } }
    let collector = BodyCollector()
    _ = try await engine.perform(
      request(server.url("/submit"), method: .post(.form([(name: "a", value: "1")]))),
      consumer: collector)
    #expect(collector.body == Data("done".utf8))
    #expect(
      await server.requests.entries.map { "\($0.method) \($0.path)" } == [
        "POST /submit", "GET /result",
      ])
  }

  @Test func theReplyOfAPostIsBoundedLikeAnyOther() async throws {
    let chunk = [UInt8](repeating: UInt8(ascii: " "), count: 64 * 1024)
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("POST /huge") { _ in
        HTTPResponse(
          statusCode: .ok,
          body: HTTPBodySequence(
            from: ScriptedBody(steps: Array(repeating: .send(chunk), count: 64))))
      }
      await server.appendRoute("POST /stall") { _ in
        let body = ScriptedBody(steps: [.send(Array("{".utf8)), .pause(.seconds(4))])
        return HTTPResponse(statusCode: .ok, body: HTTPBodySequence(from: body, count: 10_000))
      }
      await server.appendRoute("POST /broken") { _ in .with(.internalServerError) }
    }
    defer { Task { await server.stop() } }
    let form = RequestBody.form([(name: "api_key", value: "key")])

    let collector = BodyCollector()
    let tooLarge = await transferFailure {
      try await engine.perform(
        request(server.url("/huge"), method: .post(form)) { $0.maximumBytes = 256 * 1024 },
        consumer: collector)
    }
    #expect(tooLarge == .tooLarge(limitBytes: 256 * 1024))
    #expect(collector.body.count <= 256 * 1024)

    let stalled = await transferFailure {
      try await engine.perform(
        request(server.url("/stall"), method: .post(form)) { $0.stallTimeout = .seconds(1) },
        consumer: BodyCollector())
    }
    #expect(stalled == .timedOut)

    let broken = await transferFailure {
      try await engine.perform(
        request(server.url("/broken"), method: .post(form)), consumer: BodyCollector())
    }
    guard case .httpStatus(let head) = broken else {
      Issue.record("expected an HTTP status, got \(String(describing: broken))")
      return
    }
    #expect(head.statusCode == 500)
  }
}

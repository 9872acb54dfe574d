import FlyingFox
import FlyingSocks
import Foundation

/// A real HTTP server on 127.0.0.1 for one test, on a port the system picks.
///
/// It listens on every loopback address, so tests can reach it as 127.0.0.2, 127.0.0.3 and so on
/// and be treated as different hosts.
final class TestServer: Sendable {
  let server: HTTPServer
  let port: UInt16
  let requests: RequestLog
  private let task: Task<Void, any Error>

  private init(server: HTTPServer, port: UInt16, requests: RequestLog, task: Task<Void, any Error>)
  {
    self.server = server
    self.port = port
    self.requests = requests
    self.task = task
  }

  /// Starts a server whose routes `configure` adds. Every request is logged before it is routed.
  static func start(
    _ configure: @Sendable (HTTPServer, RequestLog) async -> Void
  ) async throws -> TestServer {
    let log = RequestLog()
    let server = HTTPServer(address: .inet(port: 0), timeout: 10, logger: .disabled)
    await configure(server, log)
    let task = Task { try await server.run() }
    try await server.waitUntilListening(timeout: 5)
    guard case .ip4(_, let port) = await server.listeningAddress else {
      task.cancel()
      throw SocketError.unsupportedAddress
    }
    return TestServer(server: server, port: port, requests: log, task: task)
  }

  func url(_ path: String, host: String = "127.0.0.1") -> URL {
    URL(string: "http://\(host):\(port)\(path)")!
  }

  func stop() async {
    await server.stop(timeout: 0)
    task.cancel()
  }
}

/// What the server was asked, for assertions about what the client sent.
actor RequestLog {
  struct Entry: Sendable {
    var path: String
    var headers: [String: String]
  }

  private(set) var entries: [Entry] = []
  private var inFlight = 0
  /// The most requests that were between ``begin()`` and ``end()`` at once.
  private(set) var peakConcurrency = 0

  func record(_ request: HTTPRequest) {
    var headers: [String: String] = [:]
    for (name, value) in request.headers { headers[name.rawValue.lowercased()] = value }
    entries.append(Entry(path: request.path, headers: headers))
  }

  func begin() {
    inFlight += 1
    peakConcurrency = max(peakConcurrency, inFlight)
  }

  func end() {
    inFlight -= 1
  }

  func count(path: String) -> Int {
    entries.filter { $0.path == path }.count
  }
}

/// A response body that arrives in scripted steps: bytes, pauses, and bytes again. It lets tests
/// produce stalled bodies and bodies without a Content-Length, as real servers do.
struct ScriptedBody: AsyncBufferedSequence, Sendable {
  typealias Element = UInt8

  enum Step: Sendable {
    case send([UInt8])
    case pause(Duration)
  }

  let steps: [Step]

  func makeAsyncIterator() -> Iterator {
    Iterator(steps: steps[...])
  }

  struct Iterator: AsyncBufferedIteratorProtocol {
    var steps: ArraySlice<Step>
    var pending: ArraySlice<UInt8> = []

    mutating func next() async throws -> UInt8? {
      try await nextBuffer(suggested: 1)?.first
    }

    mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
      while pending.isEmpty {
        guard let step = steps.popFirst() else { return nil }
        switch step {
        case .send(let bytes): pending = bytes[...]
        case .pause(let duration): try await Task.sleep(for: duration)
        }
      }
      let chunk = pending.prefix(Swift.max(1, count))
      pending = pending.dropFirst(chunk.count)
      return Array(chunk)
    }
  }
}

extension HTTPResponse {
  /// A response of `body` with the given headers and a Content-Length.
  static func with(
    _ status: HTTPStatusCode = .ok, body: Data = Data(), headers: [String: String] = [:]
  ) -> HTTPResponse {
    var httpHeaders = HTTPHeaders()
    for (name, value) in headers { httpHeaders[HTTPHeader(name)] = value }
    return HTTPResponse(statusCode: status, headers: httpHeaders, body: body)
  }
}

import FlyingFox
import FlyingSocks
import Foundation

/// A real HTTP server on 127.0.0.1 for one test, on a port the system picks.
///
/// Public, with the rest of this file, for the tests of this package and of the live packages that
/// fetch through it: one scripted server for every test of the transport. It listens on every loopback address, so tests can reach it as 127.0.0.2, 127.0.0.3 and so on
/// and be treated as different hosts.
public final class TestServer: Sendable {
  public let server: HTTPServer
  public let port: UInt16
  public let requests: RequestLog
  private let task: Task<Void, any Error>

  private init(server: HTTPServer, port: UInt16, requests: RequestLog, task: Task<Void, any Error>)
  {
    self.server = server
    self.port = port
    self.requests = requests
    self.task = task
  }

  /// Starts a server whose routes `configure` adds. Every request is logged before it is routed.
  public static func start(
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

  public func url(_ path: String, host: String = "127.0.0.1") -> URL {
    URL(string: "http://\(host):\(port)\(path)")!
  }

  public func stop() async {
    await server.stop(timeout: 0)
    task.cancel()
  }
}

/// What the server was asked, for assertions about what the client sent.
public actor RequestLog {
  public struct Entry: Sendable {
    public var method: String
    public var path: String
    /// The query as it was sent, still percent-encoded, such as `api&items&since_id=7`.
    public var query: String
    public var headers: [String: String]
    /// Empty unless the request was recorded with ``RequestLog/record(_:body:)``.
    public var body: Data
  }

  public private(set) var entries: [Entry] = []
  private var inFlight = 0
  /// The most requests that were between ``begin()`` and ``end()`` at once.
  public private(set) var peakConcurrency = 0

  public func record(_ request: HTTPRequest) {
    record(request, body: Data())
  }

  /// Records a request with its body, which the route reads first: `await log.record(request,
  /// body: try await request.bodyData)`.
  public func record(_ request: HTTPRequest, body: Data) {
    var headers: [String: String] = [:]
    for (name, value) in request.headers { headers[name.rawValue.lowercased()] = value }
    entries.append(
      Entry(
        method: request.method.rawValue, path: request.path, query: request.target.query(),
        headers: headers, body: body))
  }

  public func begin() {
    inFlight += 1
    peakConcurrency = max(peakConcurrency, inFlight)
  }

  public func end() {
    inFlight -= 1
  }

  public func count(path: String) -> Int {
    entries.filter { $0.path == path }.count
  }
}

/// A response body that arrives in scripted steps: bytes, pauses, and bytes again. It lets tests
/// produce stalled bodies and bodies without a Content-Length, as real servers do.
public struct ScriptedBody: AsyncBufferedSequence, Sendable {
  public typealias Element = UInt8

  public enum Step: Sendable {
    case send([UInt8])
    case pause(Duration)
  }

  public let steps: [Step]

  public init(steps: [Step]) {
    self.steps = steps
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(steps: steps[...])
  }

  public struct Iterator: AsyncBufferedIteratorProtocol {
    var steps: ArraySlice<Step>
    var pending: ArraySlice<UInt8> = []

    public mutating func next() async throws -> UInt8? {
      try await nextBuffer(suggested: 1)?.first
    }

    public mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
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
  public static func with(
    _ status: HTTPStatusCode = .ok, body: Data = Data(), headers: [String: String] = [:]
  ) -> HTTPResponse {
    var httpHeaders = HTTPHeaders()
    for (name, value) in headers { httpHeaders[HTTPHeader(name)] = value }
    return HTTPResponse(statusCode: status, headers: httpHeaders, body: body)
  }
}

import ConcurrencyExtras
import FlyingFox
import FlyingSocks
import Foundation

/// A real HTTP server on 127.0.0.1 that serves fixed responses by path, for running the built
/// news-cli against.
final class FixtureServer: Sendable {
  struct Response: Sendable {
    var status: HTTPStatusCode = .ok
    var body: Data
    var contentType = "application/rss+xml; charset=utf-8"
  }

  private let server: HTTPServer
  private let task: Task<Void, any Error>
  let port: UInt16
  /// The User-Agent of every request, in the order they arrived.
  let userAgents: LockIsolated<[String]>

  private init(
    server: HTTPServer, task: Task<Void, any Error>, port: UInt16,
    userAgents: LockIsolated<[String]>
  ) {
    self.server = server
    self.task = task
    self.port = port
    self.userAgents = userAgents
  }

  /// Starts a server answering each path in `routes` (given the server's base URL, so bodies can
  /// link back to it), and 404 for anything else.
  static func start(_ routes: @Sendable (URL) -> [String: Response]) async throws -> FixtureServer {
    let server = HTTPServer(
      address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 10, logger: .disabled)
    let task = Task { try await server.run() }
    try await server.waitUntilListening(timeout: 5)
    guard case .ip4(_, let port) = await server.listeningAddress else {
      task.cancel()
      throw SocketError.unsupportedAddress
    }
    let table = routes(URL(string: "http://127.0.0.1:\(port)")!)
    let userAgents = LockIsolated<[String]>([])
    await server.appendRoute("GET *") { request in
      userAgents.withValue { $0.append(request.headers[HTTPHeader("User-Agent")] ?? "") }
      guard let response = table[request.path] else { return HTTPResponse(statusCode: .notFound) }
      return HTTPResponse(
        statusCode: response.status,
        headers: [.contentType: response.contentType],
        body: response.body
      )
    }
    return FixtureServer(server: server, task: task, port: port, userAgents: userAgents)
  }

  func url(_ path: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)\(path)")!
  }

  func stop() async {
    await server.stop(timeout: 0)
    task.cancel()
  }
}

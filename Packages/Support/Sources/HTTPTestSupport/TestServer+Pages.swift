import FlyingFox
import Foundation
import Synchronization

extension TestServer {
  /// A fixed answer for one path.
  public struct Page: Sendable {
    public var status: HTTPStatusCode
    public var body: Data
    public var contentType: String

    public init(
      status: HTTPStatusCode = .ok, body: Data,
      contentType: String = "application/rss+xml; charset=utf-8"
    ) {
      self.status = status
      self.body = body
      self.contentType = contentType
    }
  }

  /// Starts a server answering each path of `pages` with its page, and 404 for anything else,
  /// every request logged first: for running a whole program against, when a test needs feeds
  /// and pages rather than scripted behaviour. `pages` is given the server's base URL, so that a
  /// page can link back to it.
  public static func serving(_ pages: (URL) -> [String: Page]) async throws -> TestServer {
    let table = PageTable()
    let server = try await start { server, log in
      await server.appendRoute("GET *") { request in
        await log.record(request)
        guard let page = table.pages.withLock({ $0[request.path] }) else {
          return HTTPResponse(statusCode: .notFound)
        }
        return HTTPResponse.with(
          page.status, body: page.body, headers: ["Content-Type": page.contentType])
      }
    }
    // The base URL is known once the server listens; nothing is asked of it before it returns.
    let filled = pages(URL(string: "http://127.0.0.1:\(server.port)")!)
    table.pages.withLock { $0 = filled }
    return server
  }

  /// The pages a server answers with, filled in once its port is known.
  private final class PageTable: Sendable {
    let pages = Mutex<[String: Page]>([:])
  }
}

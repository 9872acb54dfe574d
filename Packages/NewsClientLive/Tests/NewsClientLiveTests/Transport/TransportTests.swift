import FlyingFox
import Foundation
import HTTPEngine
import HTTPTestSupport
import NewsClient
import Testing

@testable import NewsClientLive

/// Feeds fetched through the transport: what the client sends, how bodies become feeds, and the
/// errors the interface promises. The transport itself is HTTPEngine's, tested there.
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

  @Test func aFeedFetchedThroughRedirectsKeepsTheURLItWasAskedFor() async throws {
    let body = try Fixtures.data("atom.xml")
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /first") { _ in .with(.found, headers: ["Location": "/feed"]) }
      await server.appendRoute("GET /feed") { _ in .with(body: body) }
    }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient()
    let feed = try await client.fetchFeed(server.url("/first"), .revalidate)
    #expect(feed.title == "Atom & Eve")
    #expect(feed.url == server.url("/first"))
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
    #expect(missing == .network(server.url("/missing"), .httpStatus(code: 404)))
    #expect(missing?.description == "HTTP status 404 from \(server.url("/missing").absoluteString)")
    let broken = await newsClientError {
      try await client.fetchFeed(server.url("/broken"), .revalidate)
    }
    #expect(broken == .network(server.url("/broken"), .httpStatus(code: 500)))
    let busy = await newsClientError {
      try await client.fetchFeed(server.url("/busy"), .revalidate)
    }
    #expect(
      busy == .network(server.url("/busy"), .httpStatus(code: 503, retryAfter: .seconds(120))))
  }

  @Test func aLocalFileIsReadWhenAskedForExplicitly() async throws {
    let (client, _) = makeLiveClient()
    let feed = try await client.fetchFeed(Fixtures.url("rss-2.0.xml"), .revalidate)
    #expect(feed.title == "News Now")
    let missing = Fixtures.url("no-such-feed.xml")
    let error = await newsClientError { try await client.fetchFeed(missing, .revalidate) }
    guard case .network(missing, .failed(let reason)) = error else {
      Issue.record("expected a failure to read, got \(String(describing: error))")
      return
    }
    #expect(reason.contains("No such file"))
  }

  /// The client refuses what is neither http nor https before libcurl is asked; the engine's own
  /// refusal, redirects included, is tested in HTTPEngine.
  @Test func onlyHTTPAndHTTPS() async throws {
    let (client, _) = makeLiveClient()
    for text in ["ftp://127.0.0.1/feed.xml", "gopher://127.0.0.1/", "dict://127.0.0.1/"] {
      let url = URL(string: text)!
      let error = await newsClientError { try await client.fetchFeed(url, .revalidate) }
      #expect(error == .network(url, .notWeb))
    }
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
      await server.appendRoute("GET /page") { _ in .stallingPage() }
    }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient {
      $0.stallTimeout = HTTPResponse.stallingPageSilence * 2
      $0.transferTimeout = HTTPResponse.stallingPageSilence * 2
    }
    let start = ContinuousClock.now
    let error = await newsClientError {
      try await client.fetchFeed(server.url("/page"), .revalidate)
    }
    #expect(error == .notAFeed(server.url("/page")))
    #expect(
      ContinuousClock.now - start < HTTPResponse.stallingPageSilence / 3,
      "the transfer should stop at the chunk after the verdict, not wait out the page's silence")
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

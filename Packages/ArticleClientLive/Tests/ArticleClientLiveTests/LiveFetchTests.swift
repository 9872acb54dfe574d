import ArticleClient
import ArticleClientLive
import Dependencies
import DependenciesTestSupport
import FlyingFox
import Foundation
import HTTPTestSupport
import Testing

@Suite(.dependencies)
struct LiveFetchTests {
  private func client(
    _ configure: (inout ArticleClient.LiveConfiguration) -> Void = { _ in }
  ) -> ArticleClient {
    var configuration = ArticleClient.LiveConfiguration(userAgent: "reader-tests/1.0")
    configure(&configuration)
    return ArticleClient.live(configuration: configuration)
  }

  private func failure(_ body: () async throws -> ExtractedArticle) async -> ArticleClientError? {
    do {
      _ = try await body()
      return nil
    } catch {
      return error as? ArticleClientError
    }
  }

  @Test func aPageIsFetchedOverLoopbackAndItsArticleExtracted() async throws {
    let page = try Fixtures.data("news-article.html")
    let server = try await TestServer.start { server, log in
      await server.appendRoute("GET /2026/story") { request in
        await log.record(request)
        return .with(body: page, headers: ["Content-Type": "text/html; charset=utf-8"])
      }
    }
    defer { Task { await server.stop() } }
    let url = server.url("/2026/story")
    let article = try await client().fetchArticle(url)
    #expect(article.url == url)
    #expect(article.title == "Night trains return to the Alps")
    #expect(article.body.plainText.hasPrefix("Sleeper services"))
    #expect(article.body.links.first?.address == server.url("/images/sleeper.jpg").absoluteString)
    let request = try #require(await server.requests.entries.first)
    #expect(request.headers["user-agent"] == "reader-tests/1.0")
  }

  /// After a redirect the article is named by the page it came from, and its relative links
  /// resolve against that page (the trial's `--json` reported the address asked for).
  @Test func aRedirectedPageIsNamedByWhereTheRedirectLed() async throws {
    let page = try Fixtures.data("news-article.html")
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /r/tram") { _ in
        .with(.movedPermanently, headers: ["Location": "/2026/story"])
      }
      await server.appendRoute("GET /2026/story") { _ in
        .with(body: page, headers: ["Content-Type": "text/html; charset=utf-8"])
      }
    }
    defer { Task { await server.stop() } }
    let article = try await client().fetchArticle(server.url("/r/tram"))
    #expect(article.url == server.url("/2026/story"))
    #expect(article.body.links.first?.address == server.url("/images/sleeper.jpg").absoluteString)
  }

  @Test func theLiveValueIsTheLiveClient() async throws {
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /page") { _ in
        .with(body: try! Fixtures.data("news-article.html"), headers: ["Content-Type": "text/html"])
      }
    }
    defer { Task { await server.stop() } }
    let article = try await withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.articleClient) var client
      return try await client.fetchArticle(server.url("/page"))
    }
    #expect(article.title == "Night trains return to the Alps")
  }

  @Test func theHeadersCharsetDecodesThePage() async throws {
    let page = try Fixtures.data("latin1-article.html")
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /latin") { _ in
        .with(body: page, headers: ["Content-Type": "text/html; charset=windows-1252"])
      }
    }
    defer { Task { await server.stop() } }
    let article = try await client().fetchArticle(server.url("/latin"))
    #expect(article.body.plainText.contains("\u{201C}which regulars accepted\u{201D}"))
  }

  @Test func onlyHTTPAndHTTPSAreFetched() async throws {
    for address in [
      "ftp://example.com/page", "file:///etc/passwd", "javascript:alert(1)", "mailto:a@b.c",
    ] {
      let url = try #require(URL(string: address))
      #expect(await failure { try await client().fetchArticle(url) } == .network(url, .notWeb))
    }
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /away") { _ in
        .with(.found, headers: ["Location": "file:///etc/passwd"])
      }
    }
    defer { Task { await server.stop() } }
    let url = server.url("/away")
    #expect(await failure { try await client().fetchArticle(url) } == .network(url, .notWeb))
  }

  @Test func anHTTPErrorIsReportedWithItsStatus() async throws {
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /gone") { _ in
        .with(.notFound, body: Data("<p>Not found</p>".utf8))
      }
    }
    defer { Task { await server.stop() } }
    let url = server.url("/gone")
    #expect(
      await failure { try await client().fetchArticle(url) }
        == .network(url, .httpStatus(code: 404)))
  }

  @Test func anUnreachableHostIsReportedAsSuch() async throws {
    let server = try await TestServer.start { _, _ in }
    let url = server.url("/page")
    await server.stop()
    let error = await failure { try await client().fetchArticle(url) }
    #expect(error == .network(url, .cannotConnect(reason: "Connection refused")))
  }

  @Test func aPageOverTheSizeCapIsRefusedDeclaredOrNot() async throws {
    let big = Data(repeating: UInt8(ascii: "a"), count: 200_000)
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /declared") { _ in
        .with(body: big, headers: ["Content-Type": "text/html"])
      }
      await server.appendRoute("GET /endless") { _ in
        // No Content-Length, and far more than the cap: a page that never ends.
        let chunk = Array(repeating: UInt8(ascii: "b"), count: 64 * 1024)
        let steps =
          [ScriptedBody.Step.send(Array("<html><body><p>".utf8))]
          + Array(repeating: ScriptedBody.Step.send(chunk), count: 200)
        return HTTPResponse(
          statusCode: .ok, headers: [.contentType: "text/html"],
          body: HTTPBodySequence(from: ScriptedBody(steps: steps)))
      }
    }
    defer { Task { await server.stop() } }
    let capped = client { $0.maximumPageBytes = 100_000 }
    for path in ["/declared", "/endless"] {
      let url = server.url(path)
      #expect(
        await failure { try await capped.fetchArticle(url) }
          == .network(url, .tooLarge(limitBytes: 100_000)))
    }
  }

  @Test func aPageSlowerThanTheTimeLimitIsAbandoned() async throws {
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /slow") { _ in
        let steps: [ScriptedBody.Step] = [
          .send(Array("<html><body><p>".utf8)), .pause(.seconds(5)), .send(Array("late</p>".utf8)),
        ]
        return HTTPResponse(
          statusCode: .ok, headers: [.contentType: "text/html"],
          body: HTTPBodySequence(from: ScriptedBody(steps: steps)))
      }
    }
    defer { Task { await server.stop() } }
    let url = server.url("/slow")
    let hurried = client { $0.transferTimeout = .seconds(1) }
    #expect(await failure { try await hurried.fetchArticle(url) } == .network(url, .timedOut))
  }

  @Test func whatIsNotAWebPageHasNoArticle() async throws {
    var noise = SystemRandomNumberGenerator()
    let binary = Data((0..<50_000).map { _ in UInt8.random(in: 0...255, using: &noise) } + [0])
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /image") { _ in
        .with(body: binary, headers: ["Content-Type": "image/png"])
      }
      await server.appendRoute("GET /unlabelled") { _ in
        .with(body: binary, headers: ["Content-Type": "application/octet-stream"])
      }
      await server.appendRoute("GET /json") { _ in
        .with(body: Data("{\"title\": \"x\"}".utf8), headers: ["Content-Type": "application/json"])
      }
      await server.appendRoute("GET /empty") { _ in .with(headers: ["Content-Type": "text/html"]) }
    }
    defer { Task { await server.stop() } }
    for path in ["/image", "/unlabelled", "/json", "/empty"] {
      let url = server.url(path)
      #expect(await failure { try await client().fetchArticle(url) } == .noArticle(url), "\(path)")
    }
  }

  @Test func aFeedOrAProductGridIsRefusedAsNoArticleWhateverItsType() async throws {
    let items = (1...5).map {
      "<item><title>Story \($0)</title><link>https://example.com/\($0)</link><description><![CDATA[<p>The council approved the plan on Tuesday, after a long debate, and work starts in May.</p>]]></description></item>"
    }.joined()
    let rss = Data(
      "<?xml version=\"1.0\"?>\n<!-- a feed -->\n<rss version=\"2.0\"><channel><title>City News</title>\(items)</channel></rss>"
        .utf8)
    let atom = Data(
      "<?xml version=\"1.0\"?><feed xmlns=\"http://www.w3.org/2005/Atom\"><title>City News</title><entry><title>Story</title><content type=\"html\">&lt;p&gt;The council approved the plan on Tuesday, after a long debate, and work starts in May, as it said.&lt;/p&gt;</content></entry></feed>"
        .utf8)
    let json = Data(
      "{\"version\": \"https://jsonfeed.org/version/1.1\", \"items\": [{\"content_html\": \"<p>The council approved the plan on Tuesday, after a long debate, and work starts in May.</p>\"}]}"
        .utf8)
    let cards = (0..<24).map {
      "<li class=\"card\"><a href=\"/p/\($0)\"><img src=\"/i/\($0).jpg\" alt=\"\"></a><h3><a href=\"/p/\($0)\">Electric kettle \($0)</a></h3><span>€\(20 + $0).99</span></li>"
    }.joined()
    let grid = Data(
      "<html><body><div class=\"cookie-banner\"><p>We use cookies to improve your experience on our site and to show you relevant advertising.</p></div><h1>Kettles</h1><ul>\(cards)</ul></body></html>"
        .utf8)
    let routes: [(String, Data, String)] = [
      ("/feed.rss", rss, "application/rss+xml"), ("/feed.xml", rss, "text/xml; charset=utf-8"),
      ("/feed-as-page", rss, "text/html"), ("/atom", atom, "application/xml"),
      ("/feed.json", json, "text/html; charset=utf-8"), ("/shop/kettles", grid, "text/html"),
    ]
    let server = try await TestServer.start { server, _ in
      for (path, body, type) in routes {
        await server.appendRoute(HTTPRoute("GET \(path)")) { _ in
          .with(body: body, headers: ["Content-Type": type])
        }
      }
    }
    defer { Task { await server.stop() } }
    for (path, _, _) in routes {
      let url = server.url(path)
      #expect(await failure { try await client().fetchArticle(url) } == .noArticle(url), "\(path)")
    }
  }
}

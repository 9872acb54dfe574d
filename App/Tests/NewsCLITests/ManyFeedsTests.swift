import Foundation
import HTTPTestSupport
import Testing

/// The built news-cli with hundreds of feeds at once, as a heavy user runs it.
///
/// `make test` runs these against the release binary as well as the debug one: Swift 6.3.1's
/// optimizer once mixed up the results of concurrent fetches in release builds only, crashing with
/// about 40 feeds or more and reporting real errors as "Not loaded".
@Suite(.serialized)
struct ManyFeedsTests {
  static let feedCount = 300

  @Test func everyArticleIsShownUnderItsOwnFeed() async throws {
    let server = try await TestServer.serving { _ in
      Dictionary(
        uniqueKeysWithValues: (0..<Self.feedCount).map { number in
          (
            "/\(number).xml",
            TestServer.Page(
              body: Fixtures.rss(
                title: "Feed \(number)",
                items: [
                  (
                    "Story \(number)", "https://example.org/\(number)",
                    "Sat, 21 Nov 2026 10:00:00 GMT", nil
                  )
                ]))
          )
        })
    }
    defer { Task { await server.stop() } }
    let feeds = (0..<Self.feedCount).flatMap {
      ["--feed", server.url("/\($0).xml").absoluteString]
    }
    let output = try await NewsCLIProcess().run(
      ["headlines", "--json", "--limit", "\(Self.feedCount)"] + feeds, timeout: .seconds(120))
    #expect(output.status == 0, "\(output.standardError.prefix(500))")

    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    let articles = try #require(json["articles"] as? [[String: Any]])
    #expect(articles.count == Self.feedCount)
    let misplaced = articles.filter { article in
      guard let feed = (article["feed"] as? String).flatMap(URL.init(string:)) else { return true }
      let number = feed.deletingPathExtension().lastPathComponent
      return article["source"] as? String != "Feed \(number)"
        || article["title"] as? String != "Story \(number)"
    }
    #expect(misplaced.count == 0)
    #expect((json["errors"] as? [Any])?.count == 0)
  }

  @Test func offlineOnAnEmptyCacheReportsEachFeedsOwnError() async throws {
    let feeds = (0..<Self.feedCount).map { "http://127.0.0.1:9/\($0).xml" }
    let output = try await NewsCLIProcess().run(
      ["headlines", "--offline", "--json"] + feeds.flatMap { ["--feed", $0] },
      timeout: .seconds(120)
    )
    #expect(output.status == 1)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    let errors = try #require(json["errors"] as? [[String: String]])
    #expect(errors.map { $0["feed"] } == feeds)
    let wrong = zip(errors, feeds).filter { error, feed in
      error["message"] != "\(feed) is not cached, and the network may not be used"
    }
    #expect(wrong.count == 0)
  }
}

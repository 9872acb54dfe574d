import Foundation
import HTTPTestSupport
import Testing

/// news-cli killed at any moment, or run twice at once, never leaves state or cache that the next
/// run cannot use.
@Suite(.serialized)
struct StateCrashSafetyTests {
  static func serveLargeFeeds() async throws -> TestServer {
    try await TestServer.serving { _ in
      var routes: [String: TestServer.Page] = [:]
      for feed in 1...3 {
        let items = (1...400).map { item in
          (
            "Story \(item) of feed \(feed)", "https://example.org/\(feed)/\(item)",
            "Sat, 21 Nov 2026 10:\(item % 60 < 10 ? "0" : "")\(item % 60):00 GMT", String?.none
          )
        }
        routes["/feed-\(feed).xml"] = .init(body: Fixtures.rss(title: "Feed \(feed)", items: items))
      }
      return routes
    }
  }

  static func subscribe(_ cli: NewsCLIProcess, to server: TestServer) async throws {
    for feed in 1...3 {
      #expect(
        try await cli.run(["feeds", "add", server.url("/feed-\(feed).xml").absoluteString]).status
          == 0)
    }
  }

  /// Files that the storage set aside because they could not be read: there must never be any.
  static func setAsideFiles(in cli: NewsCLIProcess) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: cli.home.path)
    return (enumerator?.allObjects as? [String] ?? []).filter { $0.contains(".corrupt-") }
  }

  @Test func killedAtManyPointsTheNextRunStillWorks() async throws {
    let server = try await Self.serveLargeFeeds()
    defer { Task { await server.stop() } }
    let cli = NewsCLIProcess()
    try await Self.subscribe(cli, to: server)
    #expect(try await cli.run(["headlines"]).status == 0)

    for attempt in 0..<30 {
      let started = try cli.start(["headlines", "--limit", "1000"])
      try await Task.sleep(for: .milliseconds(attempt * 3))
      kill(started.process.identifier, SIGKILL)
      _ = await NewsCLIProcess.collect(started)

      let next = try await cli.run(["headlines", "--offline", "--json", "--limit", "5000"])
      #expect(next.status == 0, "after a kill at \(attempt * 3) ms: \(next.standardError)")
      let json =
        try JSONSerialization.jsonObject(with: Data(next.standardOutput.utf8)) as? [String: Any]
      #expect((json?["articles"] as? [Any])?.count == 1_200, "after a kill at \(attempt * 3) ms")
    }
    #expect(try await cli.run(["feeds", "list"]).standardOutput.split(separator: "\n").count == 3)
    #expect(
      Self.setAsideFiles(in: cli).isEmpty,
      "no partial file was ever read: \(Self.setAsideFiles(in: cli))")
  }

  @Test func twoProcessesAtOnceNeverCorruptEachOther() async throws {
    let server = try await Self.serveLargeFeeds()
    defer { Task { await server.stop() } }
    let cli = NewsCLIProcess()
    try await Self.subscribe(cli, to: server)
    for _ in 0..<8 {
      async let first = cli.run(["headlines", "--limit", "1000"])
      async let second = cli.run(["headlines", "--new", "--limit", "1000"])
      let (one, two) = try await (first, second)
      #expect(one.status == 0, "\(one.standardError)")
      #expect(two.status == 0, "\(two.standardError)")
    }
    let offline = try await cli.run(["headlines", "--offline", "--limit", "5000"])
    #expect(offline.status == 0)
    #expect(offline.standardOutput.split(separator: "\n").count == 1_200)
    #expect(Self.setAsideFiles(in: cli).isEmpty, "\(Self.setAsideFiles(in: cli))")
  }
}

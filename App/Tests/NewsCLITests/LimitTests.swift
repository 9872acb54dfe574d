import Dependencies
import DependenciesTestSupport
import Foundation
import StorageClient
import Testing

@testable import NewsCLI

/// `--limit` takes any number of headlines from 1 up: asking for more than are stored shows them
/// all, however many digits the number has, and only zero and negatives are usage errors.
@Suite(.serialized, .dependencies)
struct LimitTests {
  static let titles = ["Morning story", "Noon story", "Evening story"]

  /// A home whose one subscription, a local file, has been refreshed into the article store.
  static func storedHome() async throws -> NewsCLIProcess {
    let cli = NewsCLIProcess()
    let feed = cli.home.appendingPathComponent("feed.xml")
    try Fixtures.rss(
      title: "Local Desk",
      items: zip(titles, ["10", "12", "18"]).map {
        title, hour -> (title: String, link: String, date: String?, enclosure: String?) in
        (title, "https://example.org/\(hour)", "Sat, 21 Nov 2026 \(hour):00:00 GMT", nil)
      }
    ).write(to: feed)
    let configuration = cli.home.appendingPathComponent("config/news-cli")
    try FileManager.default.createDirectory(at: configuration, withIntermediateDirectories: true)
    try Data(#"[{"url": "\#(feed.absoluteString)"}]"#.utf8).write(
      to: configuration.appendingPathComponent("subscriptions.json"))
    let refresh = try await cli.run(["headlines"])
    #expect(refresh.status == 0, "\(refresh.standardError)")
    return cli
  }

  @Test func aLimitLargerThanTheStoreShowsEverything() async throws {
    let cli = try await Self.storedHome()
    for limit in ["1000000", "\(Int.max)", "99999999999999999999"] {
      let output = try await cli.run(["headlines", "--offline", "--limit", limit])
      #expect(output.status == 0, "\(limit): \(output.standardError)")
      let lines = output.standardOutput.split(separator: "\n")
      #expect(lines.count == 3, "\(limit): \(output.standardOutput)")
      for title in Self.titles {
        #expect(lines.contains { $0.hasSuffix(title) }, "\(limit): \(title)")
      }
    }
    let found = try await cli.run(["search", "story", "--limit", "1000000"])
    #expect(found.status == 0, "\(found.standardError)")
    #expect(found.standardOutput.split(separator: "\n").count == 3, "\(found.standardOutput)")
    let one = try await cli.run(["headlines", "--offline", "--limit", "1"])
    #expect(
      one.standardOutput.split(separator: "\n").map { $0.hasSuffix("Evening story") } == [true])
  }

  @Test(arguments: [
    (["headlines", "--limit", "0"], "--limit must be 1 or more"),
    (["headlines", "--limit=-5"], "--limit must be 1 or more"),
    (["headlines", "--limit=-99999999999999999999"], "--limit must be 1 or more"),
    (
      ["headlines", "--limit", "ten"],
      "'ten' is invalid for '--limit <limit>': a limit is a whole number"
    ),
    (["headlines", "--limit", "1e6"], "'1e6' is invalid for '--limit <limit>'"),
    (["search", "story", "--limit", "0"], "--limit must be 1 or more"),
    (["watch", "--limit=-1"], "--limit must be 1 or more"),
  ])
  func zeroNegativesAndWordsAreUsageErrors(arguments: [String], message: String) async throws {
    let output = try await NewsCLIProcess().run(arguments)
    #expect(output.status == 64, "\(output.standardError)")
    #expect(output.standardError.contains(message), "\(output.standardError)")
  }

  @Test func anyWholeNumberIsReadAndOneTooLargeForIntIsAll() throws {
    #expect(try LimitArgument.parse("30") == 30)
    #expect(try LimitArgument.parse("+7") == 7)
    #expect(try LimitArgument.parse("-5") == -5)
    #expect(try LimitArgument.parse("\(Int.max)") == .max)
    #expect(try LimitArgument.parse("99999999999999999999") == .max)
    #expect(try LimitArgument.parse("-99999999999999999999") == .min)
    for text in ["", "+", "-", "ten", "1e6", "1.5", "1 000", "٣"] {
      #expect(throws: (any Error).self, "\(text)") { try LimitArgument.parse(text) }
    }
  }

  @Test func settingsTakeAnyHeadlineLimitFromOne() async throws {
    for (file, limit) in [
      (#"{"headlineLimit": 1000000}"#, 1_000_000 as Int?), (#"{"headlineLimit": 0}"#, nil),
    ] {
      let stored = try await withDependencies {
        $0.storage.load = { _ in Data(file.utf8) }
      } operation: {
        try await Settings.load()
      }
      #expect(stored.value.headlineLimit == limit, "\(file)")
      #expect(
        stored.value.problems
          == (limit == nil
            ? ["settings.json: headlineLimit must be 1 or more; the default is used"] : []))
    }
  }
}

import Foundation
import Testing

@testable import NewsCLI

/// A newcomer's first command succeeds: `news-cli` alone, as `make run` runs it, on a fresh home
/// greets with the sample headlines instead of failing, and writes nothing; `headlines` typed out
/// in a script still fails.
struct GreetingTests {
  @Test func theBareCommandGreetsANewcomerAndWritesNothing() async throws {
    let cli = NewsCLIProcess()
    let output = try await cli.run([])
    #expect(output.status == 0, "\(output.standardError)")
    #expect(output.standardError.isEmpty, "\(output.standardError)")
    let greeting = output.standardOutput
    #expect(greeting.contains("Welcome to \(AppIdentity.name), a terminal newsreader"))
    #expect(greeting.contains("Sample headlines, built in"))
    #expect(greeting.contains("Ceasefire talks resume as envoys meet in Geneva"), "\(greeting)")
    for command in ["feeds add URL", "feeds samples", "feeds import FILE.opml", "sync login"] {
      #expect(greeting.contains("\(AppIdentity.name) \(command)"), "\(command)")
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: cli.home.path).isEmpty,
      "nothing is subscribed, stored or remembered")

    let typed = try await cli.run(["headlines"])
    #expect(typed.status == 1)
    #expect(typed.standardError.contains("You have no subscriptions"))
    #expect(typed.standardOutput.isEmpty)
    #expect(try await cli.run(["--json"]).status == 1, "a script asking for JSON gets no greeting")
  }

  /// With a subscription, the bare command is the headlines, as it always was.
  @Test func theBareCommandShowsTheHeadlinesOnceSubscribed() async throws {
    let cli = NewsCLIProcess()
    let feed = cli.home.appendingPathComponent("feed.xml")
    try Fixtures.rss(
      title: "Local Desk",
      items: [("Local story", "https://example.org/local", nil, nil)]
    ).write(to: feed)
    let subscriptions = cli.home.appendingPathComponent("config/\(AppIdentity.name)")
    try FileManager.default.createDirectory(at: subscriptions, withIntermediateDirectories: true)
    try Data(#"[{"url": "\#(feed.absoluteString)"}]"#.utf8)
      .write(to: subscriptions.appendingPathComponent("subscriptions.json"))
    let output = try await cli.run([])
    #expect(output.status == 0, "\(output.standardError)")
    #expect(output.standardOutput.contains("Local story"))
    #expect(!output.standardOutput.contains("Welcome"))
  }
}

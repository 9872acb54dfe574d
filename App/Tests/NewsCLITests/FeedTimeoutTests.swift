import Foundation
import HTTPTestSupport
import NewsClient
import NewsClientLive
import StorageClient
import Testing

@testable import NewsCLI

/// `--timeout` is the time a person is willing to wait for a feed, and no shorter limit cuts it
/// short: a server silent for 20 s before it answers is read with `--timeout 60`, and with the
/// default of 30, as newsboat reads it.
///
/// Waiting 20 s in a test would cost the suite more than it proves, so the rule is proved in two
/// parts: as the pure function of the flags it is, for every kind of value, and end to end with
/// small numbers, by a server that stays silent for most of the timeout, longer than the half the
/// old default allowed (a stall limit of 15 s against a timeout of 30).
@Suite(.serialized)
struct FeedTimeoutTests {
  static func configuration(seconds: Int?) -> NewsClient.LiveConfiguration {
    LiveValues.newsConfiguration(
      LiveOptions(feedTimeout: seconds), storage: .inMemory(),
      cache: FileManager.default.temporaryDirectory)
  }

  @Test(arguments: [nil, 1, 10, 15, 16, 20, 30, 60, 3_600] as [Int?])
  func silenceIsWaitedOutForAsLongAsTheFeedMayTake(seconds: Int?) {
    let configuration = Self.configuration(seconds: seconds)
    #expect(configuration.transferTimeout == .seconds(seconds ?? 30))
    #expect(configuration.stallTimeout >= configuration.transferTimeout)
    #expect(configuration.connectTimeout <= configuration.transferTimeout)
  }

  /// The help says the default is 30 s: no flag waits exactly as `--timeout 30` does.
  @Test func noFlagIsTheDefaultTheHelpStates() {
    let unset = Self.configuration(seconds: nil)
    let thirty = Self.configuration(seconds: 30)
    #expect(unset.connectTimeout == thirty.connectTimeout)
    #expect(unset.transferTimeout == thirty.transferTimeout)
    #expect(unset.stallTimeout == thirty.stallTimeout)
    #expect(Headlines.helpMessage().contains("(default: 30)"))
  }

  @Test func aFeedWhoseServerIsSilentForMostOfTheTimeoutIsRead() async throws {
    let feed = Fixtures.rss(
      title: "Slow Desk",
      items: [("A story worth the wait", "https://example.org/slow", nil, nil)])
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /slow.xml") { _ in
        // Silent, not stalled: no byte of the answer before the feed is ready.
        try await Task.sleep(for: .seconds(3))
        return .with(body: feed, headers: ["Content-Type": "application/rss+xml"])
      }
    }
    let output = try await NewsCLIProcess().run(
      ["headlines", "--timeout", "5", "--feed", server.url("/slow.xml").absoluteString],
      timeout: .seconds(30))
    #expect(output.status == 0, "\(output.standardError)")
    #expect(output.standardOutput.contains("A story worth the wait"), "\(output.standardError)")
    await server.stop()
  }
}

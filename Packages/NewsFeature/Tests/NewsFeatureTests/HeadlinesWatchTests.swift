import Dependencies
import DependenciesTestSupport
import Foundation
import NewsClient
import NewsFeature
import Testing

/// The watch fetches in a task group, so these tests run everything on the main serial executor:
/// with one thread, each `advance` of the test clock deterministically lets the watch finish its
/// poll before the test looks.
@Suite(.dependencies, .serialized, .timeLimit(.minutes(1)))
@MainActor
struct HeadlinesWatchTests {
  let url = URL(string: "https://example.org/feed")!

  @Test func emitsEverythingFirstThenOnlyWhatIsNewOnEachTick() async throws {
    try await withMainSerialExecutor { try await emitsEverythingFirstThenOnlyWhatIsNew() }
  }

  func emitsEverythingFirstThenOnlyWhatIsNew() async throws {
    let clock = TestClock()
    let served = LockIsolated<[Article]>([Article(guid: Article.GUID("1"), title: "One")])
    let updates = LockIsolated<[WatchUpdate]>([])
    let watching = Task {
      try await withDependencies {
        $0.continuousClock = clock
        $0.newsClient.fetchFeed = { url, _ in
          Feed(url: url, title: "Feed", format: .rss, articles: served.value)
        }
      } operation: {
        try await HeadlinesFeature().watch([Subscription(url: url)], every: .seconds(60)) {
          update in
          updates.withValue { $0.append(update) }
        }
      }
    }
    await clock.advance(by: .zero)
    #expect(updates.value.map { $0.headlines.map(\.title) } == [["One"]])
    #expect(updates.value.first?.isFirst == true)

    await clock.advance(by: .seconds(60))
    #expect(updates.value.count == 1, "nothing new, nothing emitted")

    served.setValue([
      Article(guid: Article.GUID("2"), title: "Two"),
      Article(guid: Article.GUID("1"), title: "One"),
    ])
    await clock.advance(by: .seconds(59))
    #expect(updates.value.count == 1, "the interval has not passed yet")
    await clock.advance(by: .seconds(1))
    #expect(updates.value.map { $0.headlines.map(\.title) } == [["One"], ["Two"]])
    #expect(updates.value.last?.isFirst == false)

    watching.cancel()
    await #expect(throws: CancellationError.self) { try await watching.value }
  }

  @Test func aFeedThatStaysDownIsReportedOnce() async throws {
    await withMainSerialExecutor { await aFeedThatStaysDownIsReportedOnlyOnce() }
  }

  func aFeedThatStaysDownIsReportedOnlyOnce() async {
    let clock = TestClock()
    let updates = LockIsolated<[WatchUpdate]>([])
    let watching = Task {
      try await withDependencies {
        $0.continuousClock = clock
        $0.newsClient.fetchFeed = { url, _ in throw NewsClientError.timedOut(url) }
      } operation: {
        try await HeadlinesFeature().watch([Subscription(url: url)], every: .seconds(10)) {
          update in
          updates.withValue { $0.append(update) }
        }
      }
    }
    await clock.advance(by: .zero)
    await clock.advance(by: .seconds(30))
    #expect(updates.value.count == 1)
    #expect(updates.value.first?.failures.map(\.feed) == [url])
    watching.cancel()
    _ = try? await watching.value
  }
}

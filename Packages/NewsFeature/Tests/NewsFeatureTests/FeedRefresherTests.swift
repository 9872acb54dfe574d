import ArticleStoreClient
import Dependencies
import DependenciesTestSupport
import Foundation
import NewsClient
import NewsFeature
import Testing

@Suite(.dependencies)
struct FeedRefresherTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  func feed(_ number: Int, revision: String? = nil) -> Feed {
    Feed(
      url: URL(string: "https://feeds.example.org/\(number).xml")!, title: "Feed \(number)",
      format: .rss,
      articles: [
        Article(guid: Article.GUID("\(number)"), title: "Story \(number)", published: now)
      ],
      revision: revision)
  }

  /// Each outcome names its feed, and tells a feed's own failure from the store's, and a feed that
  /// broke off part-way keeps what it delivered beside what it lost.
  @Test func everyFeedIsReportedWithWhatBecameOfIt() async throws {
    let saved = feed(1, revision: "new")
    let unchanged = feed(2, revision: "same")
    let unreachable = feed(3)
    let unsavable = feed(4)
    let broken = {
      var broken = feed(5)
      broken.problem = .malformedFeed(broken.url, reason: "the document stops before its end")
      return broken
    }()
    struct StoreFull: Error {}
    var outcomes: [URL: String] = [:]
    try await withDependencies {
      $0.articleStore.revisions = { [unchanged.url: "same", saved.url: "old"] }
      $0.articleStore.save = { feed, _ in
        if feed.url == unsavable.url { throw StoreFull() }
        return SaveResult(inserted: feed.articles.count)
      }
      $0.newsClient.fetchFeedUpdate = { url, knownRevision in
        switch url {
        case unreachable.url: throw NewsClientError.network(url, .timedOut)
        case unchanged.url: return knownRevision == "same" ? .unchanged : .changed(unchanged)
        case saved.url: return .changed(saved)
        case broken.url: return .changed(broken)
        default: return .changed(unsavable)
        }
      }
      $0.date.now = now
    } operation: {
      try await FeedRefresher().refresh(
        [saved.url, unchanged.url, unreachable.url, unsavable.url, broken.url], retention: nil
      ) { feed, outcome in
        outcomes[feed] =
          switch outcome {
          case .unchanged: "unchanged"
          case .saved(let result, nil): "saved \(result.inserted)"
          case .saved(let result, let problem?): "saved \(result.inserted), but \(problem)"
          case .fetchFailed(let error): "fetch failed: \(error)"
          case .saveFailed(let error): "save failed: \(error)"
          }
      }
    }
    #expect(
      outcomes == [
        saved.url: "saved 1",
        unchanged.url: "unchanged",
        unreachable.url: "fetch failed: Timed out waiting for \(unreachable.url.absoluteString)",
        unsavable.url: "save failed: StoreFull()",
        broken.url:
          "saved 1, but Malformed feed at \(broken.url.absoluteString): the document stops before its end",
      ])
  }

  /// Retention runs once, after every feed is saved, so it judges the articles just stored too.
  @Test func retentionRunsOnceAfterEverySave() async throws {
    let feeds = (1...40).map { feed($0) }
    let events = LockIsolated<[String]>([])
    try await withDependencies {
      $0.articleStore.revisions = { [:] }
      $0.articleStore.save = { feed, _ in
        events.withValue { $0.append("save") }
        return SaveResult(inserted: 1)
      }
      $0.articleStore.applyRetention = { _, _ in
        events.withValue { $0.append("retention") }
        return 0
      }
      $0.newsClient.fetchFeedUpdate = { url, _ in
        .changed(feeds.first { $0.url == url }!)
      }
      $0.date.now = now
    } operation: {
      try await FeedRefresher().refresh(feeds.map(\.url), retention: .days(30)) { _, _ in }
    }
    #expect(events.value == Array(repeating: "save", count: 40) + ["retention"])
  }

  /// A long list is fetched a window at a time, so only that many parsed feeds can wait for the
  /// store at once.
  @Test func noMoreThanTheWindowIsInFlight() async throws {
    let feeds = (1...100).map { feed($0) }
    let inFlight = LockIsolated(0)
    let mostInFlight = LockIsolated(0)
    var reported = 0
    try await withDependencies {
      $0.articleStore.revisions = { [:] }
      $0.articleStore.save = { _, _ in SaveResult(inserted: 1) }
      $0.newsClient.fetchFeedUpdate = { url, _ in
        let current = inFlight.withValue { count in
          count += 1
          return count
        }
        mostInFlight.withValue { $0 = max($0, current) }
        await Task.yield()
        inFlight.withValue { $0 -= 1 }
        return .changed(feeds.first { $0.url == url }!)
      }
      $0.date.now = now
    } operation: {
      try await FeedRefresher().refresh(feeds.map(\.url), retention: nil) { _, _ in reported += 1 }
    }
    #expect(reported == 100)
    #expect(mostInFlight.value <= HeadlinesFeature.maximumPendingFetches)
  }
}

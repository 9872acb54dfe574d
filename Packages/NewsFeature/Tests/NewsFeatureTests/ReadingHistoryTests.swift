import Dependencies
import DependenciesTestSupport
import Foundation
import NewsFeature
import StorageClient
import Testing

@Suite(.dependencies)
struct ReadingHistoryTests {
  let feed = URL(string: "https://example.org/feed")!
  let start = Date(timeIntervalSince1970: 1_800_000_000)

  func headline(_ id: String) -> Headline {
    Headline(id: id, title: id, link: nil, published: nil, source: "S", feed: feed, summary: nil, enclosure: nil)
  }

  @Test func onlyArticlesNotSeenInAnEarlierRunAreNew() async throws {
    let storage = StorageClient.inMemory()
    let first = try await withDependencies {
      $0.storage = storage
      $0.date.now = start
    } operation: {
      try await ReadingHistory().recordNew([headline("a"), headline("b")])
    }
    #expect(first.value == ["a", "b"])

    let second = try await withDependencies {
      $0.storage = storage
      $0.date.now = start.addingTimeInterval(600)
    } operation: {
      try await ReadingHistory().recordNew([headline("b"), headline("c")])
    }
    #expect(second.value == ["c"])
  }

  /// Only `load` is overridden: asking what is unseen must never write.
  @Test func askingWhatIsUnseenRecordsNothing() async throws {
    let seen = Data(#"{"lastSeen": {"a": 800000000}}"#.utf8)
    let unseen = try await withDependencies {
      $0.storage.load = { key in
        #expect(key == .seenArticles)
        return seen
      }
    } operation: {
      try await ReadingHistory().unseen(among: [headline("a"), headline("b")])
    }
    #expect(unseen.value == ["b"])
  }

  @Test func articlesAreForgottenAfterTheRetention() async throws {
    let storage = StorageClient.inMemory()
    for (offset, ids) in [(0.0, ["old"]), (ReadingHistory.retention + 1, ["other"])] {
      _ = try await withDependencies {
        $0.storage = storage
        $0.date.now = start.addingTimeInterval(offset)
      } operation: {
        try await ReadingHistory().recordNew(ids.map(headline))
      }
    }
    let again = try await withDependencies {
      $0.storage = storage
      $0.date.now = start.addingTimeInterval(ReadingHistory.retention + 2)
    } operation: {
      try await ReadingHistory().recordNew([headline("old")])
    }
    #expect(again.value == ["old"])
  }

  @Test func aCorruptHistoryIsReportedAndStartedAfresh() async throws {
    let stored = try await withDependencies {
      $0.storage = .inMemory([.seenArticles: Data("not json".utf8)])
      $0.date.now = start
    } operation: {
      try await ReadingHistory().recordNew([headline("a")])
    }
    #expect(stored.value == ["a"])
    #expect(stored.problem != nil)
  }
}

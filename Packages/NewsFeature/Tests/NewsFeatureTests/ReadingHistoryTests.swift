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
    Headline(
      id: id, title: id, link: nil, published: nil, source: "S", feed: feed, summary: nil,
      enclosure: nil)
  }

  @Test func onlyArticlesNotSeenInAnEarlierRunAreNew() async throws {
    let storage = StorageClient.inMemory()
    let first = await withDependencies {
      $0.storage = storage
      $0.date.now = start
    } operation: {
      await ReadingHistory().recordNew([headline("a"), headline("b")])
    }
    #expect(first.value == ["a", "b"])

    let second = await withDependencies {
      $0.storage = storage
      $0.date.now = start.addingTimeInterval(600)
    } operation: {
      await ReadingHistory().recordNew([headline("b"), headline("c")])
    }
    #expect(second.value == ["c"])
  }

  /// Only `load` is overridden: asking what is unseen must never write.
  @Test func askingWhatIsUnseenRecordsNothing() async throws {
    let seen = Data(#"{"lastSeen": {"a": 800000000}}"#.utf8)
    let unseen = await withDependencies {
      $0.storage.load = { key in
        #expect(key == .seenArticles)
        return seen
      }
    } operation: {
      await ReadingHistory().unseen(among: [headline("a"), headline("b")])
    }
    #expect(unseen.value == ["b"])
  }

  @Test func articlesAreForgottenAfterTheRetention() async throws {
    let storage = StorageClient.inMemory()
    for (offset, ids) in [(0.0, ["old"]), (ReadingHistory.retention + 1, ["other"])] {
      _ = await withDependencies {
        $0.storage = storage
        $0.date.now = start.addingTimeInterval(offset)
      } operation: {
        await ReadingHistory().recordNew(ids.map(headline))
      }
    }
    let again = await withDependencies {
      $0.storage = storage
      $0.date.now = start.addingTimeInterval(ReadingHistory.retention + 2)
    } operation: {
      await ReadingHistory().recordNew([headline("old")])
    }
    #expect(again.value == ["old"])
  }

  /// A run that shows only articles shown lately leaves the file as it was; a showing older than
  /// the renewal is recorded again, and the retention then counts from it.
  @Test func showingNothingNewWritesNothingAndLaterShowingsRenewTheMemory() async throws {
    let storage = StorageClient.inMemory()
    let saves = LockIsolated(0)
    func record(_ ids: [String], after offset: TimeInterval) async -> Set<String> {
      await withDependencies {
        $0.storage = storage
        $0.storage.save = { data, key in
          saves.withValue { $0 += 1 }
          try await storage.save(data, key)
        }
        $0.date.now = start.addingTimeInterval(offset)
      } operation: {
        await ReadingHistory().recordNew(ids.map(headline)).value
      }
    }
    #expect(await record(["a", "b"], after: 0) == ["a", "b"])
    #expect(saves.value == 1)
    #expect(await record(["a", "b"], after: 600) == [])
    #expect(saves.value == 1, "nothing new was shown, so nothing was written")
    #expect(await record(["a"], after: ReadingHistory.renewal + 1) == [])
    #expect(saves.value == 2)
    #expect(await record(["a", "b"], after: ReadingHistory.retention + 2) == ["b"])
  }

  @Test func aCorruptHistoryIsReportedAndStartedAfresh() async throws {
    let stored = await withDependencies {
      $0.storage = .inMemory([.seenArticles: Data("not json".utf8)])
      $0.date.now = start
    } operation: {
      await ReadingHistory().recordNew([headline("a")])
    }
    #expect(stored.value == ["a"])
    #expect(stored.problem != nil)
  }

  /// A state folder that cannot be used costs the "new" marks, never the headlines.
  @Test func aStateFolderThatCannotBeUsedIsReportedNotThrown() async {
    let failure = StorageError.unavailable(
      .seenArticles, reason: "/state is in the way: it is a file, not a folder")
    let stored = await withDependencies {
      $0.storage.load = { _ in throw failure }
      $0.storage.save = { _, _ in throw failure }
      $0.date.now = start
    } operation: {
      await ReadingHistory().recordNew([headline("a")])
    }
    #expect(stored.value == ["a"])
    #expect(stored.problem == failure)
  }

  @Test func aHistoryThatCannotBeSavedIsReportedNotThrown() async {
    let failure = StorageError.unavailable(.seenArticles, reason: "No space left on device")
    let stored = await withDependencies {
      $0.storage.load = { _ in nil }
      $0.storage.save = { _, _ in throw failure }
      $0.date.now = start
    } operation: {
      await ReadingHistory().recordNew([headline("a"), headline("b")])
    }
    #expect(stored.value == ["a", "b"])
    #expect(stored.problem == failure)
  }

  /// The history is saved as one list of ids for each moment they were shown, and read back as
  /// it was; a history in the earlier form, a date beside every id, is still read.
  @Test func theHistoryIsSavedByMomentAndTheEarlierFormIsStillRead() async throws {
    let storage = StorageClient.inMemory()
    for (offset, ids) in [(0.0, ["a", "b"]), (60.0, ["c"])] {
      _ = await withDependencies {
        $0.storage = storage
        $0.date.now = start.addingTimeInterval(offset)
      } operation: {
        await ReadingHistory().recordNew(ids.map(headline))
      }
    }
    let saved = try #require(try await storage.load(.seenArticles))
    let object = try #require(try JSONSerialization.jsonObject(with: saved) as? [String: Any])
    let shown = try #require(object["shown"] as? [[String: Any]])
    #expect(shown.map { $0["ids"] as? [String] } == [["a", "b"], ["c"]])
    #expect(object["lastSeen"] == nil)

    let earlier = StorageClient.inMemory()
    try await earlier.save(
      Data(#"{"lastSeen": {"a": 800000000, "b": 800000060}}"#.utf8), .seenArticles)
    let unseen = await withDependencies {
      $0.storage = earlier
    } operation: {
      await ReadingHistory().unseen(among: [headline("a"), headline("b"), headline("c")])
    }
    #expect(unseen.value == ["c"])
  }
}

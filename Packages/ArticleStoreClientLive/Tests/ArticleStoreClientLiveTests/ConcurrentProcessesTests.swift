import ArticleStoreClient
import ArticleStoreClientLive
import Foundation
import TestSupport
import Testing

/// Many processes on one file at once, as `watch`, `read` and a refresh running together are on a
/// first day: real processes, each started held back and then all released together, so that
/// their openings and saves overlap however the machine is loaded.
@Suite(.serialized)
struct ConcurrentProcessesTests {
  /// Each process opens the new file, migrating it if it comes first, saves, reads and marks;
  /// none fails, and the file is sound and holds each write once, migrated once.
  @Test func manyProcessesOpeningANewFileTogetherMigrateItOnceAndKeepEveryWrite() async throws {
    let processes = 8
    let migratedAlone = try await Self.migrationsOfAStoreOpenedAlone()
    for attempt in 1...50 {
      let folder = try TemporaryFolder()
      let writers = try (1...processes).map { number in
        try WriterProcess(
          database: folder.database, writer: "writer\(number)", rounds: 1, waits: true)
      }
      for writer in writers { writer.release() }
      for (number, writer) in zip(1..., writers) {
        let outcome = writer.finish()
        #expect(
          outcome.termination == .exited(0) && outcome.errors.isEmpty,
          "attempt \(attempt), writer \(number): \(outcome.errors)")
        #expect(outcome.saved == [1] && outcome.marked == [1], "attempt \(attempt)")
      }
      #expect(try DatabaseFile.problems(at: folder.database) == [], "attempt \(attempt)")
      #expect(
        try DatabaseFile.migrations(at: folder.database) == migratedAlone, "attempt \(attempt)")
      let expected = (1...processes).flatMap { number in
        (0..<5).map { "writer\(number)-1-\($0)" }
      }
      #expect(
        try DatabaseFile.guids(at: folder.database) == expected.sorted(), "attempt \(attempt)")
      #expect(
        try folder.namesBesideDatabase().allSatisfy { !$0.contains("corrupt") },
        "attempt \(attempt)")
    }
  }

  /// Each process finds the file damaged, and the first to take the folder's lock sets it aside
  /// and starts a fresh store; the others leave that fresh store alone and write to it.
  @Test func aDamagedFileManyProcessesOpenAtOnceIsSetAsideOnce() async throws {
    let processes = 8
    let garbage = Data((0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
    for attempt in 1...20 {
      let folder = try TemporaryFolder()
      try FileManager.default.createDirectory(
        at: folder.database.deletingLastPathComponent(), withIntermediateDirectories: true)
      try garbage.write(to: folder.database)
      let writers = try (1...processes).map { number in
        try WriterProcess(
          database: folder.database, writer: "writer\(number)", rounds: 1, waits: true)
      }
      for writer in writers { writer.release() }
      var warnings: [Substring] = []
      for (number, writer) in zip(1..., writers) {
        let outcome = writer.finish()
        let lines = outcome.errors.split(separator: "\n")
        #expect(
          outcome.termination == .exited(0) && lines.allSatisfy { $0.hasPrefix("warning: ") },
          "attempt \(attempt), writer \(number): \(outcome.errors)")
        warnings += lines.filter { $0.hasPrefix("warning: ") }
      }
      #expect(warnings.count == 1, "attempt \(attempt): \(warnings)")
      let setAside = try folder.namesBesideDatabase().filter {
        $0.range(of: #"\.corrupt-\d{8}T\d{6}Z(-\d+)?$"#, options: .regularExpression) != nil
      }
      #expect(setAside.count == 1, "attempt \(attempt): \(setAside)")
      for name in setAside {
        let moved = folder.database.deletingLastPathComponent().appendingPathComponent(name)
        #expect(try Data(contentsOf: moved) == garbage)
      }
      #expect(try DatabaseFile.problems(at: folder.database) == [], "attempt \(attempt)")
      #expect(
        try DatabaseFile.guids(at: folder.database).count == processes * 5, "attempt \(attempt)")
    }
  }

  /// The migrations recorded when one process opens a new file: what many at once must record,
  /// each once.
  private static func migrationsOfAStoreOpenedAlone() async throws -> [String] {
    let folder = try TemporaryFolder()
    _ = try await ArticleStoreClient.live(databaseURL: folder.database).counts()
    return try DatabaseFile.migrations(at: folder.database)
  }

  /// Processes refreshing one subscription at once each read the feed's stored articles and
  /// insert the ones they do not find; each article is stored once all the same, because a save
  /// holds the write lock from its first read.
  @Test func processesSavingTheSameFeedAtOnceStoreEachArticleOnce() async throws {
    let folder = try TemporaryFolder()
    let rounds = 10
    let writers = try (1...4).map { number in
      try WriterProcess(
        database: folder.database, writer: "writer\(number)", rounds: rounds, feed: "shared",
        waits: true)
    }
    for writer in writers { writer.release() }
    for (number, writer) in zip(1..., writers) {
      let outcome = writer.finish()
      #expect(
        outcome.termination == .exited(0) && outcome.errors.isEmpty,
        "writer \(number): \(outcome.errors)")
      #expect(outcome.saved == Set(1...rounds) && outcome.marked == Set(1...rounds))
    }
    #expect(try DatabaseFile.problems(at: folder.database) == [])
    let expected = (1...rounds).flatMap { round in (0..<5).map { "shared-\(round)-\($0)" } }
    #expect(try DatabaseFile.guids(at: folder.database) == expected.sorted())
    let store = ArticleStoreClient.live(databaseURL: folder.database)
    let feed = URL(string: "https://shared.example.org/feed")!
    let read = try await store.articles(ArticleQuery(feeds: [feed], limit: 1_000)).filter(\.isRead)
    #expect(
      Set(read.compactMap(\.article.guid?.value)) == Set((1...rounds).map { "shared-\($0)-0" }))
  }
}

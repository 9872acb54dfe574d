import ArticleStoreClient
import ArticleStoreClientLive
import ArticleStoreClientTestSupport
import Foundation
import TestSupport
import Testing

/// Real processes writing a real file: killed mid-write, racing each other, and running out of
/// room.
@Suite(.serialized)
struct CrashSafetyTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  @Test func killedThirtyTimesMidWriteLosesNothingCommitted() async throws {
    for attempt in 1...30 {
      let writer = "killed\(attempt)"
      let process = try WriterProcess(database: folder.database, writer: writer, rounds: 0)
      // Each kill follows one more report than the last, from before the first write (the first
      // even while the file is being created) to fifteen rounds into the loop: a spread that
      // load cannot shift, since it counts steps, not milliseconds.
      process.waitForReports(attempt - 1)
      process.kill()
      let outcome = process.finish()
      #expect(outcome.termination == .killed(by: SIGKILL), "attempt \(attempt)")
      try await expectStored(writer: writer, saved: outcome.saved, marked: outcome.marked)
    }
    #expect(try folder.namesBesideDatabase().allSatisfy { !$0.contains("corrupt") })
    #expect(try DatabaseFile.problems(at: folder.database) == [])
  }

  @Test func twoProcessesWritingAtOnceBothFinish() async throws {
    let alpha = try WriterProcess(database: folder.database, writer: "alpha", rounds: 25)
    let beta = try WriterProcess(database: folder.database, writer: "beta", rounds: 25)
    for (name, process) in [("alpha", alpha), ("beta", beta)] {
      let outcome = process.finish()
      #expect(outcome.termination == .exited(0), "\(name): \(outcome.errors)")
      #expect(outcome.saved == Set(1...25))
      try await expectStored(writer: name, saved: outcome.saved, marked: outcome.marked)
    }
    #expect(try DatabaseFile.problems(at: folder.database) == [])
  }

  @Test func aFullDiskFailsWithAClearErrorAndLosesNothingCommitted() async throws {
    let first = try WriterProcess(database: folder.database, writer: "before", rounds: 2)
    _ = first.finish()
    let limited = try WriterProcess(
      database: folder.database, writer: "limited", rounds: 0, fileSizeLimit: 1_500)
    let outcome = limited.finish()
    #expect(outcome.termination == .exited(3))
    #expect(outcome.errors.contains("disk is full"), "\(outcome.errors)")
    #expect(outcome.errors.contains(folder.database.path))
    #expect(!outcome.saved.isEmpty)
    try await expectStored(writer: "limited", saved: outcome.saved, marked: outcome.marked)

    let store = ArticleStoreClient.live(databaseURL: folder.database)
    #expect(try await store.save(Sample.feed([Sample.article(1)]), Sample.start).inserted == 1)
    #expect(try DatabaseFile.problems(at: folder.database) == [])
  }

  /// Every round the writer reported is stored, with its read mark when it reported one, seen by
  /// a fresh open as the next run of the app would open it.
  private func expectStored(writer: String, saved: Set<Int>, marked: Set<Int>) async throws {
    let store = ArticleStoreClient.live(databaseURL: folder.database)
    let feed = URL(string: "https://\(writer).example.org/feed")!
    let stored = try await store.articles(ArticleQuery(feeds: [feed], limit: 100_000))
    #expect(await store.takeWarnings().isEmpty)
    let byGuid = Dictionary(uniqueKeysWithValues: stored.map { ($0.article.guid?.value ?? "", $0) })
    for round in saved {
      for index in 0..<5 {
        #expect(byGuid["\(writer)-\(round)-\(index)"] != nil, "\(writer) round \(round) lost")
      }
    }
    for round in marked {
      #expect(byGuid["\(writer)-\(round)-0"]?.isRead == true, "\(writer) round \(round) mark lost")
    }
  }
}

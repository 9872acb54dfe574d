import ArticleStoreClient
import ArticleStoreClientLive
import Foundation
import GRDB
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
      // Spread the kills from before the first write to well into the loop.
      try await Task.sleep(for: .milliseconds(5 + attempt * 11))
      process.kill()
      let outcome = process.finish()
      try await expectStored(writer: writer, saved: outcome.saved, marked: outcome.marked)
    }
    #expect(try folder.namesBesideDatabase().allSatisfy { !$0.contains("corrupt") })
    try expectIntact()
  }

  @Test func twoProcessesWritingAtOnceBothFinish() async throws {
    let alpha = try WriterProcess(database: folder.database, writer: "alpha", rounds: 25)
    let beta = try WriterProcess(database: folder.database, writer: "beta", rounds: 25)
    for (name, process) in [("alpha", alpha), ("beta", beta)] {
      let outcome = process.finish()
      #expect(process.process.terminationStatus == 0, "\(name): \(outcome.errors)")
      #expect(outcome.saved == Set(1...25))
      try await expectStored(writer: name, saved: outcome.saved, marked: outcome.marked)
    }
    try expectIntact()
  }

  @Test func aFullDiskFailsWithAClearErrorAndLosesNothingCommitted() async throws {
    let first = try WriterProcess(database: folder.database, writer: "before", rounds: 2)
    _ = first.finish()
    let limited = try WriterProcess(
      database: folder.database, writer: "limited", rounds: 0, fileSizeLimit: 1_500)
    let outcome = limited.finish()
    #expect(limited.process.terminationStatus == 3)
    #expect(outcome.errors.contains("disk is full"), "\(outcome.errors)")
    #expect(outcome.errors.contains(folder.database.path))
    #expect(!outcome.saved.isEmpty)
    try await expectStored(writer: "limited", saved: outcome.saved, marked: outcome.marked)

    let store = ArticleStoreClient.live(databaseURL: folder.database)
    #expect(try await store.save(Sample.feed([Sample.article(1)]), Sample.start).inserted == 1)
    try expectIntact()
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

  private func expectIntact() throws {
    let queue = try DatabaseQueue(path: folder.database.path)
    defer { try? queue.close() }
    let integrity = try queue.read { connection in
      try String.fetchAll(connection, sql: "PRAGMA integrity_check")
    }
    #expect(integrity == ["ok"])
    // FTS5's own check: the index matches the articles it is built from.
    try queue.write { connection in
      try connection.execute(
        sql: "INSERT INTO article_search(article_search) VALUES ('integrity-check')")
    }
  }
}

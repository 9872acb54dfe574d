import ArticleStoreClient
import ArticleStoreClientLive
import ArticleStoreClientTestSupport
import Foundation
import GRDB
import NewsClient
import TestSupport
import Testing

struct OpeningTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  @Test func opensOnFirstUseCreatingFoldersInWALModeAtSchemaOne() async throws {
    let store = ArticleStoreClient.live(databaseURL: folder.database)
    #expect(
      !FileManager.default.fileExists(atPath: folder.database.deletingLastPathComponent().path))
    #expect(try await store.articles(ArticleQuery()).isEmpty)
    #expect(FileManager.default.fileExists(atPath: folder.database.path))
    #expect(await store.takeWarnings().isEmpty)

    let queue = try DatabaseQueue(path: folder.database.path)
    let (journalMode, migrations, searchable) = try await queue.read { connection in
      (
        try String.fetchOne(connection, sql: "PRAGMA journal_mode"),
        try String.fetchAll(connection, sql: "SELECT identifier FROM grdb_migrations"),
        try connection.tableExists("article_search")
      )
    }
    #expect(journalMode == "wal")
    #expect(migrations == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"])
    #expect(searchable)
  }

  @Test func reportsTheSQLiteItRunsOn() {
    #expect(ArticleStoreLibrary.sqliteVersion.hasPrefix("3."))
  }

  @Test func aDamagedFileIsSetAsideOnceAndAFreshStoreServes() async throws {
    let garbage = Data((0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
    try FileManager.default.createDirectory(
      at: folder.database.deletingLastPathComponent(), withIntermediateDirectories: true)
    try garbage.write(to: folder.database)

    let store = ArticleStoreClient.live(databaseURL: folder.database)
    #expect(try await store.save(Sample.feed([Sample.article(1)]), Sample.start).inserted == 1)
    let warnings = await store.takeWarnings()
    #expect(warnings.count == 1)
    guard case .corrupt(let database, let movedTo) = warnings.first else {
      Issue.record("expected a corrupt warning, got \(warnings)")
      return
    }
    #expect(database == folder.database.path)
    #expect(movedTo.hasPrefix(folder.database.path + ".corrupt-"))
    #expect(movedTo.range(of: #"\.corrupt-\d{8}T\d{6}Z$"#, options: .regularExpression) != nil)
    #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == garbage)
    #expect(warnings.first?.description.contains(movedTo) == true)
    #expect(await store.takeWarnings().isEmpty)

    let reopened = ArticleStoreClient.live(databaseURL: folder.database)
    #expect(try await reopened.articles(ArticleQuery()).count == 1)
    #expect(await reopened.takeWarnings().isEmpty)
  }

  @Test func aTruncatedFileIsSetAsideToo() async throws {
    let store = ArticleStoreClient.live(databaseURL: folder.database)
    _ = try await store.save(Sample.feed((1...200).map { Sample.article($0) }), Sample.start)
    let damaged = try Data(contentsOf: folder.database).prefix(100)
    try damaged.write(to: folder.database)
    try? FileManager.default.removeItem(atPath: folder.database.path + "-wal")
    try? FileManager.default.removeItem(atPath: folder.database.path + "-shm")

    let reopened = ArticleStoreClient.live(databaseURL: folder.database)
    #expect(try await reopened.articles(ArticleQuery()).isEmpty)
    let warnings = await reopened.takeWarnings()
    #expect(warnings.count == 1)
    #expect(warnings.first?.description.contains("damaged") == true)
    #expect(try folder.namesBesideDatabase().contains { $0.hasPrefix("articles.sqlite.corrupt-") })
  }

  /// A process killed while it created the file, before the file was in WAL mode, leaves a
  /// rollback journal beside it, which a read-only look cannot play back: the next open plays it
  /// back and goes on, rather than taking the file for read-only or damaged.
  @Test func aFileLeftMidWriteWithItsRollbackJournalIsRolledBackAndOpened() async throws {
    let interrupted = folder.url.appendingPathComponent("interrupted.sqlite")
    let queue = try DatabaseQueue(path: interrupted.path)
    try await queue.writeWithoutTransaction { connection in
      try connection.execute(sql: "PRAGMA auto_vacuum = FULL")
      try connection.execute(sql: "CREATE TABLE before (x)")
      // A one-page cache makes the transaction write its pages to the file before it commits.
      try connection.execute(sql: "PRAGMA cache_size = 1")
      try connection.execute(sql: "BEGIN IMMEDIATE")
      try connection.execute(sql: "CREATE TABLE half_done (x)")
      for _ in 1...20 {
        try connection.execute(sql: "INSERT INTO half_done VALUES (randomblob(10000))")
      }
      // The copies are the files as a kill at this moment leaves them.
      try FileManager.default.createDirectory(
        at: folder.database.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: interrupted, to: folder.database)
      try FileManager.default.copyItem(
        atPath: interrupted.path + "-journal", toPath: folder.database.path + "-journal")
      try connection.execute(sql: "ROLLBACK")
    }
    try queue.close()

    let store = ArticleStoreClient.live(databaseURL: folder.database)
    #expect(try await store.save(Sample.feed([Sample.article(1)]), Sample.start).inserted == 1)
    #expect(await store.takeWarnings().isEmpty)
    #expect(try folder.namesBesideDatabase().allSatisfy { !$0.contains("corrupt") })
    #expect(try DatabaseFile.problems(at: folder.database) == [])
    let tables = try await DatabaseQueue(path: folder.database.path).read { connection in
      (try connection.tableExists("before"), try connection.tableExists("half_done"))
    }
    #expect(tables == (true, false))
  }

  /// A store the first release made is brought up to date on opening, keeping every article and
  /// read mark.
  @Test func aVersionOneStoreIsMigratedWithWhatItHolds() async throws {
    let store = ArticleStoreClient.live(databaseURL: folder.database)
    _ = try await store.save(Sample.feed([Sample.article(1), Sample.article(2)]), Sample.start)
    let first = try await store.articles(ArticleQuery(limit: 1))
    _ = try await store.setRead(.articles(first.map(\.id)), true)
    let queue = try DatabaseQueue(path: folder.database.path)
    try await queue.write { connection in
      try connection.execute(
        sql: """
          DROP TRIGGER feed_counts_insert;
          DROP TRIGGER feed_counts_delete;
          DROP TRIGGER feed_counts_update;
          ALTER TABLE feed DROP COLUMN article_count;
          ALTER TABLE feed DROP COLUMN unread_count;
          DROP TABLE sync_cursor;
          DROP INDEX article_by_remote_id;
          DROP INDEX article_starred_by_date;
          DROP TABLE pending_mark;
          ALTER TABLE article DROP COLUMN remote_id;
          ALTER TABLE article DROP COLUMN is_starred;
          DROP TRIGGER article_search_insert;
          DROP TRIGGER article_search_delete;
          DROP TRIGGER article_search_before_update;
          DROP TRIGGER article_search_after_update;
          DROP TABLE article_search;
          DROP VIEW article_text;
          ALTER TABLE article DROP COLUMN content;
          ALTER TABLE article DROP COLUMN page_content;
          ALTER TABLE article DROP COLUMN page_byline;
          """)
      // The index as version 1 made it, kept in step by GRDB's triggers.
      try connection.create(virtualTable: "article_search", using: FTS5()) { table in
        table.synchronize(withTable: "article")
        table.tokenizer = .unicode61(diacritics: .remove)
        table.detail = "column"
        table.column("title")
        table.column("summary")
      }
      try connection.execute(sql: "DROP INDEX article_by_feed_and_read")
      try connection.execute(sql: "ALTER TABLE feed DROP COLUMN revision")
      try connection.execute(sql: "ALTER TABLE feed DROP COLUMN link")
      try connection.execute(
        sql:
          "DELETE FROM grdb_migrations WHERE identifier IN ('2', '3', '4', '5', '6', '7', '8', '9', '10')"
      )
    }
    try queue.close()

    let reopened = ArticleStoreClient.live(databaseURL: folder.database)
    #expect(try await reopened.counts().map(\.unread) == [1])
    #expect(try await reopened.articles(ArticleQuery()).count == 2)
    #expect(try await reopened.search("story", 10).count == 2, "the index is rebuilt")
    _ = try await reopened.save(
      Sample.feed([Sample.article(1), Sample.article(2), Sample.article(3, summary: "Gales.")]),
      Sample.start)
    #expect(try await reopened.search("gales", 10).map(\.article.title) == ["Story 3"])
    let migrated = try DatabaseQueue(path: folder.database.path)
    let (migrations, indexed, revisioned) = try await migrated.read { connection in
      (
        try String.fetchAll(connection, sql: "SELECT identifier FROM grdb_migrations"),
        try connection.indexes(on: "article").contains { $0.name == "article_by_feed_and_read" },
        try connection.columns(in: "feed").contains { $0.name == "revision" }
      )
    }
    #expect(migrations == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"])
    #expect(indexed)
    #expect(revisioned)
  }

  @Test func aNewerSchemaIsRefusedAndTheFileLeftByteIdentical() async throws {
    let store = ArticleStoreClient.live(databaseURL: folder.database)
    _ = try await store.save(Sample.feed([Sample.article(1)]), Sample.start)
    let queue = try DatabaseQueue(path: folder.database.path)
    try await queue.write { connection in
      try connection.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('11')")
      try connection.execute(sql: "CREATE TABLE from_the_future (x)")
    }
    try queue.close()
    let files = try folder.namesBesideDatabase()
    let bytes = try Data(contentsOf: folder.database)

    let newer = ArticleStoreClient.live(databaseURL: folder.database)
    for _ in 1...2 {
      await #expect(
        throws: ArticleStoreError.newerSchema(
          database: folder.database.path, version: 11, newestKnown: 10)
      ) {
        try await newer.save(Sample.feed([Sample.article(2)]), Sample.start)
      }
    }
    await #expect(throws: ArticleStoreError.self) { try await newer.articles(ArticleQuery()) }
    #expect(try Data(contentsOf: folder.database) == bytes)
    #expect(try folder.namesBesideDatabase() == files)
    #expect(
      ArticleStoreError.newerSchema(database: "/x/articles.sqlite", version: 2, newestKnown: 1)
        .description.contains("/x/articles.sqlite"))
  }

  @Test func aReadOnlyFolderIsServedForReadingAndRefusesWrites() async throws {
    let store = ArticleStoreClient.live(databaseURL: folder.database)
    _ = try await store.save(Sample.feed((1...3).map { Sample.article($0) }), Sample.start)
    let databaseFolder = folder.database.deletingLastPathComponent()
    try ReadOnlyFolder.protect(databaseFolder)
    defer { try? ReadOnlyFolder.release(databaseFolder) }

    let readOnly = ArticleStoreClient.live(databaseURL: folder.database)
    #expect(try await readOnly.articles(ArticleQuery()).count == 3)
    #expect(try await readOnly.search("story", 10).count == 3)
    #expect(await readOnly.takeWarnings() == [.readOnly(database: folder.database.path)])
    await #expect(throws: ArticleStoreError.readOnly(database: folder.database.path)) {
      try await readOnly.setRead(.all, true)
    }
    await #expect(throws: ArticleStoreError.readOnly(database: folder.database.path)) {
      try await readOnly.save(Sample.feed([Sample.article(4)]), Sample.start)
    }
    #expect(try await readOnly.counts().map(\.unread) == [3])
  }
}

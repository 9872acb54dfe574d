import Foundation
import GRDB

/// A store's file read directly, as `sqlite3` would, for what the store's own interface cannot
/// show: whether the file is sound, and every row, duplicates included.
enum DatabaseFile {
  /// What SQLite's integrity check, FTS5's own check of the index against the articles and a
  /// recount of each feed's kept counts find wrong; empty when all three pass.
  static func problems(at url: URL) throws -> [String] {
    let queue = try DatabaseQueue(path: url.path)
    defer { try? queue.close() }
    var problems = try queue.read { connection in
      try String.fetchAll(connection, sql: "PRAGMA integrity_check")
    }
    .filter { $0 != "ok" }
    problems += try queue.read { connection in
      try String.fetchAll(
        connection,
        sql: """
          SELECT 'the counts kept for ' || url || ' are not its articles''' FROM feed
          WHERE article_count != (SELECT count(*) FROM article WHERE feed_id = feed.id)
            OR unread_count != (SELECT count(*) FROM article WHERE feed_id = feed.id AND is_read = 0)
          """)
    }
    do {
      try queue.write { connection in
        try connection.execute(
          sql: "INSERT INTO article_search(article_search) VALUES ('integrity-check')")
      }
    } catch {
      problems.append("full-text index: \(error)")
    }
    return problems
  }

  /// The guid of every stored article, once for each row that holds it.
  static func guids(at url: URL) throws -> [String] {
    let queue = try DatabaseQueue(path: url.path)
    defer { try? queue.close() }
    return try queue.read { connection in
      try String.fetchAll(
        connection,
        sql: "SELECT CASE WHEN guid_is_link THEN link ELSE guid END FROM article ORDER BY 1")
    }
  }

  /// The migrations applied, in the order they were recorded.
  static func migrations(at url: URL) throws -> [String] {
    let queue = try DatabaseQueue(path: url.path)
    defer { try? queue.close() }
    return try queue.read { connection in
      try String.fetchAll(connection, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
    }
  }
}

extension DatabaseFile {
  /// The full-text index's stored segments, as one text: any write to the index changes it.
  static func searchIndex(at url: URL) throws -> String {
    let queue = try DatabaseQueue(path: url.path)
    defer { try? queue.close() }
    return try queue.read { connection in
      try String.fetchOne(
        connection, sql: "SELECT group_concat(id || ':' || hex(block)) FROM article_search_data")
        ?? ""
    }
  }
}

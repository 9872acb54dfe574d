import ArticleStoreClient
import GRDB

/// The queue of marks waiting for the sync server, and how the server's own marks are applied
/// around it.
enum PendingMarks {
  static func all(in connection: Database) throws -> [PendingMark] {
    try Row.fetchAll(connection, sql: "SELECT id, remote_id, mark FROM pending_mark ORDER BY id")
      .compactMap { row in
        ArticleMark(rawValue: row[2]).map { PendingMark(id: row[0], remoteID: row[1], mark: $0) }
      }
  }

  static func remove(_ ids: [Int64], in connection: Database) throws {
    // In slices, below SQLite's limit on a statement's arguments.
    for slice in stride(from: 0, to: ids.count, by: 500) {
      let part = Array(ids[slice..<min(slice + 500, ids.count)])
      try connection.execute(
        sql: "DELETE FROM pending_mark WHERE id IN (\(databaseQuestionMarks(count: part.count)))",
        arguments: StatementArguments(part))
    }
  }

  /// Sets every article with a remote id, and no mark waiting, to the server's marks.
  ///
  /// The id sets can hold tens of thousands of ids, so they go into temporary tables rather than
  /// into the statement, and one statement per mark changes only the rows that differ.
  static func applyRemote(unread: Set<String>, starred: Set<String>, in connection: Database)
    throws -> Int
  {
    var changed = 0
    for (column, table, ids) in [
      ("is_read", "remote_unread", unread), ("is_starred", "remote_starred", starred),
    ] {
      try connection.execute(
        sql:
          "CREATE TEMPORARY TABLE IF NOT EXISTS \(table) (remote_id TEXT PRIMARY KEY) WITHOUT ROWID"
      )
      try connection.execute(sql: "DELETE FROM \(table)")
      let insertion = try connection.cachedStatement(
        sql: "INSERT OR IGNORE INTO \(table) VALUES (?)")
      for id in ids { try insertion.execute(arguments: [id]) }
      // Read is "not among the unread"; starred is "among the starred".
      let value =
        column == "is_read"
        ? "remote_id NOT IN (SELECT remote_id FROM \(table))"
        : "remote_id IN (SELECT remote_id FROM \(table))"
      try connection.execute(
        sql: """
          UPDATE article SET \(column) = (\(value))
          WHERE remote_id IS NOT NULL AND \(column) <> (\(value))
            AND remote_id NOT IN (SELECT remote_id FROM pending_mark)
          """)
      changed += connection.changesCount
      try connection.execute(sql: "DELETE FROM \(table)")
    }
    return changed
  }

  static func remoteIDs(in connection: Database) throws -> Set<String> {
    try String.fetchSet(
      connection, sql: "SELECT remote_id FROM article WHERE remote_id IS NOT NULL")
  }
}

import GRDB

/// Where each sync account's pull stopped, one row per account.
enum SyncCursors {
  static func cursor(of account: String, in connection: Database) throws -> String? {
    try String.fetchOne(
      connection, sql: "SELECT cursor FROM sync_cursor WHERE account = ?", arguments: [account])
  }

  static func save(_ cursor: String, of account: String, in connection: Database) throws {
    try connection.execute(
      sql: """
        INSERT INTO sync_cursor (account, cursor) VALUES (?, ?)
        ON CONFLICT (account) DO UPDATE SET cursor = excluded.cursor
        """,
      arguments: [account, cursor])
  }
}

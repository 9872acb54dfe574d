import GRDB

/// Whether someone other than this store committed to the file: SQLite's `PRAGMA data_version`.
///
/// The pragma answers a number that moves when another connection, of this process or another,
/// commits, and not for the asking connection's own commits. So it is read on the pool's one
/// writer connection (``ArticleDatabase/readOnWriterConnection(_:)``), which makes every write
/// of this store and stays open as long as it: the readings are of one connection and comparable,
/// and the store's own writes do not move them. Read on one of the pool's readers, which GRDB
/// hands out as they are free, two readings would be of different connections, and a reader sees
/// this store's own writes as another connection's.
///
/// In WAL mode it costs a look at the WAL index in shared memory, not a read of the file, which
/// is what lets the reader ask every second.
enum ExternalChanges {
  static func token(in connection: Database) throws -> Int {
    try Int.fetchOne(connection, sql: "PRAGMA data_version") ?? 0
  }
}

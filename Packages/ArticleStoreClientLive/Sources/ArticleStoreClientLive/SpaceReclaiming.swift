import ArticleStoreClient
import Foundation
import GRDB

/// Rebuilds the database without the free pages removed articles left, merges the full-text
/// index into one segment, and empties the log.
enum SpaceReclaiming {
  static func reclaim(in connection: Database, path: String) throws -> ReclaimedSpace {
    let before = size(path)
    try connection.execute(sql: "INSERT INTO article_search(article_search) VALUES ('optimize')")
    try connection.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
    try connection.execute(sql: "VACUUM")
    try connection.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
    return ReclaimedSpace(bytesBefore: before, bytesAfter: size(path))
  }

  /// The database with its log: what the store occupies on disk.
  private static func size(_ path: String) -> Int64 {
    [path, path + "-wal"].reduce(0) { total, file in
      let attributes = try? FileManager.default.attributesOfItem(atPath: file)
      return total + ((attributes?[.size] as? NSNumber)?.int64Value ?? 0)
    }
  }
}

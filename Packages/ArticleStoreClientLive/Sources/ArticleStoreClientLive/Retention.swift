import ArticleStoreClient
import Foundation
import GRDB
import TimeCore

/// Removes the articles a policy no longer keeps, remembering their identities so the next save
/// of a feed that still carries them does not store them again as new and unread.
enum Retention {
  static func apply(_ policy: RetentionPolicy, now: Date, in connection: Database) throws -> Int {
    var reasons: [String] = []
    var arguments: StatementArguments = []
    if let maximumAge = policy.maximumAge {
      reasons.append("first_stored < ?")
      arguments += [now.timeIntervalSinceReferenceDate - maximumAge.inSeconds]
    }
    if let newestPerFeed = policy.newestPerFeed {
      reasons.append(
        """
        id IN (SELECT id FROM (
          SELECT id, row_number() OVER (
            PARTITION BY feed_id ORDER BY sort_date DESC, id ASC) AS position
          FROM article) WHERE position > ?)
        """)
      arguments += [max(newestPerFeed, 0)]
    }
    guard !reasons.isEmpty else { return 0 }
    let readOnly = policy.dropsUnread ? "" : "is_read = 1 AND "
    let doomed = try Row.fetchAll(
      connection,
      sql: """
        SELECT \(StoredArticleRow.identitySelection) FROM article
        WHERE is_starred = 0 AND \(readOnly)(\(reasons.joined(separator: " OR ")))
        """,
      arguments: arguments)
    for row in doomed {
      for key in StoredArticleRow.identity(row).keys {
        try connection.execute(
          sql: "INSERT OR IGNORE INTO dropped_article (feed_id, key) VALUES (?, ?)",
          arguments: [row["feed_id"] as Int64, key])
      }
      try connection.execute(
        sql: "DELETE FROM article WHERE id = ?", arguments: [row["id"] as Int64])
    }
    return doomed.count
  }
}

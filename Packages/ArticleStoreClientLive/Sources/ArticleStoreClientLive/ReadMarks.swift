import ArticleStoreClient
import GRDB

/// Marks articles read or unread, touching only rows whose mark changes so that the count is
/// what changed and an unchanged mark writes nothing.
enum ReadMarks {
  static func set(_ selection: ArticleSelection, isRead: Bool, in connection: Database) throws
    -> Int
  {
    var arguments: StatementArguments = [isRead, isRead]
    let condition: String
    switch selection {
    case .articles(let ids):
      guard !ids.isEmpty else { return 0 }
      condition = "id IN (\(databaseQuestionMarks(count: ids.count)))"
      arguments += StatementArguments(ids)
    case .feed(let url):
      condition = "feed_id = (SELECT id FROM feed WHERE url = ?)"
      arguments += [url.absoluteString]
    case .all:
      condition = "1"
    case .publishedBefore(let date):
      condition = "sort_date < ?"
      arguments += [date.timeIntervalSinceReferenceDate]
    }
    try connection.execute(
      sql: "UPDATE article SET is_read = ? WHERE is_read <> ? AND \(condition)",
      arguments: arguments)
    return connection.changesCount
  }
}

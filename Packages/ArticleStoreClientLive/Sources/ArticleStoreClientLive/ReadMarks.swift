import ArticleStoreClient
import GRDB
import QueryCore

/// Marks articles read or unread, starred or not, touching only rows whose mark changes so that
/// the count is what changed and an unchanged mark writes nothing.
///
/// A changed article that a sync server holds gets its mark queued (`pending_mark`) by the same
/// transaction, in the order of the articles' numbers.
enum ReadMarks {
  static func set(_ selection: ArticleSelection, isRead: Bool, in connection: Database) throws
    -> Int
  {
    try set("is_read", to: isRead, mark: isRead ? .read : .unread, selection, in: connection)
  }

  static func setStarred(_ selection: ArticleSelection, isStarred: Bool, in connection: Database)
    throws -> Int
  {
    try set(
      "is_starred", to: isStarred, mark: isStarred ? .starred : .unstarred, selection,
      in: connection)
  }

  private static func set(
    _ column: String, to value: Bool, mark: ArticleMark, _ selection: ArticleSelection,
    in connection: Database
  ) throws -> Int {
    var arguments: StatementArguments = [value]
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
    case .matching(let filter, let feeds, let tags, let now):
      guard !feeds.isEmpty else { return 0 }
      // The articles the filter lists, chosen once before anything changes: a filter that reads
      // a mark or a feed's counts is not changed by the marks it leads to.
      let compiled = ArticleQuerySQL(filter, tags: tags, now: now)
      condition = """
        id IN (
          SELECT article.id FROM article JOIN feed ON feed.id = article.feed_id
          WHERE feed.url IN (\(databaseQuestionMarks(count: feeds.count))) AND \(compiled.condition))
        """
      arguments += StatementArguments(feeds.map(\.absoluteString)) + compiled.arguments
      return try compiled.registered(on: connection) {
        try set(column, to: value, mark: mark, where: condition, arguments, in: connection)
      }
    }
    return try set(column, to: value, mark: mark, where: condition, arguments, in: connection)
  }

  /// Sets `column` to `value` in the rows `condition` chooses whose mark changes, queueing `mark`
  /// for those a sync server holds first; `arguments` are the value's, then the condition's.
  private static func set(
    _ column: String, to value: Bool, mark: ArticleMark, where condition: String,
    _ arguments: StatementArguments, in connection: Database
  ) throws -> Int {
    let changing = "\(column) <> ? AND \(condition)"
    try connection.execute(
      sql: """
        INSERT INTO pending_mark (remote_id, mark)
        SELECT remote_id, ? FROM article WHERE remote_id IS NOT NULL AND \(changing) ORDER BY id
        """,
      arguments: [mark.rawValue] + arguments)
    try connection.execute(
      sql: "UPDATE article SET \(column) = ? WHERE \(changing)",
      arguments: [value] + arguments)
    return connection.changesCount
  }
}

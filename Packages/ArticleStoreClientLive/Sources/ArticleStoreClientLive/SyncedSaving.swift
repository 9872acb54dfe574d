import ArticleStoreClient
import Foundation
import GRDB

/// Stores the articles of a sync pull in one transaction, matched by remote id, so a pull saved
/// twice, or by two processes at once, stores each article once.
enum SyncedSaving {
  static func save(_ synced: [SyncedArticle], now: Date, in connection: Database) throws
    -> SaveResult
  {
    var result = SaveResult()
    var feedIDs: [URL: Int64] = [:]
    for item in synced {
      let feedID: Int64
      if let known = feedIDs[item.feed] {
        feedID = known
      } else {
        feedID = try self.feedID(url: item.feed, title: item.feedTitle, in: connection)
        feedIDs[item.feed] = feedID
      }
      guard let storedID = try match(item, feedID: feedID, in: connection) else {
        var arguments: StatementArguments = [feedID, item.remoteID, item.isRead, item.isStarred]
        arguments += try StoredArticleRow.arguments(item.article)
        let firstStored = now.timeIntervalSinceReferenceDate
        arguments += [
          firstStored, item.article.published?.timeIntervalSinceReferenceDate ?? firstStored,
        ]
        try connection.cachedStatement(sql: insertion).execute(arguments: arguments)
        result.inserted += 1
        continue
      }
      let row = try Row.fetchOne(
        connection.cachedStatement(
          sql: """
            SELECT \(StoredArticleRow.articleColumns.joined(separator: ", ")) FROM article
            WHERE id = ?
            """), arguments: [storedID])
      if let row, try StoredArticleRow.article(row, from: 0) == item.article {
        result.unchanged += 1
      } else {
        var arguments = try StoredArticleRow.arguments(item.article)
        arguments += [item.article.published?.timeIntervalSinceReferenceDate, storedID]
        try connection.cachedStatement(sql: FeedSaving.update).execute(arguments: arguments)
        result.updated += 1
      }
    }
    return result
  }

  /// The stored article `item` is: the one with its remote id, else the first of its feed with
  /// its link and no remote id, which takes the remote id from now on.
  private static func match(_ item: SyncedArticle, feedID: Int64, in connection: Database)
    throws -> Int64?
  {
    if let id = try Int64.fetchOne(
      connection.cachedStatement(sql: "SELECT id FROM article WHERE remote_id = ?"),
      arguments: [item.remoteID])
    {
      return id
    }
    guard let link = item.article.linkAddress,
      let id = try Int64.fetchOne(
        connection.cachedStatement(
          sql: """
            SELECT id FROM article WHERE feed_id = ? AND remote_id IS NULL AND link = ?
            ORDER BY id LIMIT 1
            """),
        arguments: [feedID, link])
    else { return nil }
    try connection.execute(
      sql: "UPDATE article SET remote_id = ? WHERE id = ?", arguments: [item.remoteID, id])
    return id
  }

  /// The feed's row, created when missing, its title kept up to date; its revision, which only a
  /// refresh knows, is left alone.
  private static func feedID(url: URL, title: String, in connection: Database) throws -> Int64 {
    if let row = try Row.fetchOne(
      connection, sql: "SELECT id, title FROM feed WHERE url = ?", arguments: [url.absoluteString])
    {
      let id: Int64 = row[0]
      if (row[1] as String) != title {
        try connection.execute(
          sql: "UPDATE feed SET title = ? WHERE id = ?", arguments: [title, id])
      }
      return id
    }
    try connection.execute(
      sql: "INSERT INTO feed (url, title) VALUES (?, ?)", arguments: [url.absoluteString, title])
    return connection.lastInsertedRowID
  }

  private static let insertion = """
    INSERT INTO article (feed_id, remote_id, is_read, is_starred,
      \(StoredArticleRow.articleColumns.joined(separator: ", ")), first_stored, sort_date)
    VALUES (?, ?, ?, ?, \(databaseQuestionMarks(count: StoredArticleRow.articleColumns.count)), ?, ?)
    """
}

import ArticleStoreClient
import Foundation
import GRDB
import NewsClient

/// Merges a fetched feed into the database in one transaction.
///
/// Only the feed's identities are read to match (``FeedMerge``), and only matched articles are
/// read whole to compare, so a feed fetched unchanged costs a few indexed reads and writes
/// nothing.
enum FeedSaving {
  static func save(_ feed: Feed, now: Date, in connection: Database) throws -> SaveResult {
    let feedID = try feedID(for: feed, in: connection)
    // In the order they were stored, as the in-memory store offers them, so that among stored
    // articles a fetched one matches alike (entries sharing a link) both stores pick the first.
    let stored = try Row.fetchAll(
      connection,
      sql: """
        SELECT \(StoredArticleRow.identitySelection) FROM article WHERE feed_id = ? ORDER BY id
        """,
      arguments: [feedID]
    ).map { row in (id: row["id"] as Int64, identity: StoredArticleRow.identity(row)) }
    let dropped = Set(
      try String.fetchAll(
        connection, sql: "SELECT key FROM dropped_article WHERE feed_id = ?", arguments: [feedID]))
    let merge = FeedMerge(articles: feed.articles, stored: stored, dropped: dropped)

    var result = SaveResult(unchanged: merge.skipped)
    let matchedIDs = merge.matches.map(\.id)
    var storedArticles: [Int64: Article] = [:]
    let matchedRows =
      matchedIDs.isEmpty
      ? []
      : try Row.fetchAll(
        connection,
        sql: """
          SELECT id, \(StoredArticleRow.articleColumns.joined(separator: ", ")) FROM article
          WHERE id IN (\(databaseQuestionMarks(count: matchedIDs.count)))
          """,
        arguments: StatementArguments(matchedIDs))
    for row in matchedRows {
      storedArticles[row[0]] = try StoredArticleRow.article(row, from: 1)
    }
    for match in merge.matches {
      if storedArticles[match.id] == match.article {
        result.unchanged += 1
        continue
      }
      var arguments = try StoredArticleRow.arguments(match.article)
      arguments += [match.article.published?.timeIntervalSinceReferenceDate, match.id]
      try connection.cachedStatement(sql: update).execute(arguments: arguments)
      result.updated += 1
    }
    for article in merge.new {
      var arguments: StatementArguments = [feedID]
      arguments += try StoredArticleRow.arguments(article)
      let firstStored = now.timeIntervalSinceReferenceDate
      arguments += [firstStored, article.published?.timeIntervalSinceReferenceDate ?? firstStored]
      try connection.cachedStatement(sql: insertion).execute(arguments: arguments)
      result.inserted += 1
    }
    let forgotten = dropped.subtracting(merge.droppedStillCarried)
    if !forgotten.isEmpty {
      var arguments: StatementArguments = [feedID]
      arguments += StatementArguments(Array(forgotten))
      try connection.execute(
        sql:
          "DELETE FROM dropped_article WHERE feed_id = ? AND key IN (\(databaseQuestionMarks(count: forgotten.count)))",
        arguments: arguments)
    }
    return result
  }

  /// Compiled once per connection and kept (GRDB's statement cache), rather than for every
  /// article, when SQLite parsed the same text 12,000 times in a refresh of 300 new feeds.
  private static let insertion = """
    INSERT INTO article (feed_id, \(StoredArticleRow.articleColumns.joined(separator: ", ")),
      first_stored, sort_date)
    VALUES (?, \(databaseQuestionMarks(count: StoredArticleRow.articleColumns.count)), ?, ?)
    """

  static let update = """
    UPDATE article
    SET \(StoredArticleRow.articleColumns.map { "\($0) = ?" }.joined(separator: ", ")),
      sort_date = coalesce(?, first_stored)
    WHERE id = ?
    """

  /// The feed's row, created on its first save, its title, website and revision kept up to date.
  private static func feedID(for feed: Feed, in connection: Database) throws -> Int64 {
    let url = feed.url.absoluteString
    let link = feed.link?.absoluteString
    if let row = try Row.fetchOne(
      connection, sql: "SELECT id, title, link, revision FROM feed WHERE url = ?", arguments: [url])
    {
      let id: Int64 = row["id"]
      if (row["title"] as String) != feed.title || (row["link"] as String?) != link
        || (row["revision"] as String?) != feed.revision
      {
        try connection.execute(
          sql: "UPDATE feed SET title = ?, link = ?, revision = ? WHERE id = ?",
          arguments: [feed.title, link, feed.revision, id])
      }
      return id
    }
    try connection.execute(
      sql: "INSERT INTO feed (url, title, link, revision) VALUES (?, ?, ?, ?)",
      arguments: [url, feed.title, link, feed.revision])
    return connection.lastInsertedRowID
  }
}

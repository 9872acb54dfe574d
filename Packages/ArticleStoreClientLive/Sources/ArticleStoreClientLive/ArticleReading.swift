import ArticleStoreClient
import Foundation
import GRDB
import QueryCore
import RichTextCore

/// The queries that list, search and count, each shaped to use one index: `sort_date` for the
/// newest articles, its partial index for the unread ones, `(feed_id, sort_date)` for a feed.
enum ArticleReading {
  /// The most feeds a list reads through the per-feed index; see ``articles(_:in:)``.
  static let feedsReadByFeedIndex = 16

  static func articles(_ query: ArticleQuery, in connection: Database) throws -> [StoredArticle] {
    try articles(query, matching: nil, in: connection)
  }

  /// The articles `query` lists that `filter` chooses, each function the filter needs registered
  /// for the statement's life.
  static func articles(
    matching filter: ArticleFilter, _ query: ArticleQuery, now: Date, in connection: Database
  ) throws -> [StoredArticle] {
    let compiled = ArticleQuerySQL(filter, tags: query.tags, now: now)
    return try compiled.registered(on: connection) {
      try articles(query, matching: compiled, in: connection)
    }
  }

  /// How many articles `query` chooses that `filter` chooses, whatever its limit and offset,
  /// counted by SQLite without reading a row into Swift.
  static func count(
    matching filter: ArticleFilter, _ query: ArticleQuery, now: Date, in connection: Database
  ) throws -> Int {
    let compiled = ArticleQuerySQL(filter, tags: query.tags, now: now)
    return try compiled.registered(on: connection) {
      let (condition, arguments) = self.condition(query, matching: compiled)
      return try Int.fetchOne(
        connection,
        sql: "SELECT count(*) FROM article JOIN feed ON feed.id = article.feed_id \(condition)",
        arguments: arguments) ?? 0
    }
  }

  private static func articles(
    _ query: ArticleQuery, matching filter: ArticleQuerySQL?, in connection: Database
  ) throws -> [StoredArticle] {
    var (condition, arguments) = self.condition(query, matching: filter)
    arguments += [max(query.limit, 0), max(query.offset, 0)]
    return try storedArticles(
      connection,
      sql: """
        SELECT \(StoredArticleRow.selection(summaries: query.includesSummaries, content: query.includesContent))
        FROM article JOIN feed ON feed.id = article.feed_id
        \(condition)
        ORDER BY article.sort_date DESC, article.id ASC
        LIMIT ? OFFSET ?
        """,
      arguments: arguments)
  }

  /// The `WHERE` clause that chooses what `query` and `filter` choose, with its arguments; empty
  /// when they choose every article.
  private static func condition(_ query: ArticleQuery, matching filter: ArticleQuerySQL?)
    -> (String, StatementArguments)
  {
    var conditions: [String] = []
    var arguments: StatementArguments = []
    if query.unreadOnly {
      // Spelt as the partial index's condition, so SQLite uses that index.
      conditions.append("article.is_read = 0")
    }
    if query.starredOnly {
      // Spelt as the partial index's condition, so SQLite uses that index.
      conditions.append("article.is_starred = 1")
    }
    if let since = query.firstStoredSince {
      conditions.append("article.first_stored >= ?")
      arguments += [since.timeIntervalSinceReferenceDate]
    }
    if !query.feeds.isEmpty {
      // A few feeds are read through the `(feed_id, sort_date)` index. Many, such as every
      // subscription, are read newest first along the date index, skipping other feeds' articles
      // until the page is full: through the feed index SQLite would read and sort every article
      // of every one of them (22 ms against 3 ms for 500 feeds of 100,000 articles), and the
      // unary `+` keeps it off that index.
      let column =
        query.feeds.count > Self.feedsReadByFeedIndex ? "+article.feed_id" : "article.feed_id"
      conditions.append(
        "\(column) IN (SELECT id FROM feed WHERE url IN (\(databaseQuestionMarks(count: query.feeds.count))))"
      )
      arguments += StatementArguments(query.feeds.map(\.absoluteString))
    }
    if let filter {
      conditions.append(filter.condition)
      arguments += filter.arguments
    }
    let condition = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
    return (condition, arguments)
  }

  static func article(_ id: Int64, in connection: Database) throws -> StoredArticle? {
    try storedArticles(
      connection,
      sql: """
        SELECT \(StoredArticleRow.selection(summaries: true, content: true))
        FROM article JOIN feed ON feed.id = article.feed_id
        WHERE article.id = ?
        """,
      arguments: [id]
    ).first
  }

  static func savePage(_ id: Int64, _ page: RichText, byline: String?, in connection: Database)
    throws -> Bool
  {
    try connection.execute(
      sql: "UPDATE article SET page_content = ?, page_byline = ? WHERE id = ?",
      arguments: [try StoredArticleRow.encodedBody(page), byline, id])
    return connection.changesCount > 0
  }

  /// Ranked by bm25 with a title match weighing ten times a summary or body match, the newer
  /// stored first among equals.
  ///
  /// The index alone ranks, and only the newest ``SearchText/rankedCandidates`` matches: it
  /// returns matches newest first and stops there, so a common word costs no more than a rare
  /// one, and only the articles within the limit are read. Words of scripts written without
  /// spaces, which the index keeps only as whole runs, are looked for inside the text instead
  /// (``SearchText/isUnspaced(_:)``): among the index's matches when there are other words, else
  /// over every article, newest first, a title match first.
  static func search(_ text: String, limit: Int, in connection: Database) throws -> [StoredArticle]
  {
    let words = SearchText.words(in: text)
    guard !words.isEmpty, limit > 0 else { return [] }
    let inside = words.filter(SearchText.isUnspaced)
    let containsEveryWord = inside.map { _ in
      """
      (instr(article.title, ?) > 0 OR instr(coalesce(article.summary, ''), ?) > 0
        OR instr(coalesce(article.content, ''), ?) > 0
        OR instr(coalesce(article.page_content, ''), ?) > 0)
      """
    }
    let insideArguments = StatementArguments(inside.flatMap { [$0, $0, $0, $0] })
    guard let pattern = FullTextQuery.pattern(for: words.filter { !SearchText.isUnspaced($0) })
    else {
      return try storedArticles(
        connection,
        sql: """
          SELECT \(StoredArticleRow.selection)
          FROM article JOIN feed ON feed.id = article.feed_id
          WHERE \(containsEveryWord.joined(separator: " AND "))
          ORDER BY instr(article.title, ?) > 0 DESC, article.id DESC LIMIT ?
          """,
        arguments: insideArguments + [inside[0], limit])
    }
    // Without words to look for inside, only the articles within the limit are read; with them,
    // the index's candidates are filtered first, so each one's row is read.
    let ranksWithinLimit = inside.isEmpty
    return try storedArticles(
      connection,
      sql: """
        SELECT \(StoredArticleRow.selection)
        FROM (
          SELECT rowid, score FROM (
            SELECT rowid, bm25(article_search, 10.0, 1.0, 1.0) AS score
            FROM article_search WHERE article_search MATCH ?
            ORDER BY rowid DESC LIMIT ?
          )
          ORDER BY score, rowid DESC \(ranksWithinLimit ? "LIMIT ?" : "")
        ) AS found
        JOIN article ON article.id = found.rowid
        JOIN feed ON feed.id = article.feed_id
        \(ranksWithinLimit ? "" : "WHERE " + containsEveryWord.joined(separator: " AND "))
        ORDER BY found.score, article.id DESC \(ranksWithinLimit ? "" : "LIMIT ?")
        """,
      arguments: ranksWithinLimit
        ? [pattern, SearchText.rankedCandidates, limit]
        : [pattern, SearchText.rankedCandidates] + insideArguments + [limit])
  }

  /// The articles a query through ``StoredArticleRow/selection`` finds, each built from its row
  /// as the row is stepped to, rather than after every row was copied.
  private static func storedArticles(
    _ connection: Database, sql: String, arguments: StatementArguments
  ) throws -> [StoredArticle] {
    let rows = try Row.fetchCursor(connection, sql: sql, arguments: arguments)
    var feeds = StoredArticleRow.Feeds()
    var articles: [StoredArticle] = []
    while let row = try rows.next() {
      articles.append(try StoredArticleRow.storedArticle(row, feeds: &feeds))
    }
    return articles
  }

  static func counts(in connection: Database) throws -> [FeedCounts] {
    try Row.fetchAll(
      connection,
      sql: """
        SELECT url, title, article_count AS total, unread_count AS unread
        FROM feed
        ORDER BY lower(title), url
        """
    ).map { row in
      let address: String = row["url"]
      return FeedCounts(
        feed: URL(string: address) ?? URL(fileURLWithPath: address), title: row["title"],
        unread: row["unread"], total: row["total"])
    }
  }

  static func revisions(in connection: Database) throws -> [URL: String] {
    var revisions: [URL: String] = [:]
    let rows = try Row.fetchCursor(
      connection, sql: "SELECT url, revision FROM feed WHERE revision IS NOT NULL")
    while let row = try rows.next() {
      if let url = URL(string: row[0]) { revisions[url] = row[1] }
    }
    return revisions
  }
}

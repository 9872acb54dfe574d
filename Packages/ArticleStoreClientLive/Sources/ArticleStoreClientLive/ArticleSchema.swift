import GRDB

/// The tables, their full-text index and their migrations, from version 1.
///
/// Migrations are named by number, so that a database a newer version migrated further is
/// recognised by a number above ``newestVersion`` and refused rather than misread.
enum ArticleSchema {
  /// The highest migration this code knows.
  static var newestVersion: Int { migrations.count }

  /// The highest migration applied to `connection`, 0 for a database this store never set up.
  static func appliedVersion(_ connection: Database) throws -> Int {
    try appliedMigrations(connection).compactMap { Int($0) }.max() ?? 0
  }

  /// Applies the migrations `connection`'s file lacks, and returns the version it had: one above
  /// ``newestVersion`` means a newer version's file, left as it was.
  ///
  /// Several processes may open a new file at once (`watch` in one terminal, `read` in another),
  /// so what is applied is read and the migrations run in one `BEGIN IMMEDIATE` transaction: the
  /// first process to take the write lock migrates, and each later one waits for the lock, then
  /// finds nothing left to do. GRDB's `DatabaseMigrator` is not used for this reason: it reads
  /// what is applied before taking the lock and runs each migration in a transaction of its own,
  /// so two processes both find a new file empty and both create its tables, and the second
  /// fails. Being one transaction, a migration also applies whole or not at all.
  ///
  /// Migrations run with foreign keys on, since `PRAGMA foreign_keys` cannot change inside a
  /// transaction; one that rebuilds a table others refer to must ask for
  /// `PRAGMA defer_foreign_keys = ON` first.
  static func migrate(_ connection: Database) throws -> Int {
    var found = 0
    try connection.inTransaction(.immediate) {
      let applied = try appliedMigrations(connection)
      found = applied.compactMap { Int($0) }.max() ?? 0
      guard found <= newestVersion else { return .rollback }
      try connection.execute(
        sql: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
      for (index, migration) in migrations.enumerated() where !applied.contains(String(index + 1)) {
        try migration(connection)
        try connection.execute(
          sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [String(index + 1)]
        )
      }
      return .commit
    }
    return found
  }

  /// The names of the migrations applied, from the table GRDB's migrator kept them in, so that
  /// the files it migrated read the same.
  private static func appliedMigrations(_ connection: Database) throws -> Set<String> {
    guard try connection.tableExists("grdb_migrations") else { return [] }
    return try String.fetchSet(connection, sql: "SELECT identifier FROM grdb_migrations")
  }

  private static let migrations: [@Sendable (Database) throws -> Void] = [
    version1, version2, version3, version4, version5, version6, version7, version8, version9,
    version10,
  ]

  /// Dates are seconds since 2001 as REAL, the `Date`'s own representation, so an article read
  /// back compares equal to the one saved, and an unchanged feed is recognised as unchanged.
  /// `sort_date` is the published date, else `first_stored`, kept in a column of its own so that
  /// one index serves "newest first". Most RSS guids are the article's link; such a guid is
  /// stored once, as the link, with `guid_is_link` set.
  ///
  /// The full-text index reads its text from `article` (external content, kept in step by
  /// triggers) and keeps which column a word is in but not its positions (`detail=column`): a
  /// third of the size of a full index, and search never asks for phrases.
  private static func version1(_ connection: Database) throws {
    try connection.execute(
      sql: """
        CREATE TABLE feed (
          id INTEGER PRIMARY KEY,
          url TEXT NOT NULL UNIQUE,
          title TEXT NOT NULL
        );
        CREATE TABLE article (
          id INTEGER PRIMARY KEY,
          feed_id INTEGER NOT NULL REFERENCES feed(id) ON DELETE CASCADE,
          guid TEXT,
          guid_is_link INTEGER NOT NULL DEFAULT 0,
          guid_is_permalink INTEGER NOT NULL DEFAULT 0,
          title TEXT NOT NULL,
          link TEXT,
          summary TEXT,
          author TEXT,
          published REAL,
          updated REAL,
          image_url TEXT,
          enclosures TEXT,
          first_stored REAL NOT NULL,
          sort_date REAL NOT NULL,
          is_read INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX article_by_date ON article(sort_date);
        CREATE INDEX article_unread_by_date ON article(sort_date) WHERE is_read = 0;
        CREATE INDEX article_by_feed ON article(feed_id, sort_date);
        CREATE TABLE dropped_article (
          feed_id INTEGER NOT NULL REFERENCES feed(id) ON DELETE CASCADE,
          key TEXT NOT NULL,
          PRIMARY KEY (feed_id, key)
        ) WITHOUT ROWID;
        """)
    try connection.create(virtualTable: "article_search", using: FTS5()) { table in
      table.synchronize(withTable: "article")
      table.tokenizer = .unicode61(diacritics: .remove)
      table.detail = "column"
      table.column("title")
      table.column("summary")
    }
    // Merges the index's segments as soon as two of a size exist, rather than four: a smaller
    // index for a little more work per save.
    try connection.execute(
      sql: "INSERT INTO article_search(article_search, rank) VALUES ('automerge', 2)")
  }

  /// Counts by feed, for the feeds list, read an index of `(feed_id, is_read)` alone instead of
  /// every article row: 25 ms became 9 ms over 100,000 articles (`make bench-reader`), and the
  /// reader counts again after every read mark.
  private static func version2(_ connection: Database) throws {
    try connection.execute(
      sql: "CREATE INDEX article_by_feed_and_read ON article(feed_id, is_read)")
  }

  /// Each feed's revision as last saved (``NewsClient/Feed/revision``), so a refresh can ask for
  /// only the feeds that changed since. Written in the same transaction as the feed's articles.
  private static func version3(_ connection: Database) throws {
    try connection.execute(sql: "ALTER TABLE feed ADD COLUMN revision TEXT")
  }

  /// Articles keep their body (``NewsClient/Article/content``) as the JSON of its `RichText`, and
  /// search covers it.
  ///
  /// The body's words are not a column of `article` but the texts inside its JSON, so the index
  /// reads them through a view, `article_text`, in which SQLite's JSON functions read them out;
  /// the triggers that keep the index in step are written here rather than by GRDB, and read the
  /// same view, so any connection that writes an article, the `sqlite3` shell included, keeps the
  /// index right. An external-content index must be told the very words it was given to delete a
  /// row, which is why the old words are read before a delete or an update. The update triggers
  /// fire only when the text changes: GRDB's fired on every read mark, removing and adding back
  /// the article's words each time. FTS5's `rebuild` and its integrity check against the content
  /// cannot read through a view that calls `json_each` ("SQL logic error" in SQLite 3.40), so the
  /// index is filled, here and if it ever needs it again, with `delete-all` and an insert from
  /// the view.
  private static func version4(_ connection: Database) throws {
    try connection.execute(
      sql: """
        ALTER TABLE article ADD COLUMN content TEXT;
        DROP TRIGGER IF EXISTS __article_search_ai;
        DROP TRIGGER IF EXISTS __article_search_ad;
        DROP TRIGGER IF EXISTS __article_search_au;
        DROP TABLE article_search;
        CREATE VIEW article_text AS
          SELECT id, title, summary,
            (SELECT group_concat(
                coalesce(json_extract(block.value, '$.text'), '') || ' ' || coalesce(
                  (SELECT group_concat(cell.value, ' ') FROM json_each(block.value, '$.cells') AS cell),
                  ''),
                ' ')
              FROM json_each(article.content, '$.blocks') AS block) AS body
          FROM article;
        CREATE VIRTUAL TABLE article_search USING fts5(
          title, summary, body, content='article_text', content_rowid='id',
          tokenize='unicode61 remove_diacritics 2', detail=column
        );
        INSERT INTO article_search(article_search, rank) VALUES ('automerge', 2);
        INSERT INTO article_search(rowid, title, summary, body)
          SELECT id, title, summary, body FROM article_text;
        CREATE TRIGGER article_search_insert AFTER INSERT ON article BEGIN
          INSERT INTO article_search(rowid, title, summary, body)
            SELECT id, title, summary, body FROM article_text WHERE id = new.id;
        END;
        CREATE TRIGGER article_search_delete BEFORE DELETE ON article BEGIN
          INSERT INTO article_search(article_search, rowid, title, summary, body)
            SELECT 'delete', id, title, summary, body FROM article_text WHERE id = old.id;
        END;
        CREATE TRIGGER article_search_before_update BEFORE UPDATE OF title, summary, content
          ON article BEGIN
          INSERT INTO article_search(article_search, rowid, title, summary, body)
            SELECT 'delete', id, title, summary, body FROM article_text WHERE id = old.id;
        END;
        CREATE TRIGGER article_search_after_update AFTER UPDATE OF title, summary, content
          ON article BEGIN
          INSERT INTO article_search(rowid, title, summary, body)
            SELECT id, title, summary, body FROM article_text WHERE id = new.id;
        END;
        """)
  }

  /// Reader mode's page (``ArticleStoreClient/StoredArticle/page``) in a column of its own, which
  /// a refresh never writes, searched with the rest: the view reads its words too, and the
  /// update triggers watch it.
  private static func version5(_ connection: Database) throws {
    try connection.execute(
      sql: """
        ALTER TABLE article ADD COLUMN page_content TEXT;
        DROP TRIGGER article_search_before_update;
        DROP TRIGGER article_search_after_update;
        DROP VIEW article_text;
        CREATE VIEW article_text AS
          SELECT id, title, summary,
            (SELECT group_concat(
                coalesce(json_extract(block.value, '$.text'), '') || ' ' || coalesce(
                  (SELECT group_concat(cell.value, ' ') FROM json_each(block.value, '$.cells') AS cell),
                  ''),
                ' ')
              FROM (
                SELECT value FROM json_each(article.content, '$.blocks')
                UNION ALL SELECT value FROM json_each(article.page_content, '$.blocks')
              ) AS block) AS body
          FROM article;
        CREATE TRIGGER article_search_before_update
          BEFORE UPDATE OF title, summary, content, page_content ON article BEGIN
          INSERT INTO article_search(article_search, rowid, title, summary, body)
            SELECT 'delete', id, title, summary, body FROM article_text WHERE id = old.id;
        END;
        CREATE TRIGGER article_search_after_update
          AFTER UPDATE OF title, summary, content, page_content ON article BEGIN
          INSERT INTO article_search(rowid, title, summary, body)
            SELECT id, title, summary, body FROM article_text WHERE id = new.id;
        END;
        """)
  }

  /// Sync: each article's id on the sync server (unique where there is one, so a pull stored
  /// twice is stored once), the star as a mark of its own, and the queue of marks waiting for the
  /// server, written by the same statement's transaction as the mark.
  ///
  /// Only marks and the remote id are new columns, and the search triggers watch text columns
  /// alone, so starring, marking and matching never touch the full-text index. The queue's ids
  /// are `AUTOINCREMENT`, never reused, so a sync that removes the marks it sent can never
  /// remove a newer one that took a freed id.
  private static func version6(_ connection: Database) throws {
    try connection.execute(
      sql: """
        ALTER TABLE article ADD COLUMN remote_id TEXT;
        ALTER TABLE article ADD COLUMN is_starred INTEGER NOT NULL DEFAULT 0;
        CREATE UNIQUE INDEX article_by_remote_id ON article(remote_id) WHERE remote_id IS NOT NULL;
        CREATE INDEX article_starred_by_date ON article(sort_date) WHERE is_starred = 1;
        CREATE TABLE pending_mark (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          remote_id TEXT NOT NULL,
          mark TEXT NOT NULL
        );
        """)
  }

  /// Where each sync account's pull stopped (``ArticleStoreClient/syncCursor``), in the store, so
  /// that it always describes the articles beside it.
  private static func version7(_ connection: Database) throws {
    try connection.execute(
      sql: """
        CREATE TABLE sync_cursor (
          account TEXT NOT NULL PRIMARY KEY,
          cursor TEXT NOT NULL
        ) WITHOUT ROWID;
        """)
  }

  /// Reader mode's byline (``ArticleStoreClient/StoredArticle/pageByline``), kept beside its page
  /// and, like it, never written by a refresh: the feed's own author is often missing where the
  /// page names one. Not searched, as the feed's author is not.
  private static func version8(_ connection: Database) throws {
    try connection.execute(sql: "ALTER TABLE article ADD COLUMN page_byline TEXT")
  }

  /// The feed's website, which a filter's `feedlink` reads: saved with the feed's title, so a
  /// feed stored before this version gets it at its next refresh. A feed only a sync stored has
  /// none, as in the in-memory store.
  private static func version9(_ connection: Database) throws {
    try connection.execute(sql: "ALTER TABLE feed ADD COLUMN link TEXT")
  }

  /// Each feed keeps its counts of articles and of unread ones, kept in step by triggers, so the
  /// feeds' list and a filter's `unread_count` and `total_count` read one row a feed instead of
  /// counting every article: the index of version 2 still took 12 ms of CPU over 100,000
  /// articles, and the reader counts at every start and after every read mark.
  ///
  /// Triggers, not the store's code, so that every writer keeps them right, the `sqlite3` shell
  /// included. The update trigger fires only when the read mark or the feed changes, so starring
  /// and reader mode's page never touch `feed`. An article deleted with its feed updates a row
  /// already gone, which changes nothing.
  private static func version10(_ connection: Database) throws {
    try connection.execute(
      sql: """
        ALTER TABLE feed ADD COLUMN article_count INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE feed ADD COLUMN unread_count INTEGER NOT NULL DEFAULT 0;
        UPDATE feed SET
          article_count = (SELECT count(*) FROM article WHERE feed_id = feed.id),
          unread_count = (SELECT count(*) FROM article WHERE feed_id = feed.id AND is_read = 0);
        CREATE TRIGGER feed_counts_insert AFTER INSERT ON article BEGIN
          UPDATE feed SET article_count = article_count + 1,
            unread_count = unread_count + (new.is_read = 0)
            WHERE id = new.feed_id;
        END;
        CREATE TRIGGER feed_counts_delete AFTER DELETE ON article BEGIN
          UPDATE feed SET article_count = article_count - 1,
            unread_count = unread_count - (old.is_read = 0)
            WHERE id = old.feed_id;
        END;
        CREATE TRIGGER feed_counts_update AFTER UPDATE OF is_read, feed_id ON article
          WHEN old.is_read IS NOT new.is_read OR old.feed_id IS NOT new.feed_id BEGIN
          UPDATE feed SET article_count = article_count - 1,
            unread_count = unread_count - (old.is_read = 0)
            WHERE id = old.feed_id;
          UPDATE feed SET article_count = article_count + 1,
            unread_count = unread_count + (new.is_read = 0)
            WHERE id = new.feed_id;
        END;
        """)
  }
}

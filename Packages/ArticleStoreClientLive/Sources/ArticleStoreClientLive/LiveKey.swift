import ArticleStoreClient
import Dependencies
import FileEngine
import Foundation

// The interface leaves `liveValue` to this package on purpose, so that features never link
// SQLite.
extension ArticleStoreClient: @retroactive DependencyKey {
  /// A database in the XDG data folder of the running user, in a folder named after the running
  /// executable.
  ///
  /// An app names its own file at its composition root with ``live(databaseURL:)``; this value only
  /// keeps a program that forgot from writing into another's folder.
  public static let liveValue = ArticleStoreClient.live(
    databaseURL: defaultDatabaseURL(application: ProcessInfo.processInfo.processName))

  /// `$XDG_DATA_HOME/<application>/articles.sqlite`, read by the same XDG rule the app places
  /// its files with, so that a program that forgot to name its file still agrees with the
  /// specification as the app does.
  static func defaultDatabaseURL(
    application: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    XDGBaseDirectories(environment: environment).folders(of: application).data
      .appendingPathComponent("articles.sqlite")
  }
}

extension ArticleStoreClient {
  /// A store in the SQLite database at `databaseURL`, opened on first use, its folders created
  /// when missing.
  ///
  /// The database is in WAL mode, so readers never wait for a writer, and waits up to five seconds
  /// for another process's write before reporting ``ArticleStoreError/locked(database:)``; two
  /// processes can share it. A damaged file is set aside as `NAME.corrupt-TIMESTAMP` and a new
  /// one started, a file that cannot be written is served read-only, each reported once by
  /// ``ArticleStoreClient/takeWarnings``; a file of a newer schema is refused and left untouched.
  public static func live(databaseURL: URL) -> ArticleStoreClient {
    let database = ArticleDatabase(url: databaseURL)
    return ArticleStoreClient(
      save: { feed, now in
        try await database.write { connection in try FeedSaving.save(feed, now: now, in: connection)
        }
      },
      articles: { query in
        try await database.read { connection in try ArticleReading.articles(query, in: connection) }
      },
      article: { id in
        try await database.read { connection in try ArticleReading.article(id, in: connection) }
      },
      savePage: { id, page, byline in
        try await database.write { connection in
          try ArticleReading.savePage(id, page, byline: byline, in: connection)
        }
      },
      search: { text, limit in
        try await database.read { connection in
          try MappedReading.run(on: connection) {
            try ArticleReading.search(text, limit: limit, in: connection)
          }
        }
      },
      articlesMatching: { filter, query, now in
        try await database.read { connection in
          try MappedReading.run(on: connection) {
            try ArticleReading.articles(matching: filter, query, now: now, in: connection)
          }
        }
      },
      countMatching: { filter, query, now in
        try await database.read { connection in
          try MappedReading.run(on: connection) {
            try ArticleReading.count(matching: filter, query, now: now, in: connection)
          }
        }
      },
      counts: {
        try await database.read { connection in try ArticleReading.counts(in: connection) }
      },
      revisions: {
        try await database.read { connection in try ArticleReading.revisions(in: connection) }
      },
      externalChangeToken: {
        try await database.readOnWriterConnection { connection in
          try ExternalChanges.token(in: connection)
        }
      },
      setRead: { selection, isRead in
        try await database.write { connection in
          try ReadMarks.set(selection, isRead: isRead, in: connection)
        }
      },
      setStarred: { selection, isStarred in
        try await database.write { connection in
          try ReadMarks.setStarred(selection, isStarred: isStarred, in: connection)
        }
      },
      saveSynced: { articles, now in
        try await database.write { connection in
          try SyncedSaving.save(articles, now: now, in: connection)
        }
      },
      remoteIDs: {
        try await database.read { connection in try PendingMarks.remoteIDs(in: connection) }
      },
      syncCursor: { account in
        try await database.read { connection in try SyncCursors.cursor(of: account, in: connection)
        }
      },
      saveSyncCursor: { cursor, account in
        try await database.write { connection in
          try SyncCursors.save(cursor, of: account, in: connection)
        }
      },
      applyRemoteMarks: { unread, starred in
        try await database.write { connection in
          try PendingMarks.applyRemote(unread: unread, starred: starred, in: connection)
        }
      },
      pendingMarks: {
        try await database.read { connection in try PendingMarks.all(in: connection) }
      },
      removePendingMarks: { ids in
        try await database.write { connection in try PendingMarks.remove(ids, in: connection) }
      },
      applyRetention: { policy, now in
        try await database.write { connection in
          try Retention.apply(policy, now: now, in: connection)
        }
      },
      reclaimSpace: {
        let path = database.path
        return try await database.writeOutsideTransaction { connection in
          try SpaceReclaiming.reclaim(in: connection, path: path)
        }
      },
      takeWarnings: { database.takeWarnings() }
    )
  }
}

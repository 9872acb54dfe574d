import SystemSQLite

/// Facts about the libraries under the live article store.
public enum ArticleStoreLibrary {
  /// The version of the SQLite library the store runs on, such as `3.40.1`, for a doctor command
  /// to report beside the other system libraries.
  public static var sqliteVersion: String { String(cString: sqlite3_libversion()) }
}

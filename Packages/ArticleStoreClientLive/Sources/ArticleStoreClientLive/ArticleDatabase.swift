import ArticleStoreClient
import Dependencies
import Foundation
import GRDB

/// The SQLite file behind the live store, opened on first use and reopened after it had to be
/// set aside.
///
/// Opening is lazy so that a command that never touches articles never touches the file. Every
/// call goes through ``read(_:)`` or ``write(_:)``, which translate failures into
/// ``ArticleStoreError`` and answer corruption by setting the file aside and starting afresh.
final class ArticleDatabase: Sendable {
  /// How long a call waits for another process's write before reporting the store as locked.
  static let busyTimeout: TimeInterval = 5

  let path: String
  private let opened = LockIsolated<(any DatabaseWriter)?>(nil)
  private let warnings = LockIsolated<[ArticleStoreError]>([])

  init(url: URL) {
    self.path = url.path
  }

  /// The warnings gathered while opening, each returned once.
  func takeWarnings() -> [ArticleStoreError] {
    warnings.withValue { warnings in
      defer { warnings = [] }
      return warnings
    }
  }

  func read<Value: Sendable>(_ body: @escaping @Sendable (Database) throws -> Value)
    async throws(ArticleStoreError) -> Value
  {
    try await perform { writer in try await writer.read(body) }
  }

  func write<Value: Sendable>(_ body: @escaping @Sendable (Database) throws -> Value)
    async throws(ArticleStoreError) -> Value
  {
    try await perform { writer in try await writer.write(body) }
  }

  /// Runs a statement that must not be inside a transaction, such as VACUUM.
  func writeOutsideTransaction<Value: Sendable>(
    _ body: @escaping @Sendable (Database) throws -> Value
  ) async throws(ArticleStoreError) -> Value {
    try await perform { writer in try await writer.writeWithoutTransaction(body) }
  }

  private func perform<Value: Sendable>(
    _ body: (any DatabaseWriter) async throws -> Value
  ) async throws(ArticleStoreError) -> Value {
    let writer = try connection()
    do {
      return try await body(writer)
    } catch {
      guard StoreFailure.isCorruption(error) else {
        throw StoreFailure.error(error, database: path)
      }
      throw try setAsideAndReopen(damaged: writer)
    }
  }

  /// The open database, opening it first when needed; the lock makes concurrent first calls
  /// open it once.
  private func connection() throws(ArticleStoreError) -> any DatabaseWriter {
    do {
      return try opened.withValue { opened in
        if let opened { return opened }
        let writer = try open()
        opened = writer
        return writer
      }
    } catch {
      throw StoreFailure.error(error, database: path)
    }
  }

  /// Sets the damaged file aside after a call found it corrupt and opens a fresh one for the
  /// calls that follow, and returns the error that tells this call's caller.
  private func setAsideAndReopen(damaged: any DatabaseWriter) throws(ArticleStoreError)
    -> ArticleStoreError
  {
    do {
      return try opened.withValue { opened in
        guard let current = opened, ObjectIdentifier(current) == ObjectIdentifier(damaged) else {
          return ArticleStoreError.other(
            database: path, reason: "the database was found damaged and replaced during this call")
        }
        try (damaged as? DatabasePool)?.close()
        try (damaged as? DatabaseQueue)?.close()
        opened = nil
        let movedTo = try SetAsideDatabase.move(path, at: Date())
        opened = try open()
        return ArticleStoreError.corrupt(database: path, movedTo: movedTo)
      }
    } catch {
      throw StoreFailure.error(error, database: path)
    }
  }

  /// Opens the file, creating it and its folders when missing.
  ///
  /// An existing file is first inspected read-only, so that a file from a newer version is
  /// refused byte for byte untouched, and a damaged one is set aside before anything is written.
  /// A file or folder that cannot be written is opened read-only, with a warning.
  private func open() throws -> any DatabaseWriter {
    let folder = (path as NSString).deletingLastPathComponent
    if !FileManager.default.fileExists(atPath: path) {
      do {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw ArticleStoreError.readOnly(database: path)
      }
    } else {
      let appliedVersion: Int
      do {
        appliedVersion = try inspect()
      } catch  where StoreFailure.isCorruption(error) {
        let movedTo = try SetAsideDatabase.move(path, at: Date())
        warnings.withValue { $0.append(.corrupt(database: path, movedTo: movedTo)) }
        return try openWritable(appliedVersion: 0)
      }
      if appliedVersion > ArticleSchema.newestVersion {
        throw ArticleStoreError.newerSchema(
          database: path, version: appliedVersion, newestKnown: ArticleSchema.newestVersion)
      }
      if access(path, W_OK) != 0 || access(folder, W_OK) != 0 {
        warnings.withValue { $0.append(.readOnly(database: path)) }
        return try openReadOnly()
      }
      return try openWritable(appliedVersion: appliedVersion)
    }
    return try openWritable(appliedVersion: 0)
  }

  /// The schema version of the existing file, read without writing to it: the check a newer
  /// file must pass untouched, and the read that finds a file that is no database at all.
  private func inspect() throws -> Int {
    let queue = try openReadOnly()
    defer { try? queue.close() }
    return try queue.read { connection in
      _ = try Int.fetchOne(connection, sql: "SELECT count(*) FROM sqlite_master")
      return try ArticleSchema.appliedVersion(connection)
    }
  }

  private func openWritable(appliedVersion: Int) throws -> any DatabaseWriter {
    var configuration = Self.configuration
    configuration.prepareDatabase { connection in
      try connection.execute(sql: "PRAGMA synchronous = NORMAL")
      // Takes effect only on a new file, before it is switched to WAL: pages that removals and the
      // full-text index's merges free are then given back at each commit, so the file does not
      // keep the size of its busiest day. On an existing file it changes nothing. The pool's
      // readers are read-only, and may not even ask.
      if !connection.configuration.readonly {
        try connection.execute(sql: "PRAGMA auto_vacuum = FULL")
      }
    }
    let pool = try DatabasePool(path: path, configuration: configuration)
    if appliedVersion < ArticleSchema.newestVersion {
      try ArticleSchema.migrator.migrate(pool)
    }
    return pool
  }

  /// A read-only connection. A database in WAL mode needs its `-shm` file, which a read-only
  /// folder may not let SQLite create; it is then opened as immutable, which SQLite reads
  /// without one.
  private func openReadOnly() throws -> DatabaseQueue {
    var configuration = Self.configuration
    configuration.readonly = true
    do {
      let queue = try DatabaseQueue(path: path, configuration: configuration)
      try queue.read { connection in
        _ = try Int.fetchOne(connection, sql: "SELECT count(*) FROM sqlite_master")
      }
      return queue
    } catch let error as DatabaseError where error.resultCode == .SQLITE_CANTOPEN {
      return try DatabaseQueue(path: Self.immutableURI(path), configuration: configuration)
    }
  }

  private static func immutableURI(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "?#%")
    let escaped = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    return "file:\(escaped)?immutable=1"
  }

  private static var configuration: Configuration {
    var configuration = Configuration()
    configuration.busyMode = .timeout(busyTimeout)
    configuration.foreignKeysEnabled = true
    configuration.label = "ArticleStore"
    return configuration
  }
}

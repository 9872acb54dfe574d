import ArticleStoreClient
import Dependencies
import FileEngine
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

  /// The open database and the file it was opened on, so that setting it aside moves that file
  /// and never another process's fresh one under the same name.
  private struct Opened: Sendable {
    var writer: any DatabaseWriter
    var file: SetAsideFile.Identity?
  }

  let path: String
  private let opened = LockIsolated<Opened?>(nil)
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

  /// Runs `body` in a transaction that holds the write lock from its start.
  ///
  /// GRDB 7 begins a write with `BEGIN IMMEDIATE`. That matters across processes: a save reads
  /// the feed's stored articles and then inserts the ones it did not find, and a deferred
  /// transaction would take the write lock only at its first insert. Had another process written
  /// since the read, SQLite would refuse the upgrade with `SQLITE_BUSY` at once, a failure no busy
  /// timeout waits out. Holding the lock from the start, the save waits its turn instead, and then
  /// reads what the other process stored, so an article two processes fetch is stored once.
  func write<Value: Sendable>(_ body: @escaping @Sendable (Database) throws -> Value)
    async throws(ArticleStoreError) -> Value
  {
    try await perform { writer in try await writer.write(body) }
  }

  /// Runs `body` on the connection that writes, outside a transaction, without taking the write
  /// lock: for what only that connection can answer, such as whether another connection committed
  /// (``ExternalChanges``). It waits for a write of this store that is under way, never for
  /// another process's.
  func readOnWriterConnection<Value: Sendable>(
    _ body: @escaping @Sendable (Database) throws -> Value
  ) async throws(ArticleStoreError) -> Value {
    try await perform { writer in try await writer.writeWithoutTransaction(body) }
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
        if let opened { return opened.writer }
        let writer = try open()
        opened = Opened(writer: writer, file: SetAsideFile.Identity(at: path))
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
        let replaced = ArticleStoreError.other(
          database: path, reason: "the database was found damaged and replaced during this call")
        guard let current = opened, ObjectIdentifier(current.writer) == ObjectIdentifier(damaged)
        else {
          return replaced
        }
        try (damaged as? DatabasePool)?.close()
        try (damaged as? DatabaseQueue)?.close()
        opened = nil
        let movedTo = try current.file.flatMap { file in
          try Self.setAside(path, ifStill: file)
        }
        let writer = try open()
        opened = Opened(writer: writer, file: SetAsideFile.Identity(at: path))
        guard let movedTo else { return replaced }
        return ArticleStoreError.corrupt(database: path, movedTo: movedTo)
      }
    } catch {
      throw StoreFailure.error(error, database: path)
    }
  }

  /// Moves the damaged file aside as `<path>.corrupt-<UTC timestamp>`, with its `-wal` and `-shm`
  /// files under the same name plus their suffix, so that `sqlite3` opens the set-aside copy with
  /// what its log held; nil when another process set it aside first.
  private static func setAside(_ path: String, ifStill damaged: SetAsideFile.Identity) throws
    -> String?
  {
    try SetAsideFile.move(
      path, ifStill: damaged, at: Date(), companionSuffixes: ["-wal", "-shm"])
  }

  /// Opens the file, creating it and its folders when missing.
  ///
  /// An existing file is first inspected read-only, so that a file from a newer version is
  /// refused byte for byte untouched, and a damaged one is set aside before anything is written.
  /// A file or folder that cannot be written is opened read-only, with a warning.
  ///
  /// Other processes may be opening the same file at this moment, even creating it: the
  /// inspection reads under SQLite's locks, so it sees a file another process is setting up as
  /// empty or as set up, never half done, and the migration takes the write lock before it looks
  /// (``ArticleSchema/migrate(_:)``).
  private func open() throws -> any DatabaseWriter {
    let folder = (path as NSString).deletingLastPathComponent
    guard let inspected = SetAsideFile.Identity(at: path) else {
      do {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw ArticleStoreError.readOnly(database: path)
      }
      return try openWritable(migrating: true)
    }
    let writable = access(path, W_OK) == 0 && access(folder, W_OK) == 0
    let appliedVersion: Int
    do {
      appliedVersion = try inspect()
    } catch  where StoreFailure.isCorruption(error) {
      // Another process that found it damaged too may have set it aside first; then it reports.
      if let movedTo = try Self.setAside(path, ifStill: inspected) {
        warnings.withValue { $0.append(.corrupt(database: path, movedTo: movedTo)) }
      }
      return try openWritable(migrating: true)
    } catch let error as DatabaseError where error.resultCode == .SQLITE_READONLY && writable {
      // A process killed while it created the file, before the file was switched to WAL, left a
      // rollback journal that only a writer may play back. The migration's own check still
      // refuses a newer file.
      return try openWritable(migrating: true)
    } catch let error as DatabaseError
      where error.resultCode == .SQLITE_CANTOPEN && SetAsideFile.Identity(at: path) != inspected
    {
      // Another process found the file damaged and set it aside while this one was about to
      // look: what the path names now, if anything, is a new store.
      return try openWritable(migrating: true)
    }
    if appliedVersion > ArticleSchema.newestVersion {
      throw ArticleStoreError.newerSchema(
        database: path, version: appliedVersion, newestKnown: ArticleSchema.newestVersion)
    }
    guard writable else {
      warnings.withValue { $0.append(.readOnly(database: path)) }
      return try openReadOnly()
    }
    return try openWritable(migrating: appliedVersion < ArticleSchema.newestVersion)
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

  /// The pool every call uses, in WAL mode, migrated when `migrating` to the newest version
  /// unless another process did first.
  private func openWritable(migrating: Bool) throws -> any DatabaseWriter {
    var configuration = Self.configuration
    configuration.prepareDatabase { connection in
      try connection.execute(sql: "PRAGMA synchronous = NORMAL")
      // Takes effect only on a new file, before it is switched to WAL: pages that removals and the
      // full-text index's merges free are then given back at each commit, so the file does not
      // keep the size of its busiest day. On an existing file it changes nothing. The pool's
      // readers are read-only, and may not even ask.
      if !connection.configuration.readonly {
        try connection.execute(sql: "PRAGMA auto_vacuum = FULL")
        try Self.switchToWAL(connection)
      }
    }
    let pool = try DatabasePool(path: path, configuration: configuration)
    if migrating {
      let found = try pool.writeWithoutTransaction { connection in
        try ArticleSchema.migrate(connection)
      }
      if found > ArticleSchema.newestVersion {
        try pool.close()
        throw ArticleStoreError.newerSchema(
          database: path, version: found, newestKnown: ArticleSchema.newestVersion)
      }
    }
    return pool
  }

  /// Switches the file to WAL before GRDB's pool asks, waiting for another process that is
  /// switching it at the same moment rather than failing.
  ///
  /// On a new file the switch rewrites the header in a rollback-journal transaction that reads
  /// first and then writes. When another process took the write lock in between, SQLite reports
  /// SQLITE_BUSY at once instead of calling the busy handler, since waiting while holding a read
  /// lock could deadlock two such processes. So the other process's write is waited for as any
  /// write is, by taking the write lock with the busy timeout (`BEGIN IMMEDIATE`) and letting it
  /// go; asked again, the switch finds the file in WAL and has nothing left to do.
  private static func switchToWAL(_ connection: Database) throws {
    let deadline = Date().addingTimeInterval(busyTimeout)
    while true {
      do {
        let mode = try String.fetchOne(connection, sql: "PRAGMA journal_mode = WAL")
        guard mode == "wal" else {
          throw DatabaseError(message: "the database cannot be switched to WAL (\(mode ?? "none"))")
        }
        return
      } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && Date() < deadline
      {
        try connection.execute(sql: "BEGIN IMMEDIATE")
        try connection.execute(sql: "ROLLBACK")
      }
    }
  }

  /// A read-only connection. A database in WAL mode needs its `-shm` file, which a read-only
  /// folder may not let SQLite create; it is then opened as immutable, which SQLite reads
  /// without one, and without locks: only where no other process can write either, since a file
  /// read while another process writes it could seem damaged, and be set aside.
  private func openReadOnly() throws -> DatabaseQueue {
    var configuration = Self.configuration
    configuration.readonly = true
    do {
      let queue = try DatabaseQueue(path: path, configuration: configuration)
      try queue.read { connection in
        _ = try Int.fetchOne(connection, sql: "SELECT count(*) FROM sqlite_master")
      }
      return queue
    } catch let error as DatabaseError
      where error.resultCode == .SQLITE_CANTOPEN
      && access((path as NSString).deletingLastPathComponent, W_OK) != 0
    {
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

import Dependencies
import FileEngine
import Foundation
import StorageClient

/// Keeps each key as one file in its area's folder: the live storage's behaviour, apart from the
/// `StorageClient` that wraps it.
struct FileStore: Sendable {
  var directories: StorageDirectories
  /// When set-aside files say they were set aside; a test fixes it to make two set asides collide.
  var now: @Sendable () -> Date = Date.init
  /// How old a temporary file must be before a save removes it as left over from a killed process.
  var staleTemporaryAge: TimeInterval = 60 * 60
  /// The folders this store has already swept of stale temporary files. Only a process that died
  /// leaves them, so the first save into a folder sweeps it and the rest do not: a refresh saves
  /// hundreds of cache entries, and listing the folder for each made its cost grow with the
  /// square of the number of feeds.
  private let sweptFolders = LockIsolated<Set<String>>([])

  func load(_ key: StorageKey) throws(StorageError) -> Data? {
    try reporting(key) { () throws(FileSystemFailure) in
      let path = try path(for: key)
      let descriptor = POSIXFile.openFile(path, O_RDONLY | O_NONBLOCK)
      guard descriptor >= 0 else {
        if errno == ENOENT { return nil }
        throw .call("open", path, code: errno)
      }
      defer { _ = close(descriptor) }
      var status = stat()
      guard fstat(descriptor, &status) == 0 else { throw .call("inspect", path, code: errno) }
      guard POSIXFile.isRegularFile(status) else {
        throw FileSystemFailure(
          reason: POSIXFile.isDirectory(status)
            ? "\(path) is in the way: it is a folder, not a file"
            : "\(path) is not a regular file")
      }
      return try POSIXFile.readToEnd(descriptor, path: path, sizeHint: Int(status.st_size))
    }
  }

  func save(_ data: Data, _ key: StorageKey) throws(StorageError) {
    try reporting(key) { () throws(FileSystemFailure) in
      let path = try path(for: key)
      let folder = directories.folder(for: key.area).path
      // 0700, as the XDG specification asks of folders it creates; files are the user's alone.
      try POSIXFile.makeFolders(folder, mode: 0o700)
      // The cache holds what can be fetched again: an entry a power cut empties costs a download,
      // which is cheaper than flushing every entry of every refresh to the disk.
      try AtomicFile.write(data, to: path, mode: 0o600, durable: key.area != .cache)
      if sweptFolders.withValue({ $0.insert(folder).inserted }) {
        AtomicFile.removeStaleTemporaryFiles(in: folder, olderThan: staleTemporaryAge, now: now())
      }
    }
  }

  func setAside(_ key: StorageKey) throws(StorageError) -> String {
    try reporting(key) { () throws(FileSystemFailure) in
      try SetAsideFile.move(try path(for: key), at: now())
    }
  }

  /// Unlinks the file and flushes its folder, so that the removal survives a power cut.
  func remove(_ key: StorageKey) throws(StorageError) -> Bool {
    try reporting(key) { () throws(FileSystemFailure) in
      let path = try path(for: key)
      guard unlink(path) == 0 else {
        if errno == ENOENT { return false }
        throw .call("remove", path, code: errno)
      }
      try POSIXFile.synchronizeFolder(directories.folder(for: key.area).path)
      return true
    }
  }

  private func path(for key: StorageKey) throws(FileSystemFailure) -> String {
    directories.folder(for: key.area).appendingPathComponent(try key.plainFileName()).path
  }

  private func reporting<Value>(
    _ key: StorageKey, _ work: () throws(FileSystemFailure) -> Value
  ) throws(StorageError) -> Value {
    do {
      return try work()
    } catch {
      throw .unavailable(key, reason: error.reason)
    }
  }
}

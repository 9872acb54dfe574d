import Foundation

/// Moves a damaged database out of the way, beside where it was, so a fresh one can take its
/// place and a person can still inspect or recover the old one.
///
/// Named as the storage sets its damaged files aside, `<path>.corrupt-<UTC timestamp>`; the
/// database's `-wal` and `-shm` files move with it under the same name plus their suffix, so
/// `sqlite3` opens the set-aside copy with what its log held.
enum SetAsideDatabase {
  /// The file a path names, told apart from a file that later takes its name.
  struct File: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// The file `path` names now; nil when it names none.
    init?(at path: String) {
      var status = stat()
      guard stat(path, &status) == 0 else { return nil }
      device = UInt64(status.st_dev)
      inode = UInt64(status.st_ino)
    }
  }

  /// Renames `path` and its companions and returns the database's new path, or returns nil when
  /// `path` no longer names `damaged` because another process set it aside first.
  ///
  /// Two processes that open one damaged file at once both find it damaged, and the first may
  /// already have started a fresh store under its name. Each moves the file only while it holds an
  /// exclusive lock on the folder, and only if the path still names the file it found damaged, so
  /// the second leaves the first's fresh store alone. The lock is the folder's (`flock`), not the
  /// database's: closing a descriptor of the database would drop the locks SQLite holds on it in
  /// this process.
  ///
  /// The name is claimed by creating it exclusively first, so two set-asides in the same second,
  /// even from two processes, get `-2`, `-3`… and never overwrite an earlier one.
  static func move(_ path: String, damaged: File, at date: Date) throws -> String? {
    let folder = open((path as NSString).deletingLastPathComponent, O_RDONLY | O_DIRECTORY)
    guard folder >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(folder) }
    while flock(folder, LOCK_EX) != 0 {
      guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
    guard File(at: path) == damaged else { return nil }
    let base = "\(path).corrupt-\(timestamp(date))"
    for attempt in 1...1000 {
      let candidate = attempt == 1 ? base : "\(base)-\(attempt)"
      let placeholder = open(candidate, O_WRONLY | O_CREAT | O_EXCL, 0o600)
      if placeholder < 0 {
        if errno == EEXIST { continue }
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      }
      close(placeholder)
      for suffix in ["-wal", "-shm"] where access(path + suffix, F_OK) == 0 {
        guard rename(path + suffix, candidate + suffix) == 0 else {
          throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
      }
      guard rename(path, candidate) == 0 else {
        let code = errno
        unlink(candidate)
        throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
      }
      return candidate
    }
    throw POSIXError(.EEXIST)
  }

  /// Basic ISO 8601 in UTC, such as `20250314T092653Z`: sortable, and free of the colons some
  /// file systems and tools dislike.
  private static func timestamp(_ date: Date) -> String {
    date.formatted(
      Date.ISO8601FormatStyle(
        dateSeparator: .omitted, dateTimeSeparator: .standard, timeSeparator: .omitted)
    )
  }
}

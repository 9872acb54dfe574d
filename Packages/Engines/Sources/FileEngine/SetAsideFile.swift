import Foundation
import TimeCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Moves a damaged file out of the way, beside where it was, under a name that says when, so that
/// the next save starts clean and a person can still inspect or restore it.
///
/// One mechanism for every kind of file: a plain file that a caller found undecodable, and a
/// database that other processes may be opening at the same moment, with the files that travel
/// with it.
public enum SetAsideFile {
  /// The file a path names, told apart from a file that later takes its name.
  public struct Identity: Equatable, Sendable {
    public let device: UInt64
    public let inode: UInt64

    /// The file `path` names now, following symbolic links; nil when it names none.
    public init?(at path: String) {
      var status = stat()
      guard stat(path, &status) == 0 else { return nil }
      device = UInt64(status.st_dev)
      inode = UInt64(status.st_ino)
    }
  }

  /// Renames `path` to `<path>.corrupt-<UTC timestamp>` and returns the new path.
  ///
  /// For a file only this process decides about: nothing else sets it aside at the same moment,
  /// so whatever `path` names is what was found damaged. Each of `companionSuffixes` names a file
  /// beside it, `<path><suffix>`, that moves with it under the new name plus the same suffix when
  /// it exists.
  public static func move(
    _ path: String, at date: Date, companionSuffixes: [String] = []
  ) throws(FileSystemFailure) -> String {
    try move(path, at: date, companionSuffixes: companionSuffixes, synchronizingFolder: nil)
  }

  /// `synchronizingFolder` stands in for the folder's flush in the tests that watch for it.
  static func move(
    _ path: String, at date: Date, companionSuffixes: [String],
    synchronizingFolder: FolderSynchronization?
  ) throws(FileSystemFailure) -> String {
    guard try POSIXFile.linkStatus(path) != nil else {
      throw FileSystemFailure(reason: "there is nothing at \(path) to set aside")
    }
    return try claimAndRename(
      path, at: date, companionSuffixes: companionSuffixes,
      synchronizingFolder: synchronizingFolder)
  }

  /// Renames `path` and its companions as ``move(_:at:companionSuffixes:)`` does, or returns nil
  /// when `path` no longer names `damaged` because another process set it aside first.
  ///
  /// Two processes that open one damaged file at once both find it damaged, and the first may
  /// already have started a fresh file under its name. Each moves the file only while it holds an
  /// exclusive lock on the folder, and only if the path still names the file it found damaged, so
  /// the second leaves the first's fresh file alone. The lock is the folder's (`flock`), not the
  /// file's: closing a descriptor of a database would drop the locks SQLite holds on it in this
  /// process.
  public static func move(
    _ path: String, ifStill damaged: Identity, at date: Date, companionSuffixes: [String] = []
  ) throws(FileSystemFailure) -> String? {
    try move(
      path, ifStill: damaged, at: date, companionSuffixes: companionSuffixes,
      synchronizingFolder: nil)
  }

  /// `synchronizingFolder` stands in for the folder's flush in the tests that watch for it.
  static func move(
    _ path: String, ifStill damaged: Identity, at date: Date, companionSuffixes: [String],
    synchronizingFolder: FolderSynchronization?
  ) throws(FileSystemFailure) -> String? {
    let folderPath = folder(of: path)
    let folder = POSIXFile.openFile(folderPath, O_RDONLY | O_DIRECTORY)
    guard folder >= 0 else { throw .call("open the folder", folderPath, code: errno) }
    // Closing the descriptor releases the lock.
    defer { _ = close(folder) }
    while flock(folder, LOCK_EX) != 0 {
      guard errno == EINTR else { throw .call("lock the folder", folderPath, code: errno) }
    }
    guard Identity(at: path) == damaged else { return nil }
    return try claimAndRename(
      path, at: date, companionSuffixes: companionSuffixes,
      synchronizingFolder: synchronizingFolder)
  }

  /// Claims the first free name and renames onto it, companions first, then flushes the folder.
  ///
  /// Names are claimed by creating a placeholder exclusively before renaming over it, so two set
  /// asides in the same second, even from two processes, get `-2`, `-3`… and never overwrite an
  /// earlier one. Companions move before the file: should one fail to move, the file stays where
  /// it was with its companions still beside it, rather than a fresh file finding another's
  /// write-ahead log under its name. The folder is flushed after the renames, so that after a
  /// power cut the file is not found back under its old name, damaged, beside the fresh file that
  /// replaced it, or with its companions moved and itself not.
  private static func claimAndRename(
    _ path: String, at date: Date, companionSuffixes: [String],
    synchronizingFolder: FolderSynchronization?
  ) throws(FileSystemFailure) -> String {
    let base = "\(path).corrupt-\(timestamp(date))"
    for attempt in 1...maximumAttempts {
      let candidate = attempt == 1 ? base : "\(base)-\(attempt)"
      let placeholder = POSIXFile.openFile(candidate, O_WRONLY | O_CREAT | O_EXCL, mode: 0o600)
      if placeholder < 0 {
        if errno == EEXIST { continue }
        throw .call("create", candidate, code: errno)
      }
      _ = close(placeholder)
      for suffix in companionSuffixes where try POSIXFile.linkStatus(path + suffix) != nil {
        guard rename(path + suffix, candidate + suffix) == 0 else {
          let code = errno
          _ = unlink(candidate)
          throw .call("move \(path + suffix) to", candidate + suffix, code: code)
        }
      }
      guard rename(path, candidate) == 0 else {
        let code = errno
        _ = unlink(candidate)
        throw .call("move \(path) to", candidate, code: code)
      }
      if let synchronizingFolder {
        try synchronizingFolder(folder(of: path))
      } else {
        try POSIXFile.synchronizeFolder(folder(of: path))
      }
      return candidate
    }
    throw FileSystemFailure(
      reason:
        "\(path) was set aside \(maximumAttempts) times in one second; remove some of those files")
  }

  /// Basic ISO 8601 in UTC, such as `20250314T092653Z`: sortable, and free of the colons some file
  /// systems and tools dislike.
  private static func timestamp(_ date: Date) -> String {
    DateText.basic(date)
  }

  private static func folder(of path: String) -> String {
    (path as NSString).deletingLastPathComponent
  }

  private static let maximumAttempts = 1000

  /// Flushes the folder at the path it is given.
  typealias FolderSynchronization = (String) throws(FileSystemFailure) -> Void
}

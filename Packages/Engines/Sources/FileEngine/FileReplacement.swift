import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's new contents, written a piece at a time, that take the file's place all at once when
/// committed: what ``AtomicFile/write(_:to:mode:durable:)`` does for bytes in hand, for bytes that
/// arrive over time, such as a download streamed to disk rather than held in memory.
///
/// The pieces go to a fresh hidden file in the same folder (``TemporaryFileName``; a rename is
/// atomic only within one file system); committing flushes it, renames it over the target and
/// flushes the folder, so that readers, a killed process and a power cut all find the old
/// contents or the new ones in full. Abandoned, or dropped before it is committed, it removes its
/// file; a process killed meanwhile leaves one that ``AtomicFile/removeStaleTemporaryFiles(in:olderThan:now:)``
/// removes later.
///
/// Used by one thread at a time: a download's pieces arrive in order on the transport's thread.
public final class FileReplacement {
  private let target: String
  private let temporary: String
  private var descriptor: Int32
  /// Committed or abandoned: the hidden file is renamed or removed, no longer this one's to remove.
  private var isSettled = false

  /// Starts the replacement of the file at `path`: a symbolic link there is kept and the file
  /// it points to replaced; a replaced file keeps its permissions, a new one gets `mode`.
  public init(replacing path: String, mode: mode_t) throws(FileSystemFailure) {
    target = try AtomicFile.resolvingSymbolicLink(path)
    let existing = try POSIXFile.status(target)
    if let existing, POSIXFile.isDirectory(existing) {
      throw FileSystemFailure(reason: "\(target) is in the way: it is a folder, not a file")
    }
    let folder = (target as NSString).deletingLastPathComponent
    let fileName = (target as NSString).lastPathComponent
    let permissions = existing.map { $0.st_mode & 0o7777 } ?? mode
    var temporary: String
    var descriptor: Int32
    repeat {
      temporary = folder + "/" + TemporaryFileName.make(for: fileName)
      descriptor = POSIXFile.openFile(temporary, O_WRONLY | O_CREAT | O_EXCL, mode: permissions)
    } while descriptor < 0 && errno == EEXIST
    guard descriptor >= 0 else { throw .call("create", temporary, code: errno) }
    self.temporary = temporary
    self.descriptor = descriptor
    // The creation mode passes through the umask; an existing file's permissions are kept exactly.
    if existing != nil && fchmod(descriptor, permissions) != 0 {
      throw .call("set the permissions of", temporary, code: errno)
    }
  }

  deinit {
    if descriptor >= 0 { _ = close(descriptor) }
    if !isSettled { _ = unlink(temporary) }
  }

  /// Gives the new contents up and removes their file now. A failed download calls it rather
  /// than wait for the drop, which comes whenever the last owner lets go: a transport may still
  /// hold its consumer after the failure has reached the caller, who would find the file there.
  public func abandon() {
    guard !isSettled else { return }
    isSettled = true
    if descriptor >= 0 { _ = close(descriptor) }
    descriptor = -1
    _ = unlink(temporary)
  }

  /// Writes the next piece, after short writes and interruptions alike.
  public func append(_ bytes: UnsafeRawBufferPointer) throws(FileSystemFailure) {
    try POSIXFile.writeAll(bytes, to: descriptor, path: temporary)
  }

  /// Writes the next piece.
  public func append(_ data: Data) throws(FileSystemFailure) {
    try POSIXFile.writeAll(data, to: descriptor, path: temporary)
  }

  /// Puts the new contents in the file's place. `durable: false` skips both flushes, for files
  /// that can be made again (see ``AtomicFile/write(_:to:mode:durable:)``).
  public func commit(durable: Bool = true) throws(FileSystemFailure) {
    if durable {
      try POSIXFile.synchronize(descriptor, path: temporary)
    }
    let closing = descriptor
    descriptor = -1
    try POSIXFile.closeFile(closing, path: temporary)
    guard rename(temporary, target) == 0 else {
      throw .call("replace \(target) with", temporary, code: errno)
    }
    isSettled = true
    if durable {
      try POSIXFile.synchronizeFolder((target as NSString).deletingLastPathComponent)
    }
  }
}

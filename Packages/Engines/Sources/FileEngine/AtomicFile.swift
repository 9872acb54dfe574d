import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file's contents so that anyone reading it, and anything left after a crash or a
/// power cut, sees either the old contents or the new ones in full.
///
/// The bytes go to a fresh temporary file in the same folder (a rename is atomic only within one
/// file system), which is flushed to the disk before it is renamed over the target; the folder is
/// flushed after, so that the rename itself is durable.
public enum AtomicFile {
  /// Writes `data` to `path`.
  ///
  /// When `path` is a symbolic link, as a dotfiles manager makes, the file it points to is
  /// replaced and the link kept. A replaced file keeps its permissions; a new one gets `mode`.
  ///
  /// `durable: false` skips both flushes, for files that can be made again: the rename still
  /// shows every other process the old contents or the new ones in full, and a killed process
  /// still leaves one or the other, but a power cut may leave the file empty or old. The flushes
  /// are most of a small file's cost, and they block the thread that waits for them.
  public static func write(
    _ data: Data, to path: String, mode: mode_t, durable: Bool = true
  ) throws(FileSystemFailure) {
    let replacement = try FileReplacement(replacing: path, mode: mode)
    try replacement.append(data)
    try replacement.commit(durable: durable)
  }

  /// Removes temporary files in `folder` that a save left behind when its process died, once they
  /// are older than `age`.
  ///
  /// The age spares a save still running in another process. Best effort: a file that cannot be
  /// removed is only clutter, since loads never read temporary files, so it never fails a save.
  public static func removeStaleTemporaryFiles(
    in folder: String, olderThan age: TimeInterval, now: Date
  ) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names where TemporaryFileName.matches(name) {
      let path = folder + "/" + name
      guard let status = try? POSIXFile.linkStatus(path), POSIXFile.isRegularFile(status) else {
        continue
      }
      #if canImport(Darwin)
        let modified = Date(timeIntervalSince1970: TimeInterval(status.st_mtimespec.tv_sec))
      #else
        let modified = Date(timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec))
      #endif
      if now.timeIntervalSince(modified) > age {
        _ = unlink(path)
      }
    }
  }

  /// The file a symbolic link at `path` points to, or `path` itself.
  ///
  /// A dangling link is replaced by the new file, since there is nothing to keep behind it.
  static func resolvingSymbolicLink(_ path: String) throws(FileSystemFailure) -> String {
    guard let status = try POSIXFile.linkStatus(path), POSIXFile.isSymbolicLink(status),
      let resolved = realpath(path, nil)
    else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Moves a file that could not be decoded out of the way, beside where it was, under a name that
/// says when, so that the next save starts clean and a person can still inspect or restore it.
enum SetAsideFile {
  /// Renames `path` to `<path>.corrupt-<UTC timestamp>` and returns the new path.
  ///
  /// Names are claimed by creating a placeholder exclusively before renaming over it, so two set
  /// asides in the same second, even from two processes, get `-2`, `-3`… and never overwrite an
  /// earlier one.
  static func move(_ path: String, at date: Date) throws(FileSystemFailure) -> String {
    guard try POSIXFile.linkStatus(path) != nil else {
      throw FileSystemFailure(reason: "there is nothing at \(path) to set aside")
    }
    let base = "\(path).corrupt-\(timestamp(date))"
    for attempt in 1...maximumAttempts {
      let candidate = attempt == 1 ? base : "\(base)-\(attempt)"
      let placeholder = POSIXFile.openFile(candidate, O_WRONLY | O_CREAT | O_EXCL, mode: 0o600)
      if placeholder < 0 {
        if errno == EEXIST { continue }
        throw .call("create", candidate, code: errno)
      }
      _ = close(placeholder)
      guard rename(path, candidate) == 0 else {
        let code = errno
        _ = unlink(candidate)
        throw .call("move \(path) to", candidate, code: code)
      }
      try POSIXFile.synchronizeFolder((path as NSString).deletingLastPathComponent)
      return candidate
    }
    throw FileSystemFailure(
      reason:
        "\(path) was set aside \(maximumAttempts) times in one second; remove some of those files")
  }

  /// Basic ISO 8601 in UTC, such as `20250314T092653Z`: sortable, and free of the colons some file
  /// systems and tools dislike.
  private static func timestamp(_ date: Date) -> String {
    date.formatted(
      Date.ISO8601FormatStyle(
        dateSeparator: .omitted, dateTimeSeparator: .standard, timeSeparator: .omitted)
    )
  }

  private static let maximumAttempts = 1000
}

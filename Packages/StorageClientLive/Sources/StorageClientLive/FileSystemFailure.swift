#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file operation failed, worded for the person who has to fix it: what was being done, to
/// which path, and the system's own reason.
///
/// Internal: the storage reports it to callers as ``StorageError/unavailable(_:reason:)``.
struct FileSystemFailure: Error, Equatable {
  var reason: String

  /// A failed system call, described with the `errno` it left.
  static func call(_ action: String, _ path: String, code: Int32) -> FileSystemFailure {
    FileSystemFailure(reason: "cannot \(action) \(path): \(String(cString: strerror(code)))")
  }
}

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
/// Each caller turns it into its own client's error, so the engine's wording reaches people
/// without its type reaching the interfaces. The `errno` is kept as well, for a caller whose error
/// carries the system's code.
public struct FileSystemFailure: Error, Equatable, Sendable {
  /// What was being done, to which path, and why it failed.
  public var reason: String
  /// The `errno` the failed call left; nil when no system call failed (something in the way).
  public var code: Int32?

  public init(reason: String, code: Int32? = nil) {
    self.reason = reason
    self.code = code
  }

  /// A failed system call, described with the `errno` it left.
  public static func call(_ action: String, _ path: String, code: Int32) -> FileSystemFailure {
    FileSystemFailure(
      reason: "cannot \(action) \(path): \(String(cString: strerror(code)))", code: code)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A call to the operating system that failed: which call, on which path, and its `errno`.
public struct SystemError: Error, Equatable, CustomStringConvertible {
  public let operation: String
  public let path: String
  public let code: Int32

  public init(operation: String, path: String, code: Int32) {
    self.operation = operation
    self.path = path
    self.code = code
  }

  public var description: String {
    "\(operation) \(path): \(String(cString: strerror(code)))"
  }
}

/// Replaces a file's contents all at once: an example of what an engine holds, machinery on the
/// operating system that live packages share rather than each write their own.
///
/// The bytes go to a file of their own beside the destination, are flushed to the disk, and the
/// file is renamed over the destination, so a reader finds the old contents or the new ones,
/// never a part, even if the process dies on the way. Replace it with your packages' machinery.
public enum AtomicFile {
  /// Makes the file at `path` hold exactly `bytes`, creating it with mode 0644 if need be.
  public static func replace(at path: String, with bytes: [UInt8]) throws {
    let partial = "\(path).\(getpid()).partial"
    let descriptor = open(partial, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw SystemError(operation: "open", path: partial, code: errno) }
    do {
      try writeAll(bytes, to: descriptor, path: partial)
      guard fsync(descriptor) == 0 else {
        throw SystemError(operation: "fsync", path: partial, code: errno)
      }
    } catch {
      _ = close(descriptor)
      _ = unlink(partial)
      throw error
    }
    guard close(descriptor) == 0 else {
      let code = errno
      _ = unlink(partial)
      throw SystemError(operation: "close", path: partial, code: code)
    }
    guard rename(partial, path) == 0 else {
      let code = errno
      _ = unlink(partial)
      throw SystemError(operation: "rename", path: path, code: code)
    }
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw SystemError(operation: "write", path: path, code: errno)
      }
      offset += count
    }
  }
}

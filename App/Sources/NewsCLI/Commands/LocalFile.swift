import Foundation
import NewsClient
import TextCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file the user named on the command line, with the system's own reason when it cannot.
///
/// Foundation's errors for a missing file or a folder differ between platforms and can be vague
/// ("The operation could not be completed"); the user needs to know which it was.
enum LocalFile {
  /// Far above any subscription list or chime; a larger file was named by mistake.
  static let maximumBytes = 20 * 1024 * 1024

  static func contents(of path: String) throws -> Data {
    let descriptor = try openRegularFile(path)
    defer { close(descriptor) }
    do {
      return try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readToEnd() ?? Data()
    } catch {
      throw CommandFailure(
        "Cannot read \(TerminalText.sanitized(path)): \(error.localizedDescription)")
    }
  }

  /// Throws unless `path` is a regular file this process can open, so that a command can refuse a
  /// bad path at the start rather than when it first needs the file, maybe hours later.
  static func checkReadable(_ path: String) throws {
    close(try openRegularFile(path))
  }

  private static func openRegularFile(_ path: String) throws -> Int32 {
    let shown = TerminalText.sanitized(path)
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw CommandFailure("Cannot read \(shown): \(String(cString: strerror(errno)))")
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw CommandFailure("Cannot read \(shown): \(reason)")
    }
    guard (status.st_mode & S_IFMT) == S_IFREG, status.st_size <= maximumBytes else {
      close(descriptor)
      throw CommandFailure(
        (status.st_mode & S_IFMT) == S_IFREG
          ? "Cannot read \(shown): it is larger than \(maximumBytes / 1024 / 1024) MB"
          : "Cannot read \(shown): it is not a file")
    }
    return descriptor
  }
}

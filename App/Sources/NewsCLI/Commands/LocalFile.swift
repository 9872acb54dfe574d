#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation
import NewsClient

/// Reads a file the user named on the command line, with the system's own reason when it cannot.
///
/// Foundation's errors for a missing file or a folder differ between platforms and can be vague
/// ("The operation could not be completed"); the user needs to know which it was.
enum LocalFile {
  /// Far above any subscription list; a larger file was named by mistake.
  static let maximumBytes = 20 * 1024 * 1024

  static func contents(of path: String) throws -> Data {
    let shown = TerminalText.sanitized(path)
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { throw CommandFailure("Cannot read \(shown): \(String(cString: strerror(errno)))") }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw CommandFailure("Cannot read \(shown): \(String(cString: strerror(errno)))")
    }
    guard (status.st_mode & S_IFMT) == S_IFREG else { throw CommandFailure("Cannot read \(shown): it is not a file") }
    guard status.st_size <= maximumBytes else {
      throw CommandFailure("Cannot read \(shown): it is larger than \(maximumBytes / 1024 / 1024) MB")
    }
    do {
      return try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readToEnd() ?? Data()
    } catch {
      throw CommandFailure("Cannot read \(shown): \(error.localizedDescription)")
    }
  }
}

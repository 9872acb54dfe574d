import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few POSIX file calls that atomic saves and set-asides need, with interrupted calls retried,
/// descriptors closed on exec, and failures turned into ``FileSystemFailure``.
///
/// Foundation's file APIs neither fsync nor create exclusively, and both are what make a save
/// atomic and durable, so the engine speaks to the system directly.
public enum POSIXFile {
  /// Opens `path`, retrying when a signal interrupts the call.
  public static func openFile(_ path: String, _ flags: Int32, mode: mode_t = 0) -> Int32 {
    while true {
      let descriptor = open(path, flags | O_CLOEXEC, mode)
      if descriptor >= 0 || errno != EINTR { return descriptor }
    }
  }

  /// The file's status, following symbolic links; nil when nothing is at `path`.
  public static func status(_ path: String) throws(FileSystemFailure) -> stat? {
    var status = stat()
    if stat(path, &status) == 0 { return status }
    if errno == ENOENT { return nil }
    throw .call("inspect", path, code: errno)
  }

  /// The status of `path` itself, a symbolic link rather than what it points to; nil when nothing
  /// is at `path`.
  public static func linkStatus(_ path: String) throws(FileSystemFailure) -> stat? {
    var status = stat()
    if lstat(path, &status) == 0 { return status }
    if errno == ENOENT { return nil }
    throw .call("inspect", path, code: errno)
  }

  public static func isDirectory(_ status: stat) -> Bool { status.st_mode & S_IFMT == S_IFDIR }
  public static func isRegularFile(_ status: stat) -> Bool { status.st_mode & S_IFMT == S_IFREG }
  public static func isSymbolicLink(_ status: stat) -> Bool { status.st_mode & S_IFMT == S_IFLNK }

  /// Everything from the current position of `descriptor` to the end.
  public static func readToEnd(_ descriptor: Int32, path: String, sizeHint: Int)
    throws(FileSystemFailure)
    -> Data
  {
    var data = Data()
    data.reserveCapacity(sizeHint)
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        data.append(contentsOf: buffer[..<count])
      } else if count == 0 {
        return data
      } else if errno != EINTR {
        throw .call("read", path, code: errno)
      }
    }
  }

  /// Writes all of `data`, continuing after short writes and interruptions.
  public static func writeAll(_ data: Data, to descriptor: Int32, path: String)
    throws(FileSystemFailure)
  {
    // Data's closures throw untyped errors, so the failure is carried out of the closure.
    let failure = data.withUnsafeBytes { (bytes) -> FileSystemFailure? in
      do throws(FileSystemFailure) {
        try writeAll(bytes, to: descriptor, path: path)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
  }

  /// Writes all of `bytes`, continuing after short writes and interruptions.
  public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String)
    throws(FileSystemFailure)
  {
    var offset = 0
    while offset < bytes.count {
      let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if count >= 0 {
        offset += count
      } else if errno != EINTR {
        throw .call("write", path, code: errno)
      }
    }
  }

  /// Flushes what was written to `descriptor` to the disk.
  public static func synchronize(_ descriptor: Int32, path: String) throws(FileSystemFailure) {
    while fsync(descriptor) != 0 {
      if errno != EINTR { throw .call("flush", path, code: errno) }
    }
  }

  /// Closes `descriptor`, reporting a failure: on some file systems a delayed write error surfaces
  /// only here.
  public static func closeFile(_ descriptor: Int32, path: String) throws(FileSystemFailure) {
    if close(descriptor) != 0 && errno != EINTR {
      throw .call("close", path, code: errno)
    }
  }

  /// Flushes the folder itself, so that a rename inside it survives a power cut.
  public static func synchronizeFolder(_ path: String) throws(FileSystemFailure) {
    let descriptor = openFile(path, O_RDONLY | O_DIRECTORY)
    guard descriptor >= 0 else { throw .call("open the folder", path, code: errno) }
    defer { _ = close(descriptor) }
    try synchronize(descriptor, path: path)
  }

  /// Creates the folder at `path` and any missing parents with `mode`, and checks that nothing else
  /// is in the way.
  public static func makeFolders(_ path: String, mode: mode_t) throws(FileSystemFailure) {
    if let status = try status(path) {
      guard isDirectory(status) else {
        throw FileSystemFailure(
          reason: "\(path) is in the way: it should be a folder, but it is a file")
      }
      return
    }
    let parent = (path as NSString).deletingLastPathComponent
    if parent != path && !parent.isEmpty {
      try makeFolders(parent, mode: mode)
    }
    if mkdir(path, mode) != 0 && errno != EEXIST {
      throw .call("create the folder", path, code: errno)
    }
  }
}

import Foundation

/// Writes files so that a reader sees either the old content or the new, never a mix or a
/// fragment: data goes to a temporary file in the same folder, is flushed to disk, and is then
/// renamed over the destination, which POSIX makes atomic.
enum AtomicFile {
  static func write(_ data: Data, to destination: URL) throws {
    let temporary = temporaryURL(beside: destination)
    do {
      try FileManager.default.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path])
      }
      let handle = try FileHandle(forWritingTo: temporary)
      defer { try? handle.close() }
      try handle.write(contentsOf: data)
      try handle.synchronize()
      try moveIntoPlace(temporary, destination)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }

  /// Renames `temporary` over `destination` in one step.
  static func moveIntoPlace(_ temporary: URL, _ destination: URL) throws {
    guard rename(temporary.path, destination.path) == 0 else {
      throw CocoaError(
        .fileWriteUnknown,
        userInfo: [
          NSFilePathErrorKey: destination.path,
          NSUnderlyingErrorKey: POSIXError(.init(rawValue: errno) ?? .EIO),
        ])
    }
  }

  /// A fresh name for a temporary file next to `destination`, hidden and marked as partial.
  static func temporaryURL(beside destination: URL) -> URL {
    destination.deletingLastPathComponent()
      .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).partial")
  }
}

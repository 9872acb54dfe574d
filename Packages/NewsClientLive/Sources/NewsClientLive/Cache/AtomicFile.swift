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

  /// Renames `temporary` over `destination` in one step, then flushes the folder so that the
  /// rename itself survives a power cut.
  ///
  /// The flush is best effort: everything here can be fetched again, so a folder that cannot be
  /// flushed costs at most a refetch, never a torn file.
  static func moveIntoPlace(_ temporary: URL, _ destination: URL) throws {
    guard rename(temporary.path, destination.path) == 0 else {
      throw CocoaError(
        .fileWriteUnknown,
        userInfo: [
          NSFilePathErrorKey: destination.path,
          NSUnderlyingErrorKey: POSIXError(.init(rawValue: errno) ?? .EIO),
        ])
    }
    let folder = open(destination.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY)
    if folder >= 0 {
      _ = fsync(folder)
      _ = close(folder)
    }
  }

  /// Deletes the temporary files in `folder` that a write left behind when its process was killed
  /// or the machine lost power, once they are older than `age`, which spares a write still running
  /// in another process.
  static func removeAbandonedTemporaryFiles(
    in folder: URL, olderThan age: TimeInterval, now: Date = Date()
  ) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return
    }
    for name in names where name.hasPrefix(".") && name.hasSuffix(".partial") {
      let file = folder.appendingPathComponent(name)
      guard
        let modified = try? FileManager.default.attributesOfItem(atPath: file.path)[
          .modificationDate] as? Date,
        now.timeIntervalSince(modified) > age
      else { continue }
      try? FileManager.default.removeItem(at: file)
    }
  }

  /// A fresh name for a temporary file next to `destination`, hidden and marked as partial.
  static func temporaryURL(beside destination: URL) -> URL {
    destination.deletingLastPathComponent()
      .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).partial")
  }
}

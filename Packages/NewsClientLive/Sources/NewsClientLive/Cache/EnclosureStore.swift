import Foundation

/// Where downloaded enclosures live: one file per URL, named by a hash of the URL.
///
/// A download streams into a hidden partial file beside its final name, and appears under that
/// name only by a rename after it completed (and matched the announced length), so a file that
/// exists is whole and is reused without asking the network: enclosure URLs name one episode or
/// bulletin, and feeds give a new URL when the audio changes. Audio is streamed to disk rather than
/// held in memory, which is why enclosures do not go through the storage that keeps feed bodies.
struct EnclosureStore: Sendable {
  let directory: URL

  func fileURL(for url: URL) -> URL {
    let name = CacheKey.name(for: url)
    let fileExtension = CacheKey.fileExtension(for: url).map { ".\($0)" } ?? ""
    return directory.appendingPathComponent(name + fileExtension)
  }

  /// A fresh file for one download of `url` to stream into: hidden, unique to this download, and
  /// marked as partial so that ``completedFile(for:)`` never takes it for a whole one.
  func partialFileURL(for url: URL) -> URL {
    directory.appendingPathComponent(
      ".\(fileURL(for: url).lastPathComponent).\(UUID().uuidString).partial")
  }

  /// Renames a finished download over `url`'s file in one step, then flushes the folder so that
  /// the rename itself survives a power cut, and returns where the file now is.
  ///
  /// The flush is best effort: an enclosure can be fetched again, so a folder that cannot be
  /// flushed costs at most a download, never a torn file.
  func moveIntoPlace(_ partial: URL, for url: URL) throws -> URL {
    let destination = fileURL(for: url)
    guard rename(partial.path, destination.path) == 0 else {
      throw CocoaError(
        .fileWriteUnknown,
        userInfo: [
          NSFilePathErrorKey: destination.path,
          NSUnderlyingErrorKey: POSIXError(.init(rawValue: errno) ?? .EIO),
        ])
    }
    let folder = open(directory.path, O_RDONLY | O_DIRECTORY)
    if folder >= 0 {
      _ = fsync(folder)
      _ = close(folder)
    }
    return destination
  }

  /// Deletes the partial files of downloads that were interrupted (the program was killed, the
  /// machine lost power) long enough ago that no download, in this process or another, can still be
  /// writing them.
  func removeAbandonedDownloads(olderThan age: TimeInterval = 24 * 60 * 60, now: Date = Date()) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
      return
    }
    for name in names where name.hasPrefix(".") && name.hasSuffix(".partial") {
      let file = directory.appendingPathComponent(name)
      guard
        let modified = try? FileManager.default.attributesOfItem(atPath: file.path)[
          .modificationDate] as? Date,
        now.timeIntervalSince(modified) > age
      else { continue }
      try? FileManager.default.removeItem(at: file)
    }
  }

  /// The completed download of `url`, if there is one.
  func completedFile(for url: URL) -> URL? {
    let file = fileURL(for: url)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else { return nil }
    return file
  }
}

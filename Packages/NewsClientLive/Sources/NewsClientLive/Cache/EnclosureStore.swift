import FileEngine
import Foundation

/// Where downloaded enclosures live: one file per URL, named by a hash of the URL.
///
/// A download streams into a hidden file beside its final name (FileEngine's
/// ``FileReplacement``), and appears under that name only once it completed and matched the
/// announced length, so a file that exists is whole and is reused without asking the network:
/// enclosure URLs name one episode or bulletin, and feeds give a new URL when the audio changes.
/// Audio is streamed to disk rather than held in memory, which is why enclosures do not go
/// through the storage that keeps feed bodies.
struct EnclosureStore: Sendable {
  let directory: URL

  func fileURL(for url: URL) -> URL {
    let name = CacheKey.name(for: url)
    let fileExtension = CacheKey.fileExtension(for: url).map { ".\($0)" } ?? ""
    return directory.appendingPathComponent(name + fileExtension)
  }

  /// Deletes the hidden files of downloads that were interrupted (the program was killed, the
  /// machine lost power) long enough ago that no download, in this process or another, can still
  /// be writing them.
  func removeAbandonedDownloads(olderThan age: TimeInterval = 24 * 60 * 60, now: Date = Date()) {
    AtomicFile.removeStaleTemporaryFiles(in: directory.path, olderThan: age, now: now)
  }

  /// The completed download of `url`, if there is one.
  func completedFile(for url: URL) -> URL? {
    let file = fileURL(for: url)
    guard let status = try? POSIXFile.status(file.path), POSIXFile.isRegularFile(status) else {
      return nil
    }
    return file
  }
}

import Foundation

/// Where downloaded enclosures live: one file per URL, named by a hash of the URL.
///
/// A file appears under its final name only by a rename after its download completed (and matched
/// the announced length), so a file that exists is whole and is reused without asking the network:
/// enclosure URLs name one episode or bulletin, and feeds give a new URL when the audio changes.
struct EnclosureStore: Sendable {
  let directory: URL

  func fileURL(for url: URL) -> URL {
    let name = CacheKey.name(for: url)
    let fileExtension = CacheKey.fileExtension(for: url).map { ".\($0)" } ?? ""
    return directory.appendingPathComponent(name + fileExtension)
  }

  /// Deletes the temporary files of downloads that were interrupted (the program was killed, the
  /// machine lost power) long enough ago that no download can still be writing them.
  func removeAbandonedDownloads(olderThan age: TimeInterval = 24 * 60 * 60, now: Date = Date()) {
    AtomicFile.removeAbandonedTemporaryFiles(in: directory, olderThan: age, now: now)
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

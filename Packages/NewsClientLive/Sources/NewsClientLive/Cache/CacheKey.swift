import Foundation

/// A file name derived from a URL by hashing it, never from the URL's path.
///
/// A path can hold `../`, slashes, NUL, names reserved by the file system or names thousands of
/// bytes long; a hash of the whole URL is always sixteen hexadecimal digits inside the cache
/// folder. FNV-1a (64 bits) is enough for a personal cache, and feed entries also record their URL
/// so that a collision reads as a miss rather than as another feed.
enum CacheKey {
  static func name(for url: URL) -> String {
    var hash = FNV1a()
    hash.combine(url.absoluteString.utf8)
    return hash.hexadecimal
  }

  /// A short, safe extension from the URL's path (`mp3`, `m4a`) so players can tell the format,
  /// or none when the path has nothing that looks like one.
  static func fileExtension(for url: URL) -> String? {
    let candidate = url.pathExtension.lowercased()
    guard (1...5).contains(candidate.count),
      candidate.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) })
    else { return nil }
    return candidate
  }
}

import Foundation

/// Names a feed document by its bytes, for ``NewsClient/fetchFeedUpdate``.
///
/// The bytes, not the validators: many servers send no ETag or Last-Modified, or send new ones for
/// the same document on every request, and answer 200 with what they sent last time. Naming the
/// document by what it holds recognises those repeats too, and needs nothing from the server.
enum FeedRevision {
  static func of(_ body: Data) -> String {
    var hash = FNV1a()
    body.withUnsafeBytes { hash.combine($0) }
    return "\(body.count)-\(hash.hexadecimal)"
  }
}

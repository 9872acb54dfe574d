import Foundation

/// The form of a feed's address under which two spellings of one feed compare equal.
///
/// People paste addresses as they find them: `HTTPS://Example.org:443/feed#top` and
/// `https://example.org/feed` are the same feed, and subscribing to both would fetch it twice and
/// report its failures twice. Scheme and host are case-insensitive, a default port and a fragment
/// never reach the server, and an empty path is `/`. Path and query are kept as they are, because
/// servers may treat their case as meaningful.
public enum FeedAddress {
  /// The address in that form, read from its parts as written (`percentEncoded: true`), never through
  /// URLComponents' setters or decoded host: those encode and decode hosts through ICU's IDNA,
  /// which the shipped binary leaves out, and then two spellings of one feed stayed two.
  static func identity(of url: URL) -> String {
    guard let scheme = url.scheme?.lowercased(), let host = url.host(percentEncoded: true),
      !host.isEmpty
    else {
      return url.absoluteString
    }
    var identity = scheme + "://"
    if let user = url.user(percentEncoded: true) {
      identity += user
      if let password = url.password(percentEncoded: true) { identity += ":" + password }
      identity += "@"
    }
    identity += host.lowercased()
    if let port = url.port, !(scheme == "http" && port == 80), !(scheme == "https" && port == 443) {
      identity += ":\(port)"
    }
    let path = url.path(percentEncoded: true)
    identity += path.isEmpty ? "/" : path
    if let query = url.query(percentEncoded: true) { identity += "?" + query }
    return identity
  }
}

extension Array where Element == Subscription {
  /// The subscriptions with later spellings of an earlier feed removed, in their order.
  ///
  /// A hand-edited list, or feeds named twice on the command line, must not fetch one feed twice.
  public func removingDuplicateFeeds() -> [Subscription] {
    var seen = Set<String>()
    return filter { seen.insert(FeedAddress.identity(of: $0.url)).inserted }
  }
}

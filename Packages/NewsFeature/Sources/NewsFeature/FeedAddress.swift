import Foundation

/// The form of a feed's address under which two spellings of one feed compare equal.
///
/// People paste addresses as they find them: `HTTPS://Example.org:443/feed#top` and
/// `https://example.org/feed` are the same feed, and subscribing to both would fetch it twice and
/// report its failures twice. Scheme and host are case-insensitive, a default port and a fragment
/// never reach the server, and an empty path is `/`. Path and query are kept as they are, because
/// servers may treat their case as meaningful.
public enum FeedAddress {
  static func identity(of url: URL) -> String {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      components.host != nil
    else {
      return url.absoluteString
    }
    let scheme = components.scheme?.lowercased()
    components.scheme = scheme
    // The encoded host, since setting `host` encodes it again through ICU's IDNA, which the
    // shipped binary leaves out: the address then had no string, and two spellings of one feed
    // stayed two.
    components.percentEncodedHost = components.percentEncodedHost?.lowercased()
    if (scheme == "http" && components.port == 80) || (scheme == "https" && components.port == 443)
    {
      components.port = nil
    }
    components.fragment = nil
    if components.percentEncodedPath.isEmpty {
      components.percentEncodedPath = "/"
    }
    return components.string ?? url.absoluteString
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

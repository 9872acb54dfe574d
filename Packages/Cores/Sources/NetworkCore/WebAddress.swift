import Foundation

/// What the app takes for a web address: http or https, in any case, with a host. Feeds,
/// pages, sync servers and the links a browser is given are all fetched or opened only when they
/// are one; no other scheme is followed, whoever wrote it: a feed, a page, an OPML file, a
/// settings file or a person.
///
/// One rule, where ten copies disagreed on whether a host is required and whether `HTTPS:` is
/// https: `http:feed` has no host and names nothing to fetch, and a scheme's case never counts
/// (RFC 3986, section 3.1).
public enum WebAddress {
  /// Whether `url` is a web address.
  public static func isWeb(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = url.host
    else { return false }
    return !host.isEmpty
  }

  /// The web address a person or a file wrote, white space around it aside; nil for anything
  /// else.
  public static func parse(_ text: String) -> URL? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let url = URL(string: trimmed), isWeb(url) else { return nil }
    return url
  }
}

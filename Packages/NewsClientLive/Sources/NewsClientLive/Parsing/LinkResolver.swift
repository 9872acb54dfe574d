import Foundation

/// Turns the link text of a feed into an absolute URL.
///
/// Relative links are resolved against `xml:base` or the feed's own URL, so a link always leads
/// somewhere from the terminal. Links that are not valid URLs as written (spaces, unencoded
/// non-ASCII characters) are percent-encoded rather than dropped.
enum LinkResolver {
  static func url(_ text: String, base: URL?) -> URL? {
    let trimmed = ASCIIWhitespace.trimmed(text)
    guard !trimmed.isEmpty, trimmed.utf8.count <= 8_192 else { return nil }
    if trimmed.hasPrefix("https://") || trimmed.hasPrefix("http://") {
      return URL(string: trimmed) ?? URL(string: percentEncoded(trimmed))
    }
    guard
      let relative = URL(string: trimmed, relativeTo: base)
        ?? URL(string: percentEncoded(trimmed), relativeTo: base)
    else { return nil }
    let absolute = relative.absoluteURL
    return absolute.scheme == nil ? nil : absolute
  }

  private static func percentEncoded(_ text: String) -> String {
    var allowed = CharacterSet.urlQueryAllowed
    allowed.insert(charactersIn: "#%")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
  }
}

import Foundation
import TextCore

/// The absolute address a link or an image in a page leads to, or nil for one a reader must not
/// follow from a terminal.
///
/// Relative addresses are resolved against the page's base. Only schemes a person can use from a
/// reader are kept: `javascript:` runs code, `data:` can hold megabytes, and `file:` names the
/// reader's own disk.
enum LinkAddress {
  static let allowedSchemes: Set<String> = [
    "http", "https", "mailto", "ftp", "tel", "gemini", "gopher",
  ]

  /// Longer addresses are tracking blobs or attacks, never somewhere to go.
  static let maximumLength = 8 * 1024

  static func resolve(_ reference: String, base: URL?) -> String? {
    // A URL parser drops tabs and line breaks anywhere in an address, and spaces at its ends.
    let trimmed = String(
      String.UnicodeScalarView(
        reference.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" })
    ).trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, trimmed.utf8.count <= maximumLength else { return nil }
    let url: URL?
    if let scheme = scheme(of: trimmed) {
      guard allowedSchemes.contains(scheme) else { return nil }
      url = URL(string: trimmed) ?? URL(string: percentEncoded(trimmed))
    } else {
      guard let base else { return nil }
      url =
        (URL(string: trimmed, relativeTo: base)
        ?? URL(string: percentEncoded(trimmed), relativeTo: base))?
        .absoluteURL
    }
    guard let url, let scheme = url.scheme?.lowercased(), allowedSchemes.contains(scheme) else {
      return nil
    }
    let address = url.absoluteString
    guard address.unicodeScalars.allSatisfy({ !TerminalText.isControl($0) && $0 != " " }) else {
      return nil
    }
    return address
  }

  /// The scheme of an absolute reference in lower case, or nil for a relative one.
  private static func scheme(of reference: String) -> String? {
    var scheme = ""
    for scalar in reference.unicodeScalars {
      switch scalar {
      case ":":
        return scheme.isEmpty ? nil : scheme.lowercased()
      case "a"..."z", "A"..."Z":
        scheme.unicodeScalars.append(scalar)
      case "0"..."9", "+", "-", ".":
        guard !scheme.isEmpty else { return nil }
        scheme.unicodeScalars.append(scalar)
      default:
        return nil
      }
    }
    return nil
  }

  private static func percentEncoded(_ text: String) -> String {
    var allowed = CharacterSet.urlQueryAllowed
    allowed.insert(charactersIn: "#%")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
  }
}

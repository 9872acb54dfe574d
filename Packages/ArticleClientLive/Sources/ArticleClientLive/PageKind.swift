import Foundation

/// Whether a response is a web page at all, before it is parsed as one.
enum PageKind {
  /// HTML by its Content-Type, or, when the server names none or a generic one, by its first
  /// bytes: a PDF, an image or a JSON document has no article, and parsing it as HTML would only
  /// find noise.
  static func isHTML(contentType: String?, body: Data) -> Bool {
    let type =
      contentType?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
      .lowercased() ?? ""
    switch type {
    case "text/html", "application/xhtml+xml", "application/xml", "text/xml":
      return !looksBinary(body)
    case "", "text/plain", "application/octet-stream", "binary/octet-stream":
      return !looksBinary(body) && startsWithMarkup(body)
    default:
      return false
    }
  }

  /// Whether the first bytes hold a NUL outside UTF-16, as text never does.
  private static func looksBinary(_ body: Data) -> Bool {
    let head = body.prefix(1024)
    let isUTF16 = head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF])
    return !isUTF16 && head.contains(0)
  }

  /// Whether the first non-blank character is `<`, after any byte-order mark.
  private static func startsWithMarkup(_ body: Data) -> Bool {
    let head = body.prefix(1024).drop { [0xEF, 0xBB, 0xBF, 0x20, 0x09, 0x0A, 0x0D].contains($0) }
    return head.first == UInt8(ascii: "<")
  }
}

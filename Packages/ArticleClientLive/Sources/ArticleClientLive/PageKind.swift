import Foundation

/// Whether a response is a web page at all, before it is parsed as one.
enum PageKind {
  /// HTML by its Content-Type, or, when the server names none or a generic one, by its first
  /// bytes: a PDF, an image or a JSON document has no article, and parsing it as HTML would only
  /// find noise. Whatever the type says, a feed or JSON is no page: servers label feeds
  /// `text/xml` or even `text/html`, and a feed read as a page is its items' raw markup.
  static func isHTML(contentType: String?, body: Data) -> Bool {
    let type =
      contentType?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
      .lowercased() ?? ""
    switch type {
    case "text/html", "application/xhtml+xml", "application/xml", "text/xml":
      return !looksBinary(body) && !isFeedOrJSON(body)
    case "", "text/plain", "application/octet-stream", "binary/octet-stream":
      return !looksBinary(body) && startsWithMarkup(body) && !isFeedOrJSON(body)
    default:
      return false
    }
  }

  /// Whether the document is a feed or JSON, by what it starts with, as browsers tell a feed
  /// served as HTML (the WHATWG's rules for distinguishing a feed from HTML): after a byte-order
  /// mark, white space, comments, a doctype and processing instructions, an element `rss`,
  /// `feed` or `rdf:RDF` begins a feed, and `{` or `[` begins JSON.
  static func isFeedOrJSON(_ body: Data) -> Bool {
    let bytes = [UInt8](body.prefix(4096))
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count {
      let byte = bytes[index]
      if [0x20, 0x09, 0x0A, 0x0D, 0x0C].contains(byte) {
        index += 1
      } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
        return true
      } else if byte != UInt8(ascii: "<") {
        return false
      } else if bytes[index...].starts(with: Array("<!--".utf8)) {
        guard let close = find(Array("-->".utf8), in: bytes, from: index + 4) else { return false }
        index = close + 3
      } else if bytes[index...].starts(with: Array("<!".utf8))
        || bytes[index...].starts(with: Array("<?".utf8))
      {
        guard let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { return false }
        index = close + 1
      } else {
        let name = bytes[(index + 1)...].prefix { byte in
          !([0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(byte))
        }
        return Self.feedElements.contains(String(decoding: name, as: UTF8.self))
      }
    }
    return false
  }

  /// The root elements of RSS 2.0, Atom and RSS 1.0.
  private static let feedElements: Set<String> = ["rss", "feed", "rdf:RDF"]

  private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard start <= bytes.count - needle.count else { return nil }
    return (start...(bytes.count - needle.count)).first {
      bytes[$0..<($0 + needle.count)].elementsEqual(needle)
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

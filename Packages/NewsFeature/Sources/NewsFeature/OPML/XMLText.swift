import Foundation

/// The text-level parts of XML that reading and writing OPML share.
enum XMLText {
  /// Decodes a document to text, honouring a byte-order mark or the XML declaration's encoding.
  ///
  /// Files exported by older readers are often ISO-8859-1 or windows-1252; bytes that are not
  /// valid in the declared encoding become replacement characters rather than failing the import.
  static func decode(_ data: Data) -> String {
    let bytes = [UInt8](data.prefix(4))
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return String(decoding: data.dropFirst(3), as: UTF8.self)
    }
    if bytes.starts(with: [0xFF, 0xFE]) {
      return String(data: data.dropFirst(2), encoding: .utf16LittleEndian) ?? ""
    }
    if bytes.starts(with: [0xFE, 0xFF]) {
      return String(data: data.dropFirst(2), encoding: .utf16BigEndian) ?? ""
    }
    if bytes.starts(with: [0x3C, 0x00]) {
      return String(data: data, encoding: .utf16LittleEndian) ?? ""
    }
    if bytes.starts(with: [0x00, 0x3C]) {
      return String(data: data, encoding: .utf16BigEndian) ?? ""
    }
    switch declaredEncoding(in: data)?.lowercased() {
    case "iso-8859-1", "latin1", "latin-1", "iso8859-1":
      return String(data: data, encoding: .isoLatin1) ?? String(decoding: data, as: UTF8.self)
    case "windows-1252", "cp1252":
      return String(data: data, encoding: .windowsCP1252) ?? String(decoding: data, as: UTF8.self)
    default:
      return String(decoding: data, as: UTF8.self)
    }
  }

  /// The `encoding` of an XML declaration at the very start of `data`.
  private static func declaredEncoding(in data: Data) -> String? {
    let head = String(decoding: data.prefix(200), as: UTF8.self)
    guard head.hasPrefix("<?xml"), let end = head.range(of: "?>") else { return nil }
    let declaration = head[..<end.lowerBound]
    guard let key = declaration.range(of: "encoding") else { return nil }
    let rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    return String(rest.dropFirst().prefix { $0 != quote })
  }

  /// Replaces the five XML entities and character references, and drops characters XML does not
  /// allow, such as most C0 controls, so that what is read can always be written back. Anything
  /// else that looks like an entity, such as `&nbsp;` in a hand-edited file, stays as written.
  static func unescape(_ bytes: ArraySlice<UInt8>) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.contains("&") else { return legalCharacters(text) }
    // Scalars, not characters: a combining mark after `;` would otherwise hide the `;` inside one
    // grapheme cluster.
    var result = String.UnicodeScalarView()
    var rest = text.unicodeScalars[...]
    while let ampersand = rest.firstIndex(of: "&") {
      result.append(contentsOf: rest[..<ampersand])
      let afterAmpersand = rest.index(after: ampersand)
      guard let semicolon = rest[afterAmpersand...].prefix(12).firstIndex(of: ";"),
        let replacement = entity(String(rest[afterAmpersand..<semicolon]))
      else {
        result.append("&")
        rest = rest[afterAmpersand...]
        continue
      }
      result.append(replacement)
      rest = rest[rest.index(after: semicolon)...]
    }
    result.append(contentsOf: rest)
    return legalCharacters(String(result))
  }

  private static func entity(_ name: String) -> Unicode.Scalar? {
    switch name {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default:
      let number: UInt32?
      if name.hasPrefix("#x") || name.hasPrefix("#X") {
        number = UInt32(name.dropFirst(2), radix: 16)
      } else if name.hasPrefix("#") {
        number = UInt32(name.dropFirst())
      } else {
        number = nil
      }
      return number.flatMap(Unicode.Scalar.init)
    }
  }

  /// `text` without the characters XML 1.0 forbids: C0 controls other than tab, line feed and
  /// carriage return, and the non-characters U+FFFE and U+FFFF.
  static func legalCharacters(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { !isLegal($0) }) else { return text }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: text.unicodeScalars.filter(isLegal))
    return String(result)
  }

  private static func isLegal(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: true
    case 0x00...0x1F, 0xFFFE, 0xFFFF: false
    default: true
    }
  }

  /// Escapes text for a double-quoted attribute value, including line breaks and tabs, which
  /// readers would otherwise normalise to spaces.
  static func escapeAttribute(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      case "\t": result += "&#9;"
      case _ where scalar.value < 0x20:
        continue
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

import CLibXML2

/// The character encoding of a fetched page, chosen as browsers choose it.
///
/// The sources are tried in a fixed order, each only when the one before says nothing: the
/// byte-order mark, which cannot be wrong about the bytes it starts; the `charset` of the HTTP
/// Content-Type, which the server sets for the whole site; then a `<meta charset>` or
/// `<meta http-equiv="Content-Type">` among the first bytes of the page, which the author wrote
/// but a proxy or a template may have made stale. Without any, bytes that are valid UTF-8 are
/// UTF-8, and anything else is windows-1252, which never fails to decode.
///
/// Labels are read as the WHATWG Encoding Standard reads them: ISO-8859-1 and US-ASCII mean
/// windows-1252, whose printable characters in 0x80–0x9F (curly quotes, dashes, the euro sign)
/// pages labelled Latin-1 use all the time. A label libxml2 cannot decode is passed over, and
/// the next source decides.
public struct HTMLCharset: Sendable, Hashable {
  /// The encoding's name, as libxml2's converters know it.
  public let name: String
  /// Where the choice came from.
  public let source: Source

  public init(name: String, source: Source) {
    self.name = name
    self.source = source
  }

  public enum Source: Sendable, Hashable {
    case byteOrderMark
    case httpHeader
    case metaTag
    /// Nothing declared one: the bytes decided.
    case bytes
  }

  /// How many bytes of the page are searched for a `<meta>` that names the charset: browsers
  /// look at the first 1024, but real pages put scripts and comments before it, and a reader
  /// loses nothing by looking further.
  static let metaSearchBytes = 16 * 1024

  /// The encoding of `bytes`, given the `charset` parameter of the response's Content-Type.
  public static func detect(_ bytes: UnsafeBufferPointer<UInt8>, httpCharset: String?)
    -> HTMLCharset
  {
    if let mark = byteOrderMark(bytes) {
      return HTMLCharset(name: mark.name, source: .byteOrderMark)
    }
    if let httpCharset, let name = supportedName(forLabel: httpCharset) {
      return HTMLCharset(name: name, source: .httpHeader)
    }
    if let label = MetaCharsetScanner.label(
      in: UnsafeBufferPointer(rebasing: bytes.prefix(metaSearchBytes))),
      let name = supportedName(forLabel: label)
    {
      // A page whose `<meta>` can be read as ASCII is not UTF-16, whatever it says.
      return HTMLCharset(name: name.hasPrefix("UTF-16") ? "UTF-8" : name, source: .metaTag)
    }
    return HTMLCharset(name: isValidUTF8(bytes) ? "UTF-8" : "windows-1252", source: .bytes)
  }

  /// The encoding a byte-order mark at the start of `bytes` names, and the mark's length.
  static func byteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> (name: String, length: Int)? {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return ("UTF-8", 3) }
    if bytes.starts(with: [0xFE, 0xFF]) { return ("UTF-16BE", 2) }
    if bytes.starts(with: [0xFF, 0xFE]) { return ("UTF-16LE", 2) }
    return nil
  }

  /// The name libxml2 decodes a label by, or nil when it names no encoding libxml2 can decode.
  static func supportedName(forLabel label: String) -> String? {
    let trimmed = label.trimmingASCIIWhitespaceAndQuotes().lowercased()
    guard !trimmed.isEmpty, trimmed.utf8.count <= 40 else { return nil }
    if let name = whatwgNames[trimmed] { return name }
    guard trimmed.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }),
      let handler = xmlFindCharEncodingHandler(trimmed)
    else { return nil }
    xmlCharEncCloseFunc(handler)
    return trimmed
  }

  /// The labels that the WHATWG Encoding Standard reads as another encoding than their name, or
  /// that are spelt many ways: each maps to the name of the superset browsers decode it as.
  private static let whatwgNames: [String: String] = {
    var names: [String: String] = [:]
    for label in [
      "unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "utf-8", "utf8", "x-unicode20utf8",
    ] {
      names[label] = "UTF-8"
    }
    for label in [
      "ansi_x3.4-1968", "ascii", "cp1252", "cp819", "csisolatin1", "ibm819", "iso-8859-1",
      "iso-ir-100", "iso8859-1", "iso88591", "iso_8859-1", "iso_8859-1:1987", "l1", "latin1",
      "us-ascii", "windows-1252", "x-cp1252",
    ] {
      names[label] = "windows-1252"
    }
    for label in [
      "cp1254", "csisolatin5", "iso-8859-9", "iso-ir-148", "iso8859-9", "iso88599", "iso_8859-9",
      "iso_8859-9:1989", "l5", "latin5", "windows-1254", "x-cp1254",
    ] {
      names[label] = "windows-1254"
    }
    for label in ["dos-874", "iso-8859-11", "iso8859-11", "iso885911", "tis-620", "windows-874"] {
      names[label] = "CP874"
    }
    for label in [
      "chinese", "csgb2312", "csiso58gb231280", "gb2312", "gb_2312", "gb_2312-80", "gbk",
      "iso-ir-58", "x-gbk",
    ] {
      names[label] = "GBK"
    }
    for label in [
      "cseuckr", "csksc56011987", "euc-kr", "iso-ir-149", "korean", "ks_c_5601-1987",
      "ks_c_5601-1989", "ksc5601", "ksc_5601", "windows-949",
    ] {
      names[label] = "CP949"
    }
    for label in [
      "csshiftjis", "ms932", "ms_kanji", "shift-jis", "shift_jis", "sjis", "windows-31j",
      "x-sjis",
    ] {
      names[label] = "CP932"
    }
    for label in ["unicodefffe", "utf-16be"] { names[label] = "UTF-16BE" }
    for label in [
      "csunicode", "iso-10646-ucs-2", "ucs-2", "unicode", "unicodefeff", "utf-16", "utf-16le",
    ] {
      names[label] = "UTF-16LE"
    }
    return names
  }()

  /// Whether `bytes` are well-formed UTF-8 throughout.
  static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = bytes.count
    while index < count {
      // Runs of ASCII, the bulk of any page, are skipped eight bytes at a time.
      while index + 8 <= count,
        UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
          & 0x8080_8080_8080_8080 == 0
      {
        index += 8
      }
      guard index < count else { return true }
      let lead = bytes[index]
      let length: Int
      switch lead {
      case 0x00...0x7F:
        index += 1
        continue
      case 0xC2...0xDF: length = 2
      case 0xE0...0xEF: length = 3
      case 0xF0...0xF4: length = 4
      default: return false
      }
      guard index + length <= count else { return false }
      let second = bytes[index + 1]
      switch lead {
      case 0xE0: guard (0xA0...0xBF).contains(second) else { return false }
      case 0xED: guard (0x80...0x9F).contains(second) else { return false }
      case 0xF0: guard (0x90...0xBF).contains(second) else { return false }
      case 0xF4: guard (0x80...0x8F).contains(second) else { return false }
      default: guard second & 0xC0 == 0x80 else { return false }
      }
      for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 {
        return false
      }
      index += length
    }
    return true
  }
}

extension String {
  fileprivate func trimmingASCIIWhitespaceAndQuotes() -> String {
    let unwanted: Set<UInt8> = [
      0x20, 0x09, 0x0A, 0x0C, 0x0D, UInt8(ascii: "\""), UInt8(ascii: "'"),
    ]
    let bytes = Array(utf8)
    guard let first = bytes.firstIndex(where: { !unwanted.contains($0) }),
      let last = bytes.lastIndex(where: { !unwanted.contains($0) })
    else { return "" }
    return String(decoding: bytes[first...last], as: UTF8.self)
  }
}

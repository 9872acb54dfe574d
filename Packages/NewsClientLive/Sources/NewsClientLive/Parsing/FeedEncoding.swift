import Foundation

/// A character encoding a feed may be written in, as ``FeedTextDecoder`` reads it.
enum FeedEncoding: Equatable {
  case utf8
  case utf16(bigEndian: Bool)
  case utf32(bigEndian: Bool)
  /// Also every name of ISO-8859-1 and US-ASCII: feeds that claim them routinely break them with
  /// Windows quotes, and windows-1252 is their superset, as the WHATWG Encoding Standard and every
  /// browser read them.
  case windows1252
  /// Any other encoding iconv knows, by its label.
  case other(String)

  /// Whether `<` is the byte 0x3C, as in UTF-8 and most 8-bit encodings: only then can the XML
  /// declaration be read before the encoding is known. EBCDIC's encodings are not.
  var isASCIICompatible: Bool {
    switch self {
    case .utf16, .utf32: false
    case .other(let label): FeedTextDecoder.readsASCII(label)
    default: true
    }
  }

  /// The encoding a `charset` or `encoding` label names, or nil when it names none this reader
  /// knows. `UTF-16` and `UTF-32` without an order are big-endian, which only matters when no
  /// byte-order mark or byte pattern says otherwise.
  init?(label: String) {
    let name = label.trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\r\u{0C}\"'"))
      .lowercased()
    if Self.windows1252Names.contains(Self.comparable(name)) {
      self = .windows1252
      return
    }
    switch name {
    case "utf-8", "utf8", "unicode-1-1-utf-8", "x-unicode20utf8": self = .utf8
    case "utf-16", "utf16", "utf-16be", "unicode", "ucs-2", "iso-10646-ucs-2":
      self = .utf16(bigEndian: true)
    case "utf-16le": self = .utf16(bigEndian: false)
    case "utf-32", "utf32", "utf-32be", "ucs-4", "iso-10646-ucs-4": self = .utf32(bigEndian: true)
    case "utf-32le": self = .utf32(bigEndian: false)
    case "": return nil
    default:
      // The name as written, with `-` for `_` (Python writes `windows_1250`), or the name iconv
      // gives the encoding another name has in Python and IANA.
      let candidates = [
        name, name.replacingOccurrences(of: "_", with: "-"), Self.iconvNames[Self.comparable(name)],
      ]
      guard let known = candidates.lazy.compactMap({ $0 }).first(where: FeedTextDecoder.canDecode)
      else { return nil }
      self = .other(known)
    }
  }

  /// iconv's names for encodings that Python and IANA call otherwise, as ``comparable(_:)``
  /// writes those.
  private static let iconvNames: [String: String] = [
    "macroman": "MACINTOSH", "xmacroman": "MACINTOSH",
    "maccentraleurope": "MAC-CENTRALEUROPE", "maclatin2": "MAC-CENTRALEUROPE",
    "xmacce": "MAC-CENTRALEUROPE", "maciceland": "MAC-IS", "xmacicelandic": "MAC-IS",
    "maccyrillic": "MAC-CYRILLIC", "xmaccyrillic": "MAC-CYRILLIC",
    "macukraine": "MACUKRAINIAN", "xmacukrainian": "MACUKRAINIAN",
    "cpis": "IBM861", "csibm861": "IBM861", "ibm039": "IBM037",
  ]

  /// The names read as windows-1252, as ``comparable(_:)`` writes them: the WHATWG Encoding
  /// Standard's labels for it, and IANA's aliases of ISO-8859-1 and US-ASCII, which iconv would
  /// otherwise read strictly, losing every Windows quote.
  private static let windows1252Names: Set<String> = [
    // WHATWG: windows-1252, cp1252, x-cp1252, iso-8859-1 (and iso8859-1, iso88591, iso_8859-1),
    // iso_8859-1:1987, iso-ir-100, csisolatin1, latin1, l1, cp819, ibm819, us-ascii, ascii and
    // ansi_x3.4-1968.
    "windows1252", "cp1252", "xcp1252", "iso88591", "iso885911987", "isoir100", "csisolatin1",
    "latin1", "l1", "cp819", "ibm819", "usascii", "ascii", "ansix341968",
    // IANA's other names of US-ASCII.
    "ansix341986", "isoir6", "iso646irv1991", "iso646us", "us", "ibm367", "cp367", "csascii",
  ]

  /// `name`, in lower case, with only its letters and digits, so that `ISO8859_1`, `iso-8859-1` and
  /// `iso_8859-1` compare equal, as Java and Python write the same name differently.
  private static func comparable(_ name: String) -> String {
    let scalars = name.unicodeScalars.filter {
      ("a"..."z").contains($0) || ("0"..."9").contains($0)
    }
    return String(String.UnicodeScalarView(scalars))
  }

  /// The encoding a byte-order mark at the start of `bytes` announces, and the mark's length.
  static func byteOrderMark(_ bytes: [UInt8]) -> (encoding: FeedEncoding, length: Int)? {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
    if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return (.utf32(bigEndian: true), 4) }
    if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return (.utf32(bigEndian: false), 4) }
    if bytes.starts(with: [0xFE, 0xFF]) { return (.utf16(bigEndian: true), 2) }
    if bytes.starts(with: [0xFF, 0xFE]) { return (.utf16(bigEndian: false), 2) }
    return nil
  }

  /// EBCDIC's `<?xm`, by which XML 1.0 Appendix F tells an EBCDIC document.
  static let ebcdicPattern: [UInt8] = [0x4C, 0x6F, 0xA7, 0x94]

  /// The EBCDIC encoding the XML declaration at the start of `bytes` names, read in EBCDIC's
  /// common code page (037), which spells a declaration as they all do: that code page when the
  /// declaration names none iconv knows. Nil when the declaration's end is not among the bytes
  /// yet, unless `isComplete`.
  static func ebcdicDeclared(_ bytes: [UInt8], isComplete: Bool) -> FeedEncoding? {
    let common = FeedEncoding.other("IBM037")
    // `>` is 0x6E in EBCDIC.
    guard let end = bytes.prefix(1024).firstIndex(of: 0x6E) else {
      return isComplete || bytes.count >= 1024 ? common : nil
    }
    let decoder = FeedTextDecoder(encoding: common, repairsXML: false)
    let declaration = bytes[..<end].withUnsafeBytes { decoder.decode($0) } ?? []
    guard let label = FeedParser.encodingLabel(inDeclaration: declaration[...]),
      let named = FeedEncoding(label: label), !named.isASCIICompatible
    else { return common }
    return named
  }

  /// UTF-16 or UTF-32 told by the zero bytes around the first character (`<`, `{` or whitespace,
  /// all ASCII), as XML 1.0 Appendix F describes, for documents without a byte-order mark.
  static func wideEncodingPattern(_ bytes: [UInt8]) -> FeedEncoding? {
    guard bytes.count >= 4 else { return nil }
    let zero = bytes.prefix(4).map { $0 == 0 }
    switch (zero[0], zero[1], zero[2], zero[3]) {
    case (true, true, true, false): return .utf32(bigEndian: true)
    case (false, true, true, true): return .utf32(bigEndian: false)
    case (true, false, _, _): return .utf16(bigEndian: true)
    case (false, true, _, _): return .utf16(bigEndian: false)
    default: return nil
    }
  }
}

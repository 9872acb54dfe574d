import Foundation
import NewsClient
import TextCore

extension OPMLDocument {
  /// Reads an OPML file.
  ///
  /// OPML is a small subset of XML, and features may not link libxml2, so this is a small reader of
  /// its own: it understands elements, attributes, the five XML entities and character references,
  /// comments, CDATA, processing instructions and a DOCTYPE, which it skips without expanding any
  /// entity it declares, so entity bombs and external entities have nothing to work with. It is
  /// tolerant of what real exports get wrong: unknown entities stay as written, and unclosed
  /// elements are closed at the end.
  public init(data: Data) throws(OPMLError) {
    var reader = OPMLReader(bytes: Array(XMLText.decode(data).utf8))
    self = try reader.read()
  }
}

/// How deep elements may nest before a document is refused.
private let maximumDepth = 256

private struct OPMLReader {
  let bytes: [UInt8]
  var index = 0

  /// Outlines being built, innermost last; the first entry collects the body's outlines.
  var openOutlines: [OPMLOutline] = []
  /// Open element names, innermost last.
  var openElements: [String] = []
  var sawRoot = false
  var title: String?
  var titleText: String?

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func read() throws(OPMLError) -> OPMLDocument {
    openOutlines = [OPMLOutline(text: "")]
    while let start = nextIndex(of: UInt8(ascii: "<")) {
      if titleText != nil { titleText! += XMLText.unescape(bytes[index..<start]) }
      index = start
      if matches("<?") {
        try skip(past: "?>")
      } else if matches("<!--") {
        try skip(past: "-->")
      } else if matches("<![CDATA[") {
        index += 9
        let end = try position(of: "]]>")
        if titleText != nil {
          titleText! += XMLText.legalCharacters(String(decoding: bytes[index..<end], as: UTF8.self))
        }
        index = end + 3
      } else if matches("<!") {
        try skipDeclaration()
      } else if matches("</") {
        try readEndTag()
      } else {
        try readStartTag()
      }
    }
    guard sawRoot else { throw .notOPML }
    while openOutlines.count > 1 { closeOutline() }
    return OPMLDocument(title: title, outlines: openOutlines[0].children)
  }

  // MARK: Elements

  mutating func readStartTag() throws(OPMLError) {
    index += 1
    let name = readName()
    guard !name.isEmpty else {
      // A lone "<" in text: tolerate it as text.
      return
    }
    var attributes: [String: String] = [:]
    var selfClosing = false
    while true {
      skipWhitespace()
      guard index < bytes.count else { throw .malformed("the file ends inside <\(name)>") }
      if bytes[index] == UInt8(ascii: ">") {
        index += 1
        break
      }
      if matches("/>") {
        index += 2
        selfClosing = true
        break
      }
      let attribute = readName()
      guard !attribute.isEmpty else { throw .malformed("unexpected character in <\(name)>") }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
        attributes[attribute] = ""
        continue
      }
      index += 1
      skipWhitespace()
      attributes[attribute] = try readAttributeValue()
    }
    try open(name, attributes: attributes)
    if selfClosing { close(name) }
  }

  mutating func readEndTag() throws(OPMLError) {
    index += 2
    let name = readName()
    guard let end = nextIndex(of: UInt8(ascii: ">")) else {
      throw .malformed("the file ends inside </\(name)>")
    }
    index = end + 1
    close(name)
  }

  mutating func open(_ name: String, attributes: [String: String]) throws(OPMLError) {
    let element = name.lowercased()
    if openElements.isEmpty {
      guard element == "opml" else { throw .notOPML }
      sawRoot = true
    }
    openElements.append(element)
    guard openElements.count <= maximumDepth else { throw .tooDeeplyNested(limit: maximumDepth) }
    switch element {
    case "outline":
      let text = attributes["text"] ?? attributes["title"] ?? ""
      openOutlines.append(
        OPMLOutline(
          text: text,
          title: attributes["title"],
          type: attributes["type"],
          xmlURL: attributes["xmlUrl"] ?? attributes["xmlURL"] ?? attributes["xmlurl"],
          htmlURL: attributes["htmlUrl"] ?? attributes["htmlURL"] ?? attributes["htmlurl"],
          category: attributes["category"]
        )
      )
    case "title" where openElements.dropLast().last == "head":
      titleText = ""
    default:
      break
    }
  }

  /// Closes the innermost element named `name` and any left open inside it.
  mutating func close(_ name: String) {
    let element = name.lowercased()
    guard let position = openElements.lastIndex(of: element) else { return }
    for closing in openElements[position...].reversed() {
      switch closing {
      case "outline":
        closeOutline()
      case "title" where titleText != nil:
        title = titleText.map { TerminalText.sanitized($0) }
        titleText = nil
      default:
        break
      }
    }
    openElements.removeSubrange(position...)
  }

  mutating func closeOutline() {
    guard openOutlines.count > 1, let outline = openOutlines.popLast() else { return }
    openOutlines[openOutlines.count - 1].children.append(outline)
  }

  // MARK: Markup that carries nothing for OPML

  /// Skips `<!DOCTYPE …>` and other declarations, including an internal subset in brackets.
  mutating func skipDeclaration() throws(OPMLError) {
    var bracketDepth = 0
    var quote: UInt8?
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if let open = quote {
        if byte == open { quote = nil }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        quote = byte
      case UInt8(ascii: "["):
        bracketDepth += 1
      case UInt8(ascii: "]"):
        bracketDepth -= 1
      case UInt8(ascii: ">") where bracketDepth <= 0:
        return
      default:
        continue
      }
    }
    throw .malformed("the file ends inside a declaration")
  }

  mutating func skip(past terminator: String) throws(OPMLError) {
    index = try position(of: terminator) + terminator.utf8.count
  }

  // MARK: Scanning

  mutating func readName() -> String {
    let start = index
    while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  mutating func readAttributeValue() throws(OPMLError) -> String {
    guard index < bytes.count else { throw .malformed("the file ends inside an attribute") }
    let quote = bytes[index]
    if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
      index += 1
      guard let end = nextIndex(of: quote) else {
        throw .malformed("an attribute value is not closed")
      }
      let value = XMLText.unescape(bytes[index..<end])
      index = end + 1
      return value
    }
    // Unquoted values are invalid XML, but appear in hand-written files.
    let start = index
    while index < bytes.count, !Self.isWhitespace(bytes[index]), bytes[index] != UInt8(ascii: ">") {
      index += 1
    }
    return XMLText.unescape(bytes[start..<index])
  }

  mutating func skipWhitespace() {
    while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
  }

  func matches(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    return text.withUTF8Buffer { bytes[index..<index + count].elementsEqual($0) }
  }

  func nextIndex(of byte: UInt8) -> Int? {
    bytes[index...].firstIndex(of: byte)
  }

  func position(of terminator: String) throws(OPMLError) -> Int {
    let pattern = Array(terminator.utf8)
    var candidate = index
    while let found = bytes[candidate...].firstIndex(of: pattern[0]) {
      if found + pattern.count <= bytes.count,
        bytes[found..<found + pattern.count].elementsEqual(pattern)
      {
        return found
      }
      candidate = found + 1
    }
    throw .malformed("the file ends before \(terminator)")
  }

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ":"), UInt8(ascii: "_"),
      UInt8(ascii: "-"),
      UInt8(ascii: "."), 0x80...0xFF:
      return true
    default:
      return false
    }
  }
}

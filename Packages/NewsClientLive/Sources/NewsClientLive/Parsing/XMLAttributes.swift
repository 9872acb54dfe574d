import CLibXML2
import Foundation

/// The attributes of one element as libxml2's SAX2 hands them over: five pointers each (local
/// name, prefix, namespace URI, value start, value end).
struct XMLAttributes {
  let values: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
  let count: Int

  /// The value of the attribute `name` that has no namespace, or, for RDF's `rdf:about` and
  /// `rdf:resource`, any namespace, without characters unfit for a terminal.
  func value(_ name: StaticString, inAnyNamespace: Bool = false) -> String? {
    guard let values, count > 0 else { return nil }
    for index in 0..<count {
      let base = index * 5
      guard let localName = values[base], inAnyNamespace || values[base + 2] == nil,
        strcmp(localName, name.utf8Start) == 0,
        let start = values[base + 3], let end = values[base + 4]
      else { continue }
      return TerminalSafety.sanitizedValue(Self.text(from: start, to: end))
    }
    return nil
  }

  /// Whether the attribute `name` (without a namespace) is `value`, ignoring ASCII case and
  /// surrounding whitespace, compared without making a string.
  func has(_ name: StaticString, equalTo value: StaticString) -> Bool {
    guard let values, count > 0 else { return false }
    let expected = UnsafeBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount)
    for index in 0..<count {
      let base = index * 5
      guard let localName = values[base], values[base + 2] == nil,
        strcmp(localName, name.utf8Start) == 0,
        let start = values[base + 3], let end = values[base + 4]
      else { continue }
      var actual = UnsafeBufferPointer(start: start, count: end - start)[...]
      while let first = actual.first, ASCIIWhitespace.contains(first) { actual.removeFirst() }
      while let last = actual.last, ASCIIWhitespace.contains(last) { actual.removeLast() }
      return actual.count == expected.count
        && zip(actual, expected).allSatisfy { ($0 | 0x20) == ($1 | 0x20) }
    }
    return false
  }

  /// `xml:base`, which sets the URL that relative links inside the element resolve against.
  var xmlBase: String? {
    guard let values, count > 0 else { return nil }
    for index in 0..<count {
      let base = index * 5
      guard let localName = values[base], let namespaceURI = values[base + 2],
        strcmp(localName, "base") == 0,
        strcmp(namespaceURI, "http://www.w3.org/XML/1998/namespace") == 0,
        let start = values[base + 3], let end = values[base + 4]
      else { continue }
      return Self.text(from: start, to: end)
    }
    return nil
  }

  /// The text of a value. libxml2, which leaves references in values to whoever parses them again
  /// unless it substitutes entities, hands each `&` over as `&#38;`, and every `&` in a value
  /// starts one: the decoder has escaped any other.
  private static func text(from start: UnsafePointer<xmlChar>, to end: UnsafePointer<xmlChar>)
    -> String
  {
    let bytes = UnsafeBufferPointer(start: start, count: end - start)
    let text = String(decoding: bytes, as: UTF8.self)
    guard bytes.contains(UInt8(ascii: "&")) else { return text }
    return text.replacingOccurrences(of: "&#38;", with: "&")
  }

  /// Appends the attributes that have no namespace as they read in an HTML start tag
  /// (` href="…" alt="…"`), so that an element of inline XHTML keeps what the renderer reads from
  /// it: a link's target, an image's source and its alternative text.
  ///
  /// With `base`, a relative `href` or `src` is written resolved against it: an `xml:base` in
  /// scope decides what it means, and only here, where the element's own base is known.
  func appendAsHTML(to bytes: inout [UInt8], resolvingAgainst base: URL?) {
    guard let values, count > 0 else { return }
    for index in 0..<count {
      let attribute = index * 5
      guard let localName = values[attribute], values[attribute + 2] == nil,
        let start = values[attribute + 3], let end = values[attribute + 4]
      else { continue }
      let name = UnsafeBufferPointer(start: localName, count: Int(xmlStrlen(localName)))
      bytes.append(UInt8(ascii: " "))
      bytes.append(contentsOf: name)
      bytes.append(contentsOf: "=\"".utf8)
      let value = Self.text(from: start, to: end)
      if let base, Self.isLink(name), let url = LinkResolver.url(value, base: base) {
        Self.appendEscaped(url.absoluteString, to: &bytes)
      } else {
        Self.appendEscaped(value, to: &bytes)
      }
      bytes.append(UInt8(ascii: "\""))
    }
  }

  /// Whether an attribute holds the address of a link or an image, as the renderer reads them.
  private static func isLink(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    name.elementsEqual("href".utf8) || name.elementsEqual("src".utf8)
  }

  /// A value inside double quotes, escaped as HTML reads it back.
  private static func appendEscaped(_ value: String, to bytes: inout [UInt8]) {
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "\""): bytes.append(contentsOf: "&quot;".utf8)
      case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
      default: bytes.append(byte)
      }
    }
  }

  /// An Atom link's `rel`, which means `alternate` when it is missing.
  var linkRelation: String {
    value("rel").map { ASCIIWhitespace.trimmed($0).lowercased() } ?? "alternate"
  }
}

private func strcmp(_ left: UnsafePointer<xmlChar>, _ right: UnsafePointer<UInt8>) -> Int32 {
  xmlStrcmp(left, right)
}

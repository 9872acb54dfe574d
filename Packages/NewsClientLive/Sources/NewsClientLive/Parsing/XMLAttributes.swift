import CLibXML2

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

  /// An Atom link's `rel`, which means `alternate` when it is missing.
  var linkRelation: String {
    value("rel").map { ASCIIWhitespace.trimmed($0).lowercased() } ?? "alternate"
  }
}

private func strcmp(_ left: UnsafePointer<xmlChar>, _ right: UnsafePointer<UInt8>) -> Int32 {
  xmlStrcmp(left, right)
}

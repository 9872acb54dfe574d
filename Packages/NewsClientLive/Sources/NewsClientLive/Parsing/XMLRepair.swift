/// What ``FeedTextDecoder`` repairs in XML that feeds write but XML 1.0 forbids, reading the
/// markup only as far as it must to know what a `&` means.
///
/// An `&` starts a reference only where XML parses one (in text and attribute values, not in a
/// CDATA section or a comment), and only if the reference is complete and known: a numeric one, a
/// name XML predefines, or an HTML name such as `&nbsp;`, which feeds use without declaring it and
/// which becomes the numeric reference to its character, so that it reads the same in an
/// attribute as in text. Any other `&`, such as the bare one in `?a=1&b=2` or the start of
/// `&doesnotexist;`, is written `&amp;`, so it stays the text it was instead of costing the
/// characters after it, as browsers, feedparser and newsboat keep it.
///
/// A numeric reference is read by HTML's rule, as escaped HTML is (``HTMLEntities``), so `&#146;`
/// means the same in a title as in a summary; one to a character XML forbids becomes U+FFFD, or a
/// ``ControlStandIns`` stand-in for a control.
struct XMLRepair {
  /// Where the document stands, which decides which bytes need a look.
  private enum Section {
    case text
    case characterData
    case comment
  }

  /// What to do at a byte that needed a look.
  enum Step {
    /// Keep this many bytes as they are.
    case keep(Int)
    /// Write `&amp;` for the `&`, which stays text.
    case escapeAmpersand
    /// Replace this many bytes with a reference to the scalar, which XML allows.
    case reference(Int, Unicode.Scalar)
    /// Replace this many bytes with the stand-in for the control.
    case standIn(Int, control: UInt8)
    /// Hold the rest back: only the next bytes tell what it is.
    case holdBack
  }

  private var section = Section.text

  /// Whether `byte` needs ``step(_:at:isFinal:)``; every other ASCII byte is kept as it is.
  @inline(__always)
  func needsALook(_ byte: UInt8) -> Bool {
    if byte < 0x20 { return ControlStandIns.isForbidden(byte) }
    switch section {
    case .text: return byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<")
    case .characterData: return byte == UInt8(ascii: "]")
    case .comment: return byte == UInt8(ascii: "-")
    }
  }

  /// What to do at `input[start]`, a byte that ``needsALook(_:)``. `isFinal` says no bytes follow
  /// `input`, so nothing can be held back.
  mutating func step(_ input: UnsafeBufferPointer<UInt8>, at start: Int, isFinal: Bool) -> Step {
    let byte = input[start]
    if byte < 0x20 { return .standIn(1, control: byte) }
    switch section {
    case .text where byte == UInt8(ascii: "&"):
      return Self.reference(input, at: start, isFinal: isFinal)
    case .text:
      return enter(input, at: start, isFinal: isFinal)
    case .characterData:
      return leave(input, at: start, past: "]]>", isFinal: isFinal)
    case .comment:
      return leave(input, at: start, past: "-->", isFinal: isFinal)
    }
  }

  /// Whether XML allows `scalar` and it is not a stand-in.
  static func allows(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: true
    case 0x00..<0x20, 0xFFFE, 0xFFFF: false
    default: ControlStandIns.control(for: scalar) == nil
    }
  }

  // MARK: - Sections

  /// At a `<` in text: a CDATA section or a comment starts here, or any other markup, which is
  /// read as text is.
  private mutating func enter(_ input: UnsafeBufferPointer<UInt8>, at start: Int, isFinal: Bool)
    -> Step
  {
    if let step = open(.characterData, at: "<![CDATA[", in: input, start, isFinal) { return step }
    if let step = open(.comment, at: "<!--", in: input, start, isFinal) { return step }
    return .keep(1)
  }

  /// The step if `section` opens at `start` or may, once more bytes arrive; nil if it does not.
  private mutating func open(
    _ section: Section, at opening: StaticString, in input: UnsafeBufferPointer<UInt8>,
    _ start: Int, _ isFinal: Bool
  ) -> Step? {
    switch Self.match(opening, in: input, at: start) {
    case .whole:
      self.section = section
      return .keep(opening.utf8CodeUnitCount)
    case .cut where !isFinal:
      return .holdBack
    default:
      return nil
    }
  }

  /// At the first byte of `closing` inside a section: the section ends here or goes on.
  private mutating func leave(
    _ input: UnsafeBufferPointer<UInt8>, at start: Int, past closing: StaticString, isFinal: Bool
  ) -> Step {
    switch Self.match(closing, in: input, at: start) {
    case .whole:
      section = .text
      return .keep(closing.utf8CodeUnitCount)
    case .cut where !isFinal:
      return .holdBack
    default:
      return .keep(1)
    }
  }

  private enum Match {
    case whole
    /// The input ends while it still matches.
    case cut
    case different
  }

  private static func match(
    _ pattern: StaticString, in input: UnsafeBufferPointer<UInt8>, at start: Int
  ) -> Match {
    let bytes = UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount)
    var index = start
    for byte in bytes {
      guard index < input.count else { return .cut }
      guard input[index] == byte else { return .different }
      index += 1
    }
    return .whole
  }

  // MARK: - References

  /// At an `&` in text or an attribute value.
  private static func reference(_ input: UnsafeBufferPointer<UInt8>, at start: Int, isFinal: Bool)
    -> Step
  {
    let count = input.count
    var index = start + 1
    let isNumeric = index < count && input[index] == UInt8(ascii: "#")
    if isNumeric { index += 1 }
    let isHexadecimal = isNumeric && index < count && input[index] | 0x20 == UInt8(ascii: "x")
    if isHexadecimal { index += 1 }
    let nameStart = index
    let limit = nameStart + HTMLEntities.longestName + 1
    while index < count, index < limit, isAlphanumeric(input[index]) { index += 1 }
    if index == limit { return .escapeAmpersand }
    if index == count { return isFinal ? .escapeAmpersand : .holdBack }
    guard input[index] == UInt8(ascii: ";"), index > nameStart else { return .escapeAmpersand }
    let name = UnsafeBufferPointer(rebasing: input[(start + 1)..<index])
    let length = index + 1 - start
    guard isNumeric else {
      if isPredefined(name) { return .keep(length) }
      return HTMLEntities.scalar(named: name).map { .reference(length, $0) } ?? .escapeAmpersand
    }
    guard let codePoint = HTMLEntities.codePoint(numeric: name) else { return .escapeAmpersand }
    let scalar = HTMLEntities.scalar(forCodePoint: codePoint)
    let isWrittenAsXMLAsks = !isHexadecimal || input[start + 2] == UInt8(ascii: "x")
    if isWrittenAsXMLAsks, scalar.value == codePoint, allows(scalar) { return .keep(length) }
    if scalar.value < 0x20, ControlStandIns.isForbidden(UInt8(scalar.value)) {
      return .standIn(length, control: UInt8(scalar.value))
    }
    return .reference(length, allows(scalar) ? scalar : "\u{FFFD}")
  }

  /// Whether `name` is one of the five entities XML predefines.
  private static func isPredefined(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    switch name.count {
    case 2: name.elementsEqual("lt".utf8) || name.elementsEqual("gt".utf8)
    case 3: name.elementsEqual("amp".utf8)
    case 4: name.elementsEqual("quot".utf8) || name.elementsEqual("apos".utf8)
    default: false
    }
  }

  @inline(__always)
  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }
}

import HTMLEngine

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
  /// Where the document stands, which decides which bytes need a look: the raw value is the byte
  /// that may open or close a section there.
  private enum Section: UInt8 {
    /// `<`, which may open a CDATA section or a comment.
    case text = 0x3C
    /// `]`, which may close it.
    case characterData = 0x5D
    /// `-`, which may close it.
    case comment = 0x2D

    /// The byte that must follow the first to open or close a section: `<!`, `]]`, `--`.
    var second: UInt8 { self == .text ? UInt8(ascii: "!") : rawValue }

    /// The ASCII bytes that need a look here, one bit each: the first of ``second``'s pair, the
    /// controls XML forbids and, in text, `&`.
    var bytesToLookAt: (low: UInt64, high: UInt64) {
      // Every C0 control but tab (9), line feed (10) and carriage return (13).
      var bytes: (low: UInt64, high: UInt64) = (0xFFFF_FFFF & ~(1 << 9 | 1 << 10 | 1 << 13), 0)
      func add(_ byte: UInt8) {
        if byte < 64 { bytes.low |= 1 << byte } else { bytes.high |= 1 << (byte - 64) }
      }
      add(rawValue)
      if self == .text { add(UInt8(ascii: "&")) }
      return bytes
    }
  }

  /// What to do at a byte that needed a look.
  enum Step {
    /// Keep this many bytes as they are.
    case keep(Int)
    /// Write `&amp;` for the `&`, which stays text.
    case escapeAmpersand
    /// Replace this many bytes with a reference to the scalar, which XML allows; `repair` names
    /// the fault when what was written is not well-formed XML, and is nil for a reference XML
    /// allows but HTML reads otherwise (`&#146;`, a right quote in windows-1252).
    case reference(Int, Unicode.Scalar, repair: TextRepair?)
    /// Replace this many bytes with the stand-in for the control.
    case standIn(Int, control: UInt8)
    /// Hold the rest back: only the next bytes tell what it is.
    case holdBack
  }

  private var section = Section.text {
    didSet { bytesToLookAt = section.bytesToLookAt }
  }
  /// The current section's ``Section/bytesToLookAt``, kept because it is read for every byte.
  private var bytesToLookAt = Section.text.bytesToLookAt

  /// The index of the first byte from `start` on that is not ASCII or needs
  /// ``step(_:at:isFinal:)``, or the end of `input`: every ASCII byte before it is kept as it is.
  /// It runs over every byte of a feed, so it reads eight bytes at a time while none of them can
  /// need a look, as in most text, and decides a byte from it and the next one.
  @inline(__always)
  func nextByteToLookAt(in input: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    let (low, high) = bytesToLookAt
    let first = section.rawValue
    let second = section.second
    let count = input.count
    var index = start
    while index < count {
      if index + 8 <= count {
        let word = UInt64(
          littleEndian: UnsafeRawPointer(input.baseAddress! + index).loadUnaligned(as: UInt64.self))
        if !mayNeedALook(word) {
          index += 8
          continue
        }
      }
      let end = min(index + 8, count)
      while index < end {
        let byte = input[index]
        if byte >= 0x80 { return index }
        if (byte < 64 ? low : high) &>> UInt64(byte) & 1 != 0 {
          // In text only `<!` opens a section, and in a section only `]]` or `--` closes it.
          guard byte == first else { return index }
          let next = index + 1
          if next == count || input[next] == second { return index }
        }
        index += 1
      }
    }
    return index
  }

  /// Whether any of the eight bytes in `word` (the first in its lowest byte) may need a look, by
  /// the bit tricks that find a byte in a word without a loop: one that is not ASCII or is a
  /// control, the second of the pair that opens or closes a section, `&` in text, or a `<` last,
  /// which the next word may complete.
  @inline(__always)
  private func mayNeedALook(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    func contains(_ byte: UInt8) -> Bool {
      let difference = word ^ (ones &* UInt64(byte))
      return (difference &- ones) & ~difference & highBits != 0
    }
    if word & highBits != 0 { return true }
    if (word &- ones &* 0x20) & ~word & highBits != 0 { return true }
    if contains(section.second) { return true }
    guard section == .text else { return false }
    return contains(UInt8(ascii: "&")) || word &>> 56 == UInt64(section.rawValue)
  }

  /// What to do at `input[start]`, an ASCII byte that ``nextByteToLookAt(in:from:)`` stopped at.
  /// `isFinal` says no bytes follow `input`, so nothing can be held back.
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
  private static func allows(_ scalar: Unicode.Scalar) -> Bool {
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
      return HTMLEntities.scalar(named: name).map {
        .reference(length, $0, repair: .undeclaredEntity)
      } ?? .escapeAmpersand
    }
    guard let codePoint = HTMLEntities.codePoint(numeric: name) else { return .escapeAmpersand }
    let scalar = HTMLEntities.scalar(forCodePoint: codePoint)
    let isWrittenAsXMLAsks = !isHexadecimal || input[start + 2] == UInt8(ascii: "x")
    if isWrittenAsXMLAsks, scalar.value == codePoint, allows(scalar) { return .keep(length) }
    if scalar.value < 0x20, ControlStandIns.isForbidden(UInt8(scalar.value)) {
      return .standIn(length, control: UInt8(scalar.value))
    }
    let isWellFormed = isWrittenAsXMLAsks && isXMLCharacter(codePoint)
    return .reference(
      length, allows(scalar) ? scalar : "\u{FFFD}",
      repair: isWellFormed ? nil : .disallowedReference)
  }

  /// Whether XML 1.0's `Char` production allows the code point.
  private static func isXMLCharacter(_ codePoint: UInt32) -> Bool {
    switch codePoint {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  /// Whether `name` is one of the five entities XML predefines.
  private static func isPredefined(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    func isNamed(_ expected: StaticString) -> Bool {
      (0..<name.count).allSatisfy { name[$0] == expected.utf8Start[$0] }
    }
    switch name.count {
    case 2: return isNamed("lt") || isNamed("gt")
    case 3: return isNamed("amp")
    case 4: return isNamed("quot") || isNamed("apos")
    default: return false
    }
  }

  @inline(__always)
  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }
}

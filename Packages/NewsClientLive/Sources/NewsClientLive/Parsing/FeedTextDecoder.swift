import Foundation
import HTMLEngine
import TextCore

/// Turns a feed's bytes, in whatever encoding ``FeedParser`` chose, into valid UTF-8 as they
/// arrive, so that the XML and JSON readers only ever see UTF-8.
///
/// Decoding here rather than in libxml2 is what keeps a feed whole when its bytes are wrong: a
/// document that declares UTF-8 but is windows-1252, or that holds a stray invalid sequence, would
/// make libxml2 stop or switch encodings halfway. Here each invalid sequence becomes one U+FFFD
/// (the maximal subpart rule of Unicode and WHATWG), and everything around it is kept.
///
/// A C1 control (U+0080 to U+009F) is read as the windows-1252 character its byte is there, as a
/// numeric reference to it is: it is always text that passed through Latin-1 on its way, never a
/// control a feed means.
///
/// For XML it also repairs what XML 1.0 forbids but feeds write, so that libxml2 reads on:
/// - An `&` that does not start a complete, known reference becomes `&amp;`, and a numeric
///   reference is read as HTML reads it (``XMLRepair``).
/// - A C0 control other than tab, line feed and carriage return becomes its ``ControlStandIns``
///   stand-in, so ``TerminalText`` decides what it does, as for any other text; U+FFFE, U+FFFF and
///   the stand-ins' own range become U+FFFD.
///
/// Every repair but the reading of a reference XML allows and HTML reads otherwise is a fault of
/// the document, which the reader may report (``repairsInLatestCall``).
///
/// A sequence split across two chunks is held back until the next one. Not thread-safe, like the
/// parser that owns it.
final class FeedTextDecoder {
  private let source: Source
  /// Whether the text is XML, which gets the repairs above; JSON only needs valid UTF-8.
  private let repairsXML: Bool
  /// The encoding's name, for a fault that names it.
  private let encodingName: String
  /// The first repair of each kind that the latest ``decode(_:)`` or ``finish()`` made, while
  /// ``reportsRepairs``: what it was, and where it starts in the UTF-8 that call returned. After a
  /// repair of the source's own bytes (in an encoding other than UTF-8) the place is counted in
  /// the decoded text, before the XML repairs of the same call, which may put it a few bytes early.
  private(set) var repairsInLatestCall: [(repair: TextRepair, offset: Int)] = []
  /// Whether repairs are still wanted; the reader stops them once it has the fault it reports.
  var reportsRepairs = true
  /// Source bytes of an incomplete character at the end of the last chunk.
  private var pendingSource: [UInt8] = []
  /// UTF-8 at the end of the last chunk that only the next one tells the meaning of, such as the
  /// start of a reference, which ``XMLRepair`` holds back.
  private var pendingMarkup: [UInt8] = []
  private var repair = XMLRepair()

  private enum Source {
    case utf8
    case utf16(bigEndian: Bool)
    case utf32(bigEndian: Bool)
    case windows1252
    case iconv(iconv_t)
  }

  init(encoding: FeedEncoding, repairsXML: Bool) {
    self.repairsXML = repairsXML
    switch encoding {
    case .utf8:
      source = .utf8
      encodingName = "UTF-8"
    case .utf16(let bigEndian):
      source = .utf16(bigEndian: bigEndian)
      encodingName = "UTF-16"
    case .utf32(let bigEndian):
      source = .utf32(bigEndian: bigEndian)
      encodingName = "UTF-32"
    case .windows1252:
      source = .windows1252
      encodingName = "windows-1252"
    case .other(let label):
      let converter = iconv_open("UTF-8", label)
      source = Self.isOpen(converter) ? .iconv(converter!) : .windows1252
      encodingName = label
    }
  }

  /// Keeps `repair` at `offset` of the current call's output if it is the call's first of its kind.
  private func note(_ repair: TextRepair, at offset: Int) {
    guard reportsRepairs, !repairsInLatestCall.contains(where: { $0.repair == repair }) else {
      return
    }
    repairsInLatestCall.append((repair, offset))
  }

  deinit {
    if case .iconv(let converter) = source { iconv_close(converter) }
  }

  /// iconv_open's `(iconv_t)-1`, its way of saying it does not know an encoding.
  private static func isOpen(_ converter: iconv_t?) -> Bool {
    converter != nil && Int(bitPattern: converter) != -1
  }

  /// Whether iconv knows the encoding `label`.
  static func canDecode(_ label: String) -> Bool {
    let converter = iconv_open("UTF-8", label)
    guard isOpen(converter) else { return false }
    iconv_close(converter)
    return true
  }

  /// Whether the encoding `label` writes `<?` and white space as ASCII does, so that a document
  /// in it starts as an ASCII one would.
  static func readsASCII(_ label: String) -> Bool {
    let decoder = FeedTextDecoder(encoding: .other(label), repairsXML: false)
    let probe: [UInt8] = Array("<?\n ".utf8)
    return probe.withUnsafeBytes { decoder.decode($0) } ?? probe == probe
  }

  /// The UTF-8 for the next bytes, or nil when they are valid UTF-8 already and can be used as
  /// they are.
  func decode(_ bytes: UnsafeRawBufferPointer) -> [UInt8]? {
    repairsInLatestCall.removeAll()
    let input = bytes.bindMemory(to: UInt8.self)
    switch source {
    case .utf8:
      guard pendingSource.isEmpty else {
        let joined = pendingSource + input
        pendingSource.removeAll()
        return joined.withUnsafeBufferPointer { repairedUTF8($0, isFinal: false) } ?? joined
      }
      return repairedUTF8(input, isFinal: false)
    default:
      let decoded = decodeSource(input, isFinal: false)
      return decoded.withUnsafeBufferPointer { repairedUTF8($0, isFinal: false) } ?? decoded
    }
  }

  /// The UTF-8 for whatever was held back, at the end of the document.
  func finish() -> [UInt8] {
    repairsInLatestCall.removeAll()
    let decoded = decodeSource(UnsafeBufferPointer(start: nil, count: 0), isFinal: true)
    return decoded.withUnsafeBufferPointer { repairedUTF8($0, isFinal: true) } ?? decoded
  }

  // MARK: - UTF-8

  /// `input` (after whatever was held back) with invalid sequences replaced, references
  /// repaired, and an incomplete end held back; nil when that is `input` itself.
  private func repairedUTF8(_ input: UnsafeBufferPointer<UInt8>, isFinal: Bool) -> [UInt8]? {
    if !pendingMarkup.isEmpty {
      let joined = pendingMarkup + input
      pendingMarkup.removeAll()
      return joined.withUnsafeBufferPointer { repairedUTF8($0, isFinal: isFinal) } ?? joined
    }
    let repairsXML = repairsXML
    var repair = self.repair
    defer { self.repair = repair }
    var output: [UInt8]?
    var copied = 0
    func copy(upTo end: Int) {
      if output == nil {
        output = []
        output!.reserveCapacity(input.count + 16)
      }
      output!.append(contentsOf: input[copied..<end])
      copied = end
    }
    func replace(
      _ length: Int, at index: Int, with bytes: some Swift.Sequence<UInt8>, repair: TextRepair?
    ) {
      copy(upTo: index)
      if let repair { note(repair, at: output!.count) }
      output!.append(contentsOf: bytes)
      copied = index + length
    }
    let invalidBytes = TextRepair.invalidBytes(encoding: encodingName)
    let count = input.count
    var index = 0
    while index < count {
      if repairsXML {
        index = repair.nextByteToLookAt(in: input, from: index)
        guard index < count else { break }
      }
      let byte = input[index]
      if byte < 0x80 {
        guard repairsXML else {
          index += 1
          continue
        }
        switch repair.step(input, at: index, isFinal: isFinal) {
        case .keep(let length):
          index += length
          continue
        case .escapeAmpersand:
          replace(1, at: index, with: "&amp;".utf8, repair: .bareAmpersand)
          index += 1
        case .reference(let length, let scalar, let repair):
          replace(
            length, at: index, with: "&#x\(String(scalar.value, radix: 16));".utf8, repair: repair)
          index += length
        case .standIn(let length, let control):
          replace(
            length, at: index, with: UTF8.encode(ControlStandIns.standIn(for: control))!,
            repair: .control)
          index += length
        case .holdBack:
          copy(upTo: index)
          pendingMarkup = Array(input[index...])
          return output
        }
        continue
      }
      switch Self.sequence(in: input, at: index) {
      case .valid(let length):
        if length == 2, byte == 0xC2, input[index + 1] < 0xA0,
          case let scalar = Windows1252.scalar(forByte: input[index + 1]), scalar != "\u{FFFD}"
        {
          replace(2, at: index, with: UTF8.encode(scalar)!, repair: nil)
        }
        if repairsXML, length == 3, Self.isForbiddenInXML(input, at: index) {
          replace(3, at: index, with: [0xEF, 0xBF, 0xBD], repair: .disallowedCharacter)
        }
        index += length
      case .invalid(let length):
        replace(length, at: index, with: [0xEF, 0xBF, 0xBD], repair: invalidBytes)
        index += length
      case .incomplete:
        copy(upTo: index)
        if isFinal {
          note(invalidBytes, at: output!.count)
          output!.append(contentsOf: [0xEF, 0xBF, 0xBD])
        } else {
          pendingSource = Array(input[index...])
        }
        return output
      }
    }
    if output != nil { copy(upTo: count) }
    return output
  }

  /// Whether the valid three-byte sequence at `start` is a character XML forbids (U+FFFE, U+FFFF)
  /// or one the decoder keeps for ``ControlStandIns``; either becomes U+FFFD.
  @inline(__always)
  private static func isForbiddenInXML(_ input: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    guard input[start] == 0xEF else { return false }
    return ControlStandIns.isStandIn(input, at: start)
      || (input[start + 1] == 0xBF && input[start + 2] >= 0xBE)
  }

  private enum Sequence {
    case valid(Int)
    /// An invalid maximal subpart of this many bytes, to become one U+FFFD.
    case invalid(Int)
    /// Valid so far, but the input ends first.
    case incomplete
  }

  /// The UTF-8 sequence that starts with the non-ASCII byte at `start`, per the Unicode table of
  /// well-formed byte sequences.
  private static func sequence(in input: UnsafeBufferPointer<UInt8>, at start: Int) -> Sequence {
    let lead = input[start]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE, 0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: return .invalid(1)
    }
    for offset in 1..<length {
      guard start + offset < input.count else { return .incomplete }
      let byte = input[start + offset]
      guard byte >= low, byte <= high else { return .invalid(offset) }
      low = 0x80
      high = 0xBF
    }
    return .valid(length)
  }

  // MARK: - Other encodings

  /// UTF-8 for `input` in the source encoding, after whatever was held back; an incomplete
  /// character at the end is held back unless `isFinal`, when it becomes U+FFFD.
  private func decodeSource(_ input: UnsafeBufferPointer<UInt8>, isFinal: Bool) -> [UInt8] {
    var source = pendingSource
    source.append(contentsOf: input)
    pendingSource.removeAll()
    var output: [UInt8] = []
    output.reserveCapacity(source.count * 3 / 2 + 16)
    let consumed: Int
    switch self.source {
    case .utf8:
      // Repaired, with what `decode` held back, by `repairedUTF8` after this.
      output = source
      consumed = source.count
    case .windows1252:
      for byte in source { append(Windows1252.scalar(forByte: byte), to: &output) }
      consumed = source.count
    case .utf16(let bigEndian):
      consumed = decodeUTF16(source, bigEndian: bigEndian, isFinal: isFinal, into: &output)
    case .utf32(let bigEndian):
      consumed = decodeUTF32(source, bigEndian: bigEndian, into: &output)
    case .iconv(let converter):
      consumed = decode(source, with: converter, into: &output)
    }
    if consumed < source.count {
      if isFinal {
        appendReplacement(to: &output)
      } else {
        pendingSource = Array(source[consumed...])
      }
    }
    return output
  }

  private func decodeUTF16(
    _ source: [UInt8], bigEndian: Bool, isFinal: Bool, into output: inout [UInt8]
  ) -> Int {
    func unit(at index: Int) -> UInt16 {
      bigEndian
        ? UInt16(source[index]) << 8 | UInt16(source[index + 1])
        : UInt16(source[index + 1]) << 8 | UInt16(source[index])
    }
    var index = 0
    while index + 1 < source.count {
      let first = unit(at: index)
      switch first {
      case 0xD800...0xDBFF:
        guard index + 3 < source.count else {
          if isFinal {
            appendReplacement(to: &output)
            return source.count
          }
          return index
        }
        let second = unit(at: index + 2)
        if (0xDC00...0xDFFF).contains(second) {
          let value = 0x10000 + (UInt32(first - 0xD800) << 10 | UInt32(second - 0xDC00))
          append(Unicode.Scalar(value), to: &output)
          index += 4
        } else {
          appendReplacement(to: &output)
          index += 2
        }
      case 0xDC00...0xDFFF:
        appendReplacement(to: &output)
        index += 2
      default:
        append(Unicode.Scalar(first), to: &output)
        index += 2
      }
    }
    return index
  }

  private func decodeUTF32(_ source: [UInt8], bigEndian: Bool, into output: inout [UInt8]) -> Int {
    var index = 0
    while index + 3 < source.count {
      let bytes = (
        UInt32(source[index]), UInt32(source[index + 1]), UInt32(source[index + 2]),
        UInt32(source[index + 3])
      )
      let value =
        bigEndian
        ? bytes.0 << 24 | bytes.1 << 16 | bytes.2 << 8 | bytes.3
        : bytes.3 << 24 | bytes.2 << 16 | bytes.1 << 8 | bytes.0
      append(Unicode.Scalar(value), to: &output)
      index += 4
    }
    return index
  }

  /// Converts as much of `source` as iconv can, replacing each byte it calls invalid with U+FFFD,
  /// and returns how many bytes it used: an incomplete character at the end is left.
  private func decode(_ source: [UInt8], with converter: iconv_t, into output: inout [UInt8]) -> Int
  {
    var source = source
    return source.withUnsafeMutableBufferPointer { sourceBuffer -> Int in
      var consumed = 0
      let chunkCapacity = max(64, sourceBuffer.count * 4)
      var scratch = [UInt8](repeating: 0, count: chunkCapacity)
      while consumed < sourceBuffer.count {
        var inputPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(
          sourceBuffer.baseAddress! + consumed
        )
        .assumingMemoryBound(to: CChar.self)
        var inputLeft = sourceBuffer.count - consumed
        let (result, produced, error) = scratch.withUnsafeMutableBytes {
          scratchBytes -> (Int, Int, Int32) in
          var outputPointer: UnsafeMutablePointer<CChar>? = scratchBytes.baseAddress!
            .assumingMemoryBound(to: CChar.self)
          var outputLeft = scratchBytes.count
          let result = iconv(converter, &inputPointer, &inputLeft, &outputPointer, &outputLeft)
          return (result, scratchBytes.count - outputLeft, errno)
        }
        output.append(contentsOf: scratch[0..<produced])
        consumed = sourceBuffer.count - inputLeft
        guard result == -1 else { continue }
        switch error {
        case EILSEQ:
          appendReplacement(to: &output)
          consumed += 1
        case E2BIG:
          continue
        default:
          return consumed
        }
      }
      return consumed
    }
  }

  /// Appends U+FFFD for bytes that are not valid in the source encoding, a fault to report.
  private func appendReplacement(to output: inout [UInt8]) {
    note(.invalidBytes(encoding: encodingName), at: output.count)
    append("\u{FFFD}", to: &output)
  }

  /// Appends `scalar`, or U+FFFD for a value that is none.
  private func append(_ scalar: Unicode.Scalar?, to output: inout [UInt8]) {
    guard let scalar else { return appendReplacement(to: &output) }
    append(scalar, to: &output)
  }

  private func append(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
    if scalar.value < 0x80 {
      output.append(UInt8(scalar.value))
    } else {
      output.append(contentsOf: UTF8.encode(scalar)!)
    }
  }
}

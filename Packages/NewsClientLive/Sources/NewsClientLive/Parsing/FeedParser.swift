import Foundation
import NewsClient

/// Parses a feed of any supported format from bytes as they arrive.
///
/// The format is decided by the content: the first character that is not a byte-order mark or
/// whitespace tells XML (`<`) from JSON (`{`), however much whitespace comes first, and for XML the
/// root element tells RSS, RDF and Atom apart. The URL, the Content-Type and any fixed-size window
/// play no part, because servers get them wrong.
///
/// The encoding follows RFC 7303 §3.2: a byte-order mark first, then the `charset` of the HTTP
/// Content-Type, then the XML declaration, else UTF-8. A UTF-16 or UTF-32 document without a mark
/// is told by its zero bytes, an EBCDIC one by EBCDIC's `<?xm` (and read in the code page its
/// declaration names), and a charset or declaration that cannot describe the bytes at hand
/// (UTF-16 named for an 8-bit document, say, or a name no one knows) is passed over for the next
/// in line. ISO-8859-1 and US-ASCII are read as windows-1252, their superset, as browsers do,
/// because feeds that claim Latin-1 routinely contain Windows quotes. Whatever the encoding,
/// ``FeedTextDecoder`` replaces bytes that do not fit it with U+FFFD, so a wrongly labelled feed
/// keeps its articles.
///
/// Not thread-safe: a transfer feeds it from one thread at a time, then hands it on.
package final class FeedParser {
  private enum State {
    case sniffing([UInt8])
    case xml(XMLFeedReader, FeedTextDecoder)
    case json([UInt8], FeedTextDecoder)
    case refused(FeedParsingFailure)
  }

  /// The first fault the decoder repaired in a JSON feed, and where in the decoded bytes.
  private var jsonRepair: (repair: TextRepair, offset: Int)?

  private let feedURL: URL
  private let httpCharset: String?
  private var state: State = .sniffing([])

  /// - Parameters:
  ///   - feedURL: the URL the feed was requested with; relative links resolve against it.
  ///   - httpCharset: the `charset` parameter of the response's Content-Type, if any.
  package init(feedURL: URL, httpCharset: String? = nil) {
    self.feedURL = feedURL
    self.httpCharset = httpCharset
  }

  /// Feeds the next bytes. Throws once the body is known not to be a readable feed, so that the
  /// transfer can stop.
  package func consume(_ bytes: UnsafeRawBufferPointer) throws(FeedParsingFailure) {
    switch state {
    case .xml(let reader, let decoder):
      if let decoded = decoder.decode(bytes) {
        try Self.feed(decoded[...], from: decoder, to: reader)
      } else {
        try reader.consume(bytes)
      }
    case .json(var buffer, let decoder):
      // Replacing the state first leaves `buffer` the only reference to its storage, so appending
      // does not copy the whole body each time.
      state = .refused(.notAFeed)
      if let decoded = decoder.decode(bytes) {
        noteRepair(of: decoder, at: buffer.count)
        buffer.append(contentsOf: decoded)
      } else {
        buffer.append(contentsOf: bytes)
      }
      state = .json(buffer, decoder)
    case .sniffing(var prefix):
      state = .refused(.notAFeed)  // As above, so that `prefix` is not copied.
      prefix.append(contentsOf: bytes)
      try sniff(prefix, isComplete: false)
    case .refused(let failure):
      throw failure
    }
  }

  /// Ends the body and returns the feed.
  package func finish() throws(FeedParsingFailure) -> Feed {
    if case .sniffing(let prefix) = state {
      try sniff(prefix, isComplete: true)
    }
    switch state {
    case .xml(let reader, let decoder):
      try Self.feed(decoder.finish()[...], from: decoder, to: reader)
      return try reader.finish()
    case .json(var buffer, let decoder):
      let rest = decoder.finish()
      noteRepair(of: decoder, at: buffer.count)
      buffer.append(contentsOf: rest)
      var feed = try JSONFeedReader.feed(from: Data(buffer), feedURL: feedURL)
      if let jsonRepair {
        let line = buffer[..<jsonRepair.offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        feed.problem = XMLFeedReader.problem(
          readingPast: "line \(line): \(jsonRepair.repair.description)", in: feedURL)
      }
      return feed
    case .sniffing, .refused(.notAFeed):
      throw .notAFeed
    case .refused(let failure):
      throw failure
    }
  }

  // MARK: - Sniffing

  private func sniff(_ prefix: [UInt8], isComplete: Bool) throws(FeedParsingFailure) {
    guard prefix.count >= 4 || isComplete else {
      state = .sniffing(prefix)
      return
    }
    let mark = FeedEncoding.byteOrderMark(prefix)
    let markLength = mark?.length ?? 0
    var ebcdic: FeedEncoding?
    if mark == nil, prefix.starts(with: FeedEncoding.ebcdicPattern) {
      guard let declared = FeedEncoding.ebcdicDeclared(prefix, isComplete: isComplete) else {
        state = .sniffing(prefix)
        return
      }
      ebcdic = declared
    }
    if let wide = mark?.encoding ?? ebcdic ?? FeedEncoding.wideEncodingPattern(prefix),
      !wide.isASCIICompatible
    {
      // The first character can only be found once decoded, and it decides whether the decoder
      // repairs XML, so the prefix is decoded once to find it and again by the decoder that stays.
      let rest = prefix[markLength...]
      let probe = FeedTextDecoder(encoding: wide, repairsXML: false)
      let probed = rest.withUnsafeBytes { probe.decode($0) } ?? Array(rest)
      guard let first = probed.first(where: { !ASCIIWhitespace.contains($0) }) else {
        if isComplete || prefix.count > 1 << 20 { throw .notAFeed }
        state = .sniffing(prefix)
        return
      }
      let decoder = FeedTextDecoder(encoding: wide, repairsXML: first == UInt8(ascii: "<"))
      let decoded = rest.withUnsafeBytes { decoder.decode($0) } ?? Array(rest)
      let start = decoded.firstIndex(where: { !ASCIIWhitespace.contains($0) }) ?? decoded.endIndex
      return try begin(first, decoded[start...], decoder: decoder)
    }
    var start = markLength
    while start < prefix.count, ASCIIWhitespace.contains(prefix[start]) { start += 1 }
    guard start < prefix.count else {
      if isComplete || prefix.count > 1 << 20 { throw .notAFeed }
      state = .sniffing(prefix)
      return
    }
    var declared: String?
    if prefix[start] == UInt8(ascii: "<") {
      guard let declaration = declaredEncoding(prefix[start...], isComplete: isComplete) else {
        state = .sniffing(prefix)
        return
      }
      declared = declaration
    }
    let encoding =
      mark?.encoding ?? asciiCompatible(httpCharset) ?? asciiCompatible(declared) ?? .utf8
    let first = prefix[start]
    let decoder = FeedTextDecoder(encoding: encoding, repairsXML: first == UInt8(ascii: "<"))
    let rest = prefix[start...]
    let decoded = rest.withUnsafeBytes { decoder.decode($0) }
    try begin(first, decoded.map { $0[...] } ?? rest, decoder: decoder)
  }

  /// Starts the reader the first character calls for, with the first decoded bytes, which may be
  /// fewer than were read: the decoder may hold back the end of them, even the first character.
  private func begin(_ first: UInt8, _ decoded: ArraySlice<UInt8>, decoder: FeedTextDecoder)
    throws(FeedParsingFailure)
  {
    switch first {
    case UInt8(ascii: "{"):
      noteRepair(of: decoder, at: -(decoded.startIndex))
      state = .json(Array(decoded), decoder)
    case UInt8(ascii: "<"):
      let reader = XMLFeedReader(feedURL: feedURL)
      state = .xml(reader, decoder)
      try Self.feed(decoded, from: decoder, to: reader)
    default:
      throw .notAFeed
    }
  }

  /// Keeps the decoder's first repair in a JSON feed, if its latest call made it, at its place in
  /// the whole body: `start` is where that call's output begins.
  private func noteRepair(of decoder: FeedTextDecoder, at start: Int) {
    guard let repair = decoder.repairsInLatestCall.first else { return }
    jsonRepair = (repair.repair, start + repair.offset)
    decoder.reportsRepairs = false
  }

  /// Hands decoded bytes to the reader with the decoder's repairs among them, each after the bytes
  /// before it, so that the reader can tell where it was, until the reader has a fault to report.
  private static func feed(
    _ bytes: ArraySlice<UInt8>, from decoder: FeedTextDecoder, to reader: XMLFeedReader
  ) throws(FeedParsingFailure) {
    // `bytes` may start after the start of the decoder's output, past a mark and white space.
    var rest = bytes
    for repair in decoder.repairsInLatestCall.sorted(by: { $0.offset < $1.offset })
    where repair.offset >= rest.startIndex {
      let split = min(repair.offset, rest.endIndex)
      try feed(rest[..<split], to: reader)
      rest = rest[split...]
      reader.noteRepair(repair.repair)
      if reader.hasFaultToReport {
        decoder.reportsRepairs = false
        break
      }
    }
    try feed(rest, to: reader)
  }

  private static func feed(_ bytes: ArraySlice<UInt8>, to reader: XMLFeedReader)
    throws(FeedParsingFailure)
  {
    let failure: FeedParsingFailure? = bytes.withUnsafeBytes { buffer -> FeedParsingFailure? in
      do {
        try reader.consume(buffer)
        return nil
      } catch {
        return error as? FeedParsingFailure ?? .notAFeed
      }
    }
    if let failure { throw failure }
  }

  /// The encoding a label names, if it is one an 8-bit document can be in.
  private func asciiCompatible(_ label: String?) -> FeedEncoding? {
    guard let label, let encoding = FeedEncoding(label: label), encoding.isASCIICompatible else {
      return nil
    }
    return encoding
  }

  /// The `encoding` of an XML declaration: `.some(nil)` when there is no declaration or it names
  /// none, and nil when more bytes are needed to tell.
  private func declaredEncoding(_ bytes: ArraySlice<UInt8>, isComplete: Bool) -> String?? {
    let opening = Array("<?xml".utf8)
    guard bytes.count >= opening.count else { return isComplete ? .some(nil) : nil }
    guard bytes.starts(with: opening) else { return .some(nil) }
    let window = bytes.prefix(1024)
    guard let end = window.firstIndex(of: UInt8(ascii: ">")) else {
      return isComplete || window.count == 1024 ? .some(nil) : nil
    }
    return .some(Self.encodingLabel(inDeclaration: bytes[bytes.startIndex..<end]))
  }

  /// The value of `encoding` in the bytes of an XML declaration, if it has one.
  static func encodingLabel(inDeclaration bytes: ArraySlice<UInt8>) -> String? {
    let declaration = String(decoding: bytes, as: UTF8.self)
    guard let range = declaration.range(of: "encoding") else { return nil }
    // XML allows any white space around the `=`.
    let rest = declaration[range.upperBound...].drop(while: { $0 == "=" || $0.isWhitespace })
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    return String(rest.dropFirst().prefix(while: { $0 != quote }))
  }
}

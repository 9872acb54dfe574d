import Foundation
import NewsClient

/// Parses a feed of any supported format from bytes as they arrive.
///
/// The format is decided by the content: the first character that is not a byte-order mark or
/// whitespace tells XML (`<`) from JSON (`{`), however much whitespace comes first, and for XML the
/// root element tells RSS, RDF and Atom apart. The URL, the Content-Type and any fixed-size window
/// play no part, because servers get them wrong.
///
/// The encoding is taken from a byte-order mark first, then from the XML declaration, then from
/// the HTTP charset, and is UTF-8 otherwise. ISO-8859-1 is read as windows-1252, its superset, as
/// browsers do, because feeds that claim Latin-1 routinely contain Windows quotes.
///
/// Not thread-safe: a transfer feeds it from one thread at a time, then hands it on.
package final class FeedParser {
  private enum State {
    case sniffing([UInt8])
    case xml(XMLFeedReader)
    case json([UInt8], isUTF16: Bool)
    case refused(FeedParsingFailure)
  }

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
    case .xml(let reader):
      try reader.consume(bytes)
    case .json(var buffer, let isUTF16):
      // Replacing the state first leaves `buffer` the only reference to its storage, so appending
      // does not copy the whole body each time.
      state = .refused(.notAFeed)
      buffer.append(contentsOf: bytes)
      state = .json(buffer, isUTF16: isUTF16)
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
    case .xml(let reader):
      return try reader.finish()
    case .json(let buffer, let isUTF16):
      let data = isUTF16 ? Data(String(decoding: utf16Units(buffer), as: UTF16.self).utf8) : Data(buffer)
      return try JSONFeedReader.feed(from: data, feedURL: feedURL)
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
    if prefix.starts(with: [0xFF, 0xFE]) || prefix.starts(with: [0xFE, 0xFF]) {
      return try sniffUTF16(prefix, isComplete: isComplete)
    }
    if prefix.starts(with: [0x00, 0x3C]) || prefix.starts(with: [0x3C, 0x00]) {
      return try startXML(prefix[...], encoding: nil)
    }
    let hasByteOrderMark = prefix.starts(with: [0xEF, 0xBB, 0xBF])
    var start = hasByteOrderMark ? 3 : 0
    while start < prefix.count, [0x20, 0x09, 0x0A, 0x0D].contains(prefix[start]) { start += 1 }
    guard start < prefix.count else {
      if isComplete || prefix.count > 1 << 20 { throw .notAFeed }
      state = .sniffing(prefix)
      return
    }
    switch prefix[start] {
    case UInt8(ascii: "{"):
      state = .json(Array(prefix[start...]), isUTF16: false)
    case UInt8(ascii: "<"):
      guard let declared = declaredEncoding(prefix[start...], isComplete: isComplete) else {
        state = .sniffing(prefix)
        return
      }
      let encoding = hasByteOrderMark ? "UTF-8" : chooseEncoding(declared: declared, http: httpCharset)
      try startXML(prefix[start...], encoding: encoding)
    default:
      throw .notAFeed
    }
  }

  private func sniffUTF16(_ prefix: [UInt8], isComplete: Bool) throws(FeedParsingFailure) {
    let units = utf16Units(prefix)
    guard let first = units.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
      if isComplete { throw .notAFeed }
      state = .sniffing(prefix)
      return
    }
    switch first {
    case 0x3C: try startXML(prefix[...], encoding: nil)
    case 0x7B: state = .json(prefix, isUTF16: true)
    default: throw .notAFeed
    }
  }

  private func startXML(_ bytes: ArraySlice<UInt8>, encoding: String?) throws(FeedParsingFailure) {
    let reader = XMLFeedReader(feedURL: feedURL, encoding: encoding)
    state = .xml(reader)
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
    let declaration = String(decoding: bytes[bytes.startIndex..<end], as: UTF8.self)
    guard let range = declaration.range(of: "encoding") else { return .some(nil) }
    let rest = declaration[range.upperBound...].drop(while: { $0 == " " || $0 == "=" })
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return .some(nil) }
    let value = rest.dropFirst().prefix(while: { $0 != quote })
    return .some(String(value))
  }

  private func chooseEncoding(declared: String?, http: String?) -> String? {
    if let declared {
      let name = declared.lowercased()
      if ["iso-8859-1", "iso8859-1", "latin1", "latin-1", "us-ascii", "ascii"].contains(name) {
        return "windows-1252"
      }
      if name.hasPrefix("utf-16") || name == "utf16" {
        return "UTF-8"
      }
      return nil
    }
    guard let http = http?.lowercased() else { return nil }
    if ["iso-8859-1", "iso8859-1", "latin1", "latin-1", "us-ascii", "ascii"].contains(http) {
      return "windows-1252"
    }
    if http.hasPrefix("utf-16") { return nil }
    return http
  }

  private func utf16Units(_ bytes: [UInt8]) -> [UInt16] {
    let bigEndian = bytes.starts(with: [0xFE, 0xFF]) || bytes.first == 0x00
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = 0
    while index + 1 < bytes.count {
      let high = bigEndian ? bytes[index] : bytes[index + 1]
      let low = bigEndian ? bytes[index + 1] : bytes[index]
      units.append(UInt16(high) << 8 | UInt16(low))
      index += 2
    }
    if units.first == 0xFEFF { units.removeFirst() }
    return units
  }
}

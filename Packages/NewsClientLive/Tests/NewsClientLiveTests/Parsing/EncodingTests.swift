import Foundation
import NewsClient
import Testing

@testable import NewsClientLive

@Suite struct EncodingTests {
  static let title = "Café “quotes”"
  static let itemTitle = "Naïve résumé — €5"

  @Test(arguments: [
    "utf8-bom.xml", "utf16le.xml", "utf16be.xml", "utf16le-unmarked.xml", "utf32le.xml",
    "utf32be.xml",
    "utf32le-unmarked.xml", "utf32be-unmarked.xml", "windows-1252.xml", "iso-8859-1.xml",
  ])
  func declaredOrMarkedEncodings(fixture: String) throws {
    let feed = try Fixtures.parse(fixture)
    #expect(feed.title == Self.title)
    #expect(feed.articles.first?.title == Self.itemTitle)
    #expect(feed.articles.first?.summary == "Été")
  }

  @Test func httpCharsetWhenTheDocumentDeclaresNone() throws {
    let feed = try Fixtures.parse("undeclared-latin1.xml", charset: "ISO-8859-1")
    #expect(feed.title == Self.title)
    #expect(feed.articles.first?.title == Self.itemTitle)
  }

  /// RFC 7303 §3.2: the byte-order mark, then the Content-Type charset, then the XML declaration.
  @Test func theHTTPCharsetWinsOverTheDeclaration() throws {
    let feed = try Fixtures.parse("declares-latin1-is-utf8.xml", charset: "utf-8")
    #expect(feed.title == Self.title)
    #expect(feed.articles.first?.title == Self.itemTitle)
    let wronglyLabelled = try Fixtures.parse("windows-1252.xml", charset: "utf-8")
    #expect(wronglyLabelled.title == "Caf\u{FFFD} \u{FFFD}quotes\u{FFFD}")
  }

  @Test(arguments: [
    ("utf8-bom.xml", "iso-8859-1"), ("utf16le.xml", "utf-8"), ("utf32be.xml", "windows-1252"),
  ])
  func theByteOrderMarkWinsOverTheHTTPCharset(fixture: String, charset: String) throws {
    let feed = try Fixtures.parse(fixture, charset: charset)
    #expect(feed.title == Self.title)
    #expect(feed.articles.first?.title == Self.itemTitle)
  }

  @Test(arguments: ["utf-16", "utf-32le", "no-such-encoding"])
  func aCharsetThatCannotDescribeTheBytesIsPassedOver(charset: String) throws {
    let feed = try Fixtures.parse("windows-1252.xml", charset: charset)
    #expect(feed.title == Self.title)
  }

  /// The WHATWG Encoding Standard reads every label of ISO-8859-1 and US-ASCII as windows-1252,
  /// as browsers do, and so do IANA's and Java's other spellings of them here, whether the label
  /// comes from the HTTP charset or the XML declaration.
  @Test(arguments: [
    "ISO-8859-1", "iso8859-1", "iso88591", "iso_8859-1", "ISO_8859-1:1987", "iso-ir-100",
    "csISOLatin1", "latin1", "L1", "cp819", "IBM819", "US-ASCII", "ascii", "ANSI_X3.4-1968",
    "windows-1252", "cp1252", "x-cp1252", "ISO8859_1", "latin-1", "us", "csASCII", "IBM367",
    "ISO646-US",
  ])
  func latin1AndASCIILabelsAreReadAsWindows1252(label: String) throws {
    let body = try Fixtures.data("windows-1252-undeclared.xml")
    let declared = Data("<?xml version=\"1.0\" encoding = \n'\(label)'?>\n".utf8) + body
    for feed in [
      try Fixtures.parse(data: body, charset: label),
      try Fixtures.parse(data: body, charset: " \"\(label)\" "),
      try Fixtures.parse(data: declared),
    ] {
      #expect(feed.title == "Don’t panic – it’s “fine”")
      #expect(feed.articles.first?.title == "€ 5 … ™ café")
    }
  }

  @Test func anyEncodingIconvKnows() throws {
    let feed = try Fixtures.parse("iso-8859-2.xml")
    #expect(feed.title == "Łódź i Kraków")
    #expect(feed.articles.first?.title == "Zażółć gęślą jaźń")
    #expect(feed.articles.first?.summary == "Śląsk")
  }

  @Test(arguments: [1, 7, 4096])
  func aWrongDeclarationCostsCharactersNotArticles(chunkSize: Int) throws {
    let windows1252 = try Fixtures.parse("declares-utf8-is-windows-1252.xml", chunkSize: chunkSize)
    #expect(windows1252.title == "Caf\u{FFFD} \u{FFFD}quotes\u{FFFD}")
    #expect(
      windows1252.articles.map(\.title) == ["Na\u{FFFD}ve r\u{FFFD}sum\u{FFFD} \u{FFFD} \u{FFFD}5"])
    let utf8 = try Fixtures.parse("declares-latin1-is-utf8.xml", chunkSize: chunkSize)
    #expect(
      utf8.title == "CafÃ© â€œquotesâ€\u{9D}".replacingOccurrences(of: "\u{9D}", with: "\u{FFFD}"))
    #expect(utf8.articles.count == 1)
  }

  /// Each invalid sequence becomes one U+FFFD per maximal subpart, as Unicode and WHATWG decode.
  @Test(arguments: [1, 7, 4096])
  func invalidByteSequencesAreReplacedNotFatal(chunkSize: Int) throws {
    let feed = try Fixtures.parse("invalid-utf8.xml", chunkSize: chunkSize)
    #expect(feed.title == "Invalid \u{FFFD} bytes")
    let summaries = Dictionary(
      uniqueKeysWithValues: feed.articles.map { ($0.title, $0.summary ?? "") })
    #expect(feed.articles.count == 7)
    #expect(summaries["lone continuation"] == "a\u{FFFD}b")
    #expect(summaries["overlong"] == "a\u{FFFD}\u{FFFD}b")
    #expect(summaries["truncated"] == "a\u{FFFD}b")
    #expect(summaries["surrogate"] == "a\u{FFFD}\u{FFFD}\u{FFFD}b")
    #expect(summaries["beyond Unicode"] == "a\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}b")
    #expect(summaries["truncated at the end of the text"] == "ab\u{FFFD}")
    #expect(summaries["valid after all that"] == "été 😀")
  }

  @Test func undeclaredLatin1WithoutCharsetStillParses() throws {
    // Invalid UTF-8 with no hint at all: the bad bytes become U+FFFD and the feed is kept.
    let feed = try Fixtures.parse("undeclared-latin1.xml")
    #expect(feed.articles.count == 1)
    #expect(feed.title == "Caf\u{FFFD} \u{FFFD}quotes\u{FFFD}")
  }

  @Test func utf16JSONFeed() throws {
    let text = String(decoding: try Fixtures.data("jsonfeed-1.1.json"), as: UTF8.self)
    var data = Data([0xFF, 0xFE])
    data.append(text.data(using: .utf16LittleEndian)!)
    let feed = try Fixtures.parse(data: data)
    #expect(feed.title == "JSON One Point One")
  }

  /// A document in EBCDIC starts with EBCDIC's `<?xm` (XML 1.0 Appendix F) and is read in the code
  /// page its declaration names, or in the common one, 037.
  @Test(arguments: [
    ("IBM037", "cp037"), ("IBM500", "ibm500"), ("IBM037", "ebcdic_cp_us"), ("IBM037", nil),
  ])
  func ebcdic(codePage: String, declared: String?) throws {
    let declaration =
      declared.map { "<?xml version=\"1.0\" encoding=\"\($0)\"?>" } ?? "<?xml version=\"1.0\"?>"
    let document = """
      \(declaration)
      <rss version="2.0"><channel><title>Ça coûte 5 ¢ [au] {moins}</title>
      <item><title>Crème brûlée</title></item></channel></rss>
      """
    let bytes = try #require(Self.converted(document, to: codePage))
    for chunkSize in [1, 7, 1 << 20] {
      let feed = try Fixtures.parse(data: bytes, chunkSize: chunkSize)
      #expect(feed.title == "Ça coûte 5 ¢ [au] {moins}")
      #expect(feed.articles.map(\.title) == ["Crème brûlée"])
    }
  }

  /// Python and IANA write encodings by names iconv does not know: `windows_1250`, `macroman`,
  /// `cp_is`. They are read by iconv's names for them.
  @Test(arguments: [
    ("windows_1250", "WINDOWS-1250", "Żółw"), ("macroman", "MACINTOSH", "Äpfel"),
    ("maccentraleurope", "MAC-CENTRALEUROPE", "Łódź"), ("cp_is", "IBM861", "Þorp"),
    ("csibm861", "IBM861", "Ærø"),
  ])
  func encodingNamesIconvDoesNotKnow(label: String, iconvName: String, title: String) throws {
    let document = """
      <?xml version="1.0" encoding="\(label)"?>
      <rss version="2.0"><channel><title>\(title)</title></channel></rss>
      """
    let feed = try Fixtures.parse(data: try #require(Self.converted(document, to: iconvName)))
    #expect(feed.title == title)
    #expect(feed.problem == nil)
  }

  /// An EBCDIC charset cannot describe a document that starts with ASCII's `<`: it is passed over.
  @Test func anEBCDICCharsetIsPassedOverForAnASCIIDocument() throws {
    let feed = try Fixtures.parse("windows-1252.xml", charset: "cp037")
    #expect(feed.title == Self.title)
  }

  /// A C1 control in the text is the windows-1252 character its byte is there, as a reference to
  /// it is: text that went through Latin-1 on its way, as feedparser reads it too.
  @Test func aC1ControlIsReadAsWindows1252() throws {
    let document =
      "<rss version=\"2.0\"><channel><title>don\u{92}t \u{93}quote\u{94} \u{81}</title></channel></rss>"
    let feed = try Fixtures.parse(data: Data(document.utf8))
    #expect(feed.title == "don’t “quote”")
    #expect(feed.problem == nil)
  }

  /// The document in `codePage`, through iconv, as a feed in it arrives.
  private static func converted(_ text: String, to codePage: String) -> Data? {
    let converter = iconv_open(codePage, "UTF-8")
    guard let converter, Int(bitPattern: converter) != -1 else { return nil }
    defer { iconv_close(converter) }
    var input = Array(text.utf8).map { CChar(bitPattern: $0) }
    var output = [CChar](repeating: 0, count: input.count * 4 + 16)
    var inputLeft = input.count
    var outputLeft = output.count
    let converted = input.withUnsafeMutableBufferPointer { inputBuffer in
      output.withUnsafeMutableBufferPointer { outputBuffer -> Bool in
        var inputPointer = inputBuffer.baseAddress
        var outputPointer = outputBuffer.baseAddress
        return iconv(converter, &inputPointer, &inputLeft, &outputPointer, &outputLeft) != -1
      }
    }
    guard converted else { return nil }
    return Data(output.prefix(output.count - outputLeft).map { UInt8(bitPattern: $0) })
  }
}

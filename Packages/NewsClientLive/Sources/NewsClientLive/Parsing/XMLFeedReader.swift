import CLibXML2
import Foundation
import NewsClient

/// Reads RSS, RDF and Atom with libxml2's push parser, as the bytes arrive.
///
/// The push parser is fed straight from the transfer's write callback, so a feed is parsed while it
/// downloads and is never held whole as a document tree. SAX2 callbacks build articles one at a
/// time, which keeps memory near the size of the result.
///
/// Hostile input is refused rather than survived: the network is off (`XML_PARSE_NONET`), no DTD
/// is loaded, any entity declaration stops the parse (that rules out entity-expansion bombs and
/// external entities alike), and nesting deeper than ``maximumDepth`` stops it too. Undeclared
/// HTML entities such as `&nbsp;` are answered from the HTML table instead of failing.
///
/// Not thread-safe: one transfer feeds it from one thread at a time. For the same reason the state
/// touched on every SAX event is marked `@exclusivity(unchecked)`: the parser calls back on one
/// thread, one event at a time, and no event handler re-enters another, so accesses never overlap,
/// and the dynamic checks cost a noticeable share of the parse.
final class XMLFeedReader {
  /// Deeper than any real feed, shallow enough to stop a nesting attack at once.
  static let maximumDepth = 200

  private let feedURL: URL
  private var context: xmlParserCtxtPtr?
  private var format: FeedFormat?
  @exclusivity(unchecked) private var stopReason: FeedParsingFailure?
  private var firstError: String?

  @exclusivity(unchecked) private var depth = 0
  @exclusivity(unchecked) private var containerDepth = 1
  @exclusivity(unchecked) private var itemDepth: Int?
  @exclusivity(unchecked) private var imageDepth: Int?
  @exclusivity(unchecked) private var authorDepth: Int?
  @exclusivity(unchecked) private var groupDepth: Int?
  @exclusivity(unchecked) private var bases: [(depth: Int, url: URL)] = []
  @exclusivity(unchecked) private var elements = ElementTable()

  @exclusivity(unchecked) private var capture: CapturedField?
  @exclusivity(unchecked) private var captureDepth = 0
  @exclusivity(unchecked) private var text: [UInt8] = []

  private var feedTitle: String?
  private var feedLink: URL?
  private var feedSummary: String?
  private var feedImageURL: URL?
  @exclusivity(unchecked) private var article = ArticleDraft()
  @exclusivity(unchecked) private var articles: [Article] = []

  /// The document arrives as UTF-8 whatever it declares: ``FeedParser`` has decoded it.
  init(feedURL: URL) {
    self.feedURL = feedURL
    var handler = xmlSAXHandler()
    handler.initialized = XML_SAX2_MAGIC
    handler.startElementNs = { context, localName, _, namespaceURI, _, _, attributeCount, _, attributes in
      guard let context, let localName else { return }
      XMLFeedReader.with(context) {
        $0.startElement(
          localName, namespaceURI: namespaceURI, attributes: Attributes(values: attributes, count: Int(attributeCount)))
      }
    }
    handler.endElementNs = { context, localName, _, _ in
      guard let context else { return }
      XMLFeedReader.with(context) { $0.endElement(localName) }
    }
    handler.characters = { context, characters, length in
      guard let context, let characters else { return }
      XMLFeedReader.with(context) { $0.characters(characters, length: Int(length)) }
    }
    handler.cdataBlock = handler.characters
    handler.getEntity = { _, name in
      guard let name else { return nil }
      return UndeclaredHTMLEntities.shared.entity(named: name)
    }
    handler.entityDecl = { context, name, _, _, _, _ in
      guard let context else { return }
      let entity = name.map { String(cString: $0) } ?? "?"
      XMLFeedReader.with(context) { $0.stop(
        .malformed("it declares the XML entity \"\(entity)\"; entity declarations are refused because they allow expansion bombs and reading local files")) }
    }
    handler.serror = { context, error in
      guard let context, let error else { return }
      XMLFeedReader.with(context) { $0.record(error.pointee) }
    }
    context = xmlCreatePushParserCtxt(&handler, Unmanaged.passUnretained(self).toOpaque(), nil, 0, nil)
    guard let context else { return }
    var options = XML_PARSE_RECOVER.rawValue | XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue
      | XML_PARSE_NOWARNING.rawValue
    xmlSwitchEncoding(context, XML_CHAR_ENCODING_UTF8)
    options |= XML_PARSE_IGNORE_ENC.rawValue
    xmlCtxtUseOptions(context, Int32(options))
  }

  deinit {
    guard let context else { return }
    // For an entity declaration, even in pure SAX mode, libxml2 builds a stand-in document for
    // "expat compatibility" (ctxt->myDoc), which freeing the context does not free.
    if let document = context.pointee.myDoc {
      context.pointee.myDoc = nil
      xmlFreeDoc(document)
    }
    xmlFreeParserCtxt(context)
  }

  /// Calls `body` with the reader behind a SAX context pointer. The reader outlives its parser
  /// context (it frees it in `deinit`), so the reference is borrowed without retaining it, which
  /// saves a retain and a release on every event.
  @inline(__always)
  private static func with(_ context: UnsafeMutableRawPointer, _ body: (XMLFeedReader) -> Void) {
    Unmanaged<XMLFeedReader>.fromOpaque(context)._withUnsafeGuaranteedRef(body)
  }

  /// Feeds the next bytes of the document. Throws as soon as the document is known to be refused,
  /// so the transfer can stop downloading it.
  func consume(_ bytes: UnsafeRawBufferPointer) throws(FeedParsingFailure) {
    guard let context else { throw .malformed("the XML parser could not be created") }
    if let stopReason { throw stopReason }
    var offset = 0
    while offset < bytes.count {
      let length = min(bytes.count - offset, 1 << 20)
      let chunk = bytes.baseAddress!.advanced(by: offset).assumingMemoryBound(to: CChar.self)
      xmlParseChunk(context, chunk, Int32(length), 0)
      offset += length
      if let stopReason { throw stopReason }
    }
  }

  /// Ends the document and returns the feed read from it.
  func finish() throws(FeedParsingFailure) -> Feed {
    guard let context else { throw .malformed("the XML parser could not be created") }
    if stopReason == nil {
      xmlParseChunk(context, nil, 0, 1)
    }
    if let stopReason { throw stopReason }
    // Without the root element of a feed there is no feed to call malformed: whatever libxml2
    // complained about (an HTML page's lowercase `<!doctype html>`, say), this is something else.
    guard let format else { throw .notAFeed }
    if context.pointee.disableSAX != 0 {
      throw .malformed(firstError ?? "the XML parser stopped")
    }
    let title = feedTitle.flatMap { $0.isEmpty ? nil : $0 } ?? feedURL.host ?? feedURL.absoluteString
    return Feed(
      url: feedURL,
      title: title,
      link: feedLink,
      summary: feedSummary.flatMap { $0.isEmpty ? nil : $0 },
      imageURL: feedImageURL,
      format: format,
      articles: articles
    )
  }

  // MARK: - SAX events

  private func startElement(
    _ localName: UnsafePointer<xmlChar>, namespaceURI: UnsafePointer<xmlChar>?, attributes: Attributes
  ) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      stop(.malformed("elements are nested more than \(Self.maximumDepth) deep"))
      return
    }
    if let base = attributes.xmlBase {
      let parent = bases.last?.url ?? feedURL
      if let url = LinkResolver.url(base, base: parent) { bases.append((depth, url)) }
    }
    if capture != nil { return }
    let element = element(localName, namespaceURI: namespaceURI)
    if depth == 1 {
      switch element {
      case .rssRoot: format = .rss
      case .rdfRoot: format = .rdf
      case .atomRoot: format = .atom
      default: stop(.notAFeed)
      }
      return
    }
    if let itemDepth {
      startItemElement(element, relativeDepth: depth - itemDepth, attributes: attributes)
    } else {
      startFeedElement(element, attributes: attributes)
    }
  }

  private func startFeedElement(_ element: FeedElement, attributes: Attributes) {
    if element == .item {
      itemDepth = depth
      article = ArticleDraft()
      if format == .rdf, let about = attributes.value("about", inAnyNamespace: true) {
        article.resourceIdentifier = about
      }
      return
    }
    if element == .channel, format != .atom {
      containerDepth = depth
      return
    }
    if let imageDepth, depth == imageDepth + 1 {
      if element == .imageURL { begin(.feedImageURL) }
      return
    }
    guard depth == containerDepth + 1 else { return }
    switch element {
    case .title: begin(.feedTitle(textKind(attributes, default: format == .atom ? .plain : .html)))
    case .link: begin(.feedLink)
    case .description: begin(.feedSummary(.html))
    case .subtitle: begin(.feedSummary(textKind(attributes, default: .plain)))
    case .atomLink:
      if feedLink == nil, attributes.linkRelation == "alternate",
        let href = attributes.value("href")
      {
        feedLink = LinkResolver.url(href, base: currentBase)
      }
    case .image:
      if format == .rdf, feedImageURL == nil, let resource = attributes.value("resource", inAnyNamespace: true) {
        feedImageURL = LinkResolver.url(resource, base: currentBase)
      } else {
        imageDepth = depth
      }
    case .iTunesImage, .mediaThumbnail:
      if feedImageURL == nil, let href = attributes.value("href") ?? attributes.value("url") {
        feedImageURL = LinkResolver.url(href, base: currentBase)
      }
    case .atomLogo: begin(.feedImageURL)
    default: break
    }
  }

  private func startItemElement(_ element: FeedElement, relativeDepth: Int, attributes: Attributes) {
    if relativeDepth == 2 {
      if let authorDepth, depth == authorDepth + 1, element == .atomName {
        begin(.author)
      } else if let groupDepth, depth == groupDepth + 1 {
        startMediaElement(element, attributes: attributes)
      }
      return
    }
    guard relativeDepth == 1 else { return }
    switch element {
    case .title: begin(.title(textKind(attributes, default: format == .atom ? .plain : .html)))
    case .link: begin(.link)
    case .description: begin(.summary(.html))
    case .atomSummary: begin(.summary(textKind(attributes, default: .plain)))
    case .contentEncoded: begin(.content(.html))
    case .atomContent:
      if attributes.value("src") == nil { begin(.content(textKind(attributes, default: .plain))) }
    case .guid:
      let isPermaLink = !attributes.has("isPermaLink", equalTo: "false")
      begin(.guid(isPermaLink: isPermaLink))
    case .atomID: begin(.guid(isPermaLink: false))
    case .published: begin(.published)
    case .updated: begin(.updated)
    case .author: begin(.author)
    case .atomAuthor: authorDepth = depth
    case .iTunesDuration: begin(.duration)
    case .mediaGroup: groupDepth = depth
    case .atomLink:
      guard let href = attributes.value("href"), let url = LinkResolver.url(href, base: currentBase) else {
        return
      }
      switch attributes.linkRelation {
      case "alternate": if article.link == nil { article.link = url }
      case "enclosure":
        article.addEnclosure(
          Enclosure(
            url: url, mimeType: attributes.value("type"),
            length: FeedFieldValues.byteCount(attributes.value("length"))))
      default: break
      }
    case .enclosure:
      guard let href = attributes.value("url"), let url = LinkResolver.url(href, base: currentBase) else {
        return
      }
      article.addEnclosure(
        Enclosure(
          url: url, mimeType: attributes.value("type"),
          length: FeedFieldValues.byteCount(attributes.value("length"))))
    case .iTunesImage:
      if article.imageURL == nil, let href = attributes.value("href") {
        article.imageURL = LinkResolver.url(href, base: currentBase)
      }
    default:
      startMediaElement(element, attributes: attributes)
    }
  }

  private func startMediaElement(_ element: FeedElement, attributes: Attributes) {
    switch element {
    case .mediaThumbnail:
      if article.imageURL == nil, let href = attributes.value("url") {
        article.imageURL = LinkResolver.url(href, base: currentBase)
      }
    case .mediaContent:
      guard let href = attributes.value("url"), let url = LinkResolver.url(href, base: currentBase) else {
        return
      }
      let type = attributes.value("type")
      let medium = attributes.value("medium")?.lowercased()
      if medium == "image" || (type?.lowercased().hasPrefix("image/") ?? false) {
        if article.imageURL == nil { article.imageURL = url }
      } else {
        article.addEnclosure(
          Enclosure(
            url: url, mimeType: type, length: FeedFieldValues.byteCount(attributes.value("fileSize")),
            duration: FeedFieldValues.duration(attributes.value("duration"))))
      }
    default:
      break
    }
  }

  private func endElement(_ localName: UnsafePointer<xmlChar>?) {
    defer {
      if let last = bases.last, last.depth == depth { bases.removeLast() }
      depth -= 1
    }
    if let field = capture {
      if depth == captureDepth {
        capture = nil
        finish(field)
      } else if let localName, isLineBreakingXHTMLElement(localName) {
        text.append(UInt8(ascii: "\n"))
      }
      return
    }
    if depth == authorDepth { authorDepth = nil }
    if depth == groupDepth { groupDepth = nil }
    if depth == imageDepth { imageDepth = nil }
    if depth == containerDepth, format != .atom {
      // RDF puts items and images beside the channel, so feed fields end with it.
      containerDepth = -1
    }
    if depth == itemDepth {
      itemDepth = nil
      articles.append(article.article())
    }
  }

  private func characters(_ characters: UnsafePointer<xmlChar>, length: Int) {
    guard capture != nil else { return }
    let room = PlainTextRenderer.maximumFieldBytes - text.count
    guard room > 0 else { return }
    text.append(contentsOf: UnsafeBufferPointer(start: characters, count: min(length, room)))
  }

  // MARK: - Fields

  private enum TextKind {
    case html
    case plain
  }

  private enum CapturedField {
    case feedTitle(TextKind)
    case feedLink
    case feedSummary(TextKind)
    case feedImageURL
    case title(TextKind)
    case link
    case summary(TextKind)
    case content(TextKind)
    case guid(isPermaLink: Bool)
    case published
    case updated
    case author
    case duration
  }

  private func begin(_ field: CapturedField) {
    capture = field
    captureDepth = depth
    text.removeAll(keepingCapacity: true)
  }

  private func finish(_ field: CapturedField) {
    switch field {
    case .feedTitle(let kind): feedTitle = render(kind, layout: .singleLine)
    case .feedLink: if feedLink == nil { feedLink = LinkResolver.url(rawText, base: currentBase) }
    case .feedSummary(let kind): if feedSummary == nil { feedSummary = render(kind, layout: .paragraphs) }
    case .feedImageURL: if feedImageURL == nil { feedImageURL = LinkResolver.url(rawText, base: currentBase) }
    case .title(let kind): article.title = render(kind, layout: .singleLine)
    case .link: if article.link == nil { article.link = LinkResolver.url(rawText, base: currentBase) }
    case .summary(let kind): if article.summary == nil { article.summary = render(kind, layout: .paragraphs) }
    case .content(.html): if article.contentHTML == nil { article.contentHTML = text }
    case .content(.plain): if article.content == nil { article.content = render(.plain, layout: .paragraphs) }
    case .guid(let isPermaLink):
      let value = TerminalSafety.sanitizedValue(rawText)
      guard !value.isEmpty, article.guid == nil else { return }
      let isURL = value.hasPrefix("http://") || value.hasPrefix("https://")
      article.guid = Article.GUID(value, isPermaLink: isPermaLink && isURL)
    case .published:
      if article.published == nil { article.published = text.withUnsafeBufferPointer(FeedDateParser.date(from:)) }
    case .updated:
      if article.updated == nil { article.updated = text.withUnsafeBufferPointer(FeedDateParser.date(from:)) }
    case .author:
      guard article.author == nil else { return }
      let name = render(.html, layout: .singleLine)
      if !name.isEmpty { article.author = FeedFieldValues.authorName(name) }
    case .duration: article.duration = FeedFieldValues.duration(rawText)
    }
  }

  /// The captured text without surrounding whitespace, as written (entities already resolved by
  /// libxml2).
  private var rawText: String { text.withUnsafeBufferPointer { ASCIIWhitespace.trimmed($0) } }

  private func render(_ kind: TextKind, layout: PlainTextRenderer.Layout) -> String {
    text.withUnsafeBufferPointer {
      PlainTextRenderer.render($0, markup: kind == .html ? .html : .none, layout: layout)
    }
  }

  private func textKind(_ attributes: Attributes, default defaultKind: TextKind) -> TextKind {
    guard let type = attributes.value("type")?.lowercased() else { return defaultKind }
    return type == "html" || type.hasSuffix("/html") ? .html : .plain
  }

  private var currentBase: URL { bases.last?.url ?? feedURL }

  // MARK: - Elements

  private func element(_ localName: UnsafePointer<xmlChar>, namespaceURI: UnsafePointer<xmlChar>?) -> FeedElement {
    elements.element(localName, namespaceURI: namespaceURI)
  }

  private func isLineBreakingXHTMLElement(_ localName: UnsafePointer<xmlChar>) -> Bool {
    ["p", "div", "br", "li", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "tr"].contains(
      String(cString: localName))
  }

  // MARK: - Errors

  private func stop(_ reason: FeedParsingFailure) {
    guard stopReason == nil else { return }
    stopReason = reason
    if let context { xmlStopParser(context) }
  }

  private func record(_ error: xmlError) {
    guard firstError == nil, error.level == XML_ERR_FATAL || error.level == XML_ERR_ERROR else { return }
    let message = error.message.map { String(cString: $0) }?.trimmingCharacters(in: .whitespacesAndNewlines)
    firstError = "\(message ?? "XML error \(error.code)") (line \(error.line))"
  }
}

/// The attributes of one element as libxml2's SAX2 hands them over: five pointers each (local
/// name, prefix, namespace URI, value start, value end).
private struct Attributes {
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
      return TerminalSafety.sanitizedValue(
        String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self))
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
      guard let localName = values[base], values[base + 2] == nil, strcmp(localName, name.utf8Start) == 0,
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
      return String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
    }
    return nil
  }

  /// An Atom link's `rel`, which means `alternate` when it is missing.
  var linkRelation: String {
    value("rel").map { ASCIIWhitespace.trimmed($0).lowercased() } ?? "alternate"
  }
}

private func strcmp(_ left: UnsafePointer<xmlChar>, _ right: UnsafePointer<UInt8>) -> Int32 {
  xmlStrcmp(left, right)
}

/// What each (name, namespace) pair of a document means, classified once per document.
///
/// libxml2 interns names and namespace URIs in the parser's dictionary, so the same pair arrives
/// as the same two pointers every time; a small open-addressing table keyed by those pointers
/// answers without hashing or comparing strings.
private struct ElementTable {
  private static let size = 256
  private static let probes = 8
  private var localNames = [UnsafeRawPointer?](repeating: nil, count: size)
  private var namespaceURIs = [UnsafeRawPointer?](repeating: nil, count: size)
  private var elements = [FeedElement](repeating: .other, count: size)

  mutating func element(_ localName: UnsafePointer<xmlChar>, namespaceURI: UnsafePointer<xmlChar>?) -> FeedElement {
    let name = UnsafeRawPointer(localName)
    let uri = namespaceURI.map(UnsafeRawPointer.init)
    let hash = (Int(bitPattern: name) >> 3) &+ (Int(bitPattern: uri) >> 5)
    for probe in 0..<Self.probes {
      let slot = (hash &+ probe) & (Self.size - 1)
      guard let stored = localNames[slot] else {
        let element = Self.classify(localName, namespaceURI: namespaceURI)
        localNames[slot] = name
        namespaceURIs[slot] = uri
        elements[slot] = element
        return element
      }
      if stored == name, namespaceURIs[slot] == uri { return elements[slot] }
    }
    return Self.classify(localName, namespaceURI: namespaceURI)
  }

  private static func classify(_ localName: UnsafePointer<xmlChar>, namespaceURI: UnsafePointer<xmlChar>?) -> FeedElement {
    let namespace = namespaceURI.map { FeedNamespace(uri: String(cString: $0)) } ?? FeedNamespace.none
    return FeedElement(namespace: namespace, localName: String(cString: localName))
  }
}

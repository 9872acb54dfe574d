import CLibXML2
import Foundation
import NewsClient

/// Reads RSS, RDF and Atom with libxml2's push parser, as the bytes arrive.
///
/// The push parser is fed straight from the transfer's write callback, so a feed is parsed while it
/// downloads and is never held whole as a document tree. SAX2 callbacks build articles one at a
/// time, which keeps memory near the size of the result.
///
/// A document that is not well-formed, whether cut off or broken part-way, is read up to its first
/// fault: the articles completed before it are kept, and the fault becomes the feed's
/// ``Feed/problem``, or the parse's failure when no article was completed. libxml2's recovery
/// mode would read on past it, but by guessing at the structure (a stray end tag closes the item,
/// the channel, then the whole feed), so what it recovered could not be told from what the feed
/// says. Recovery is left to it only where it cannot change the structure: in the prolog, before
/// the root element (a bad XML declaration, a broken comment), for the few faults that stay
/// inside one tag or comment (``isLocal(_:)``), and for errors that are not fatal (an undeclared
/// namespace prefix). The faults real feeds commonly have in their content (bare `&`, unknown
/// entities, control characters) never reach it: ``FeedTextDecoder`` repairs them
/// (``noteRepair(_:)``). A feed read past a fault inside its root element says so too: the first
/// such fault, with its line, is its problem, though every article was kept. What the prolog or
/// the bytes after the root element get wrong costs the feed nothing and is not reported.
///
/// Hostile input is refused rather than survived: the network is off (`XML_PARSE_NONET`), no DTD
/// is loaded, any entity declaration stops the parse (that rules out entity-expansion bombs and
/// external entities alike), and nesting deeper than ``maximumDepth`` stops it too. Undeclared
/// HTML entities such as `&nbsp;` never reach it: ``FeedTextDecoder`` has written them as numeric
/// references (see ``XMLRepair``).
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
  /// The first well-formedness error, where reading stopped.
  private var fault: String?
  /// The first fault inside the root element that was read past, with its line.
  private var recoveredFault: String?
  /// Whether the document type names an external DTD, which may declare the HTML entities the
  /// text uses, as RSS 0.91's does: they are then no fault.
  private var hasExternalSubset = false
  /// The name of the root element, once it has started.
  private var rootName: String?
  /// Whether the root element has ended: the document is complete, and whatever follows it costs
  /// nothing.
  private var rootHasEnded = false
  /// Whether the root element holds an element, which an empty feed's does not.
  private var rootHasChildren = false

  @exclusivity(unchecked) private var depth = 0
  @exclusivity(unchecked) private var containerDepth = 1
  private var hasChannel = false
  @exclusivity(unchecked) private var itemDepth: Int?
  @exclusivity(unchecked) private var imageDepth: Int?
  @exclusivity(unchecked) private var authorDepth: Int?
  @exclusivity(unchecked) private var groupDepth: Int?
  @exclusivity(unchecked) private var bases: [(depth: Int, url: URL)] = []
  @exclusivity(unchecked) private var elements = FeedElementTable()

  @exclusivity(unchecked) private var capture: CapturedField?
  @exclusivity(unchecked) private var captureDepth = 0
  @exclusivity(unchecked) private var text = CapturedText()

  private var feedTitle = RankedText<TitleSource>()
  private var feedLink = AlternateLink()
  private var feedSummary = RankedText<SummarySource>()
  private var feedImageURL: URL?
  @exclusivity(unchecked) private var article = ArticleDraft()
  @exclusivity(unchecked) private var articles: [Article] = []

  /// The document arrives as UTF-8 whatever it declares: ``FeedParser`` has decoded it.
  init(feedURL: URL) {
    self.feedURL = feedURL
    var handler = xmlSAXHandler()
    handler.initialized = XML_SAX2_MAGIC
    handler.startElementNs = {
      context, localName, _, namespaceURI, _, _, attributeCount, _, attributes in
      guard let context, let localName else { return }
      XMLFeedReader.with(context) {
        $0.startElement(
          localName, namespaceURI: namespaceURI,
          attributes: XMLAttributes(values: attributes, count: Int(attributeCount)))
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
    handler.entityDecl = { context, name, _, _, _, _ in
      guard let context else { return }
      let entity = name.map { String(cString: $0) } ?? "?"
      XMLFeedReader.with(context) {
        $0.stop(
          .malformed(
            "it declares the XML entity \"\(entity)\"; entity declarations are refused because they allow expansion bombs and reading local files"
          ))
      }
    }
    handler.internalSubset = { context, _, externalID, systemID in
      guard let context, externalID != nil || systemID != nil else { return }
      XMLFeedReader.with(context) { $0.hasExternalSubset = true }
    }
    handler.serror = { context, error in
      guard let context, let error else { return }
      XMLFeedReader.with(context) { $0.record(error.pointee) }
    }
    context = xmlCreatePushParserCtxt(
      &handler, Unmanaged.passUnretained(self).toOpaque(), nil, 0, nil)
    guard let context else { return }
    var options =
      XML_PARSE_RECOVER.rawValue | XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue
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
  /// so the transfer can stop downloading it. After a fault the bytes are not read: what was read
  /// before it is the feed.
  func consume(_ bytes: UnsafeRawBufferPointer) throws(FeedParsingFailure) {
    guard let context else { throw .malformed("the XML parser could not be created") }
    if let stopReason { throw stopReason }
    var offset = 0
    while offset < bytes.count, fault == nil {
      let length = min(bytes.count - offset, 1 << 20)
      let chunk = bytes.baseAddress!.advanced(by: offset).assumingMemoryBound(to: CChar.self)
      xmlParseChunk(context, chunk, Int32(length), 0)
      offset += length
      if let stopReason { throw stopReason }
      // No callbacks come after a fault, but libxml2 would go on reading every byte.
      if fault != nil { xmlStopParser(context) }
    }
  }

  /// Ends the document and returns the feed read from it: all of it, with the first fault read
  /// past as its problem, or, after a fault that stopped the reading, the articles before it and
  /// that fault as its problem.
  func finish() throws(FeedParsingFailure) -> Feed {
    guard let context else { throw .malformed("the XML parser could not be created") }
    if stopReason == nil, fault == nil {
      if rootName != nil, !rootHasEnded, depth == 1, let endTag = unfinishedEndTag() {
        // Every element but the root has ended and its end tag has begun: nothing is missing.
        note(
          "the document ends inside its last end tag (\(endTag.text) without its >)",
          line: endTag.line)
        rootHasEnded = true
      } else {
        xmlParseChunk(context, nil, 0, 1)
      }
      if let rootName, !rootHasEnded {
        // libxml2's own words for this ("Extra content at the end of the document") mislead.
        fault = "the document stops before its end (</\(rootName)>), as a download cut short does"
      }
    }
    if let stopReason { throw stopReason }
    // Without the root element of a feed there is no feed to call malformed: whatever libxml2
    // complained about (an HTML page's lowercase `<!doctype html>`, say), this is something else.
    guard let format else { throw .notAFeed }
    if format != .atom, !hasChannel, rootHasChildren, articles.isEmpty, fault == nil {
      // An RSS or RDF document holds everything in its channel, as newsboat requires too: with
      // other elements but no channel, it is an error page dressed as a feed, not an empty feed.
      // A root with nothing in it is an empty feed, as feedparser reads it.
      throw .malformed("it has no channel")
    }
    var problem: NewsClientError?
    if let fault {
      guard !articles.isEmpty else { throw .malformed(fault) }
      problem = .malformedFeed(feedURL, reason: "\(fault); the feed was read only up to there")
    } else if let recoveredFault {
      problem = Self.problem(readingPast: recoveredFault, in: feedURL)
    }
    let title = feedTitle.text ?? feedURL.host ?? feedURL.absoluteString
    return Feed(
      url: feedURL,
      title: title,
      link: feedLink.url,
      summary: feedSummary.text,
      imageURL: feedImageURL,
      format: format,
      articles: articles,
      problem: problem
    )
  }

  // MARK: - SAX events

  private func startElement(
    _ localName: UnsafePointer<xmlChar>, namespaceURI: UnsafePointer<xmlChar>?,
    attributes: XMLAttributes
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
    if capture != nil {
      text.appendStartTag(
        localName, namespaceURI: namespaceURI, attributes: attributes, base: explicitBase)
      return
    }
    if depth == 1 {
      startRoot(localName, namespaceURI: namespaceURI)
      return
    }
    rootHasChildren = true
    let element = element(localName, namespaceURI: namespaceURI)
    if let itemDepth {
      startItemElement(element, relativeDepth: depth - itemDepth, attributes: attributes)
    } else {
      startFeedElement(element, attributes: attributes)
    }
  }

  /// Tells the format from the root element. A root named like one (`feed`, `rss`, `RDF`) in a
  /// namespace that is not its vocabulary's, or in none, is read as that format, and its
  /// namespace as that vocabulary's: Atom written without `xmlns` is still Atom.
  private func startRoot(_ localName: UnsafePointer<xmlChar>, namespaceURI: UnsafePointer<xmlChar>?)
  {
    rootName = String(cString: localName)
    switch element(localName, namespaceURI: namespaceURI) {
    case .rssRoot: format = .rss
    case .rdfRoot: format = .rdf
    case .atomRoot: format = .atom
    default:
      switch String(cString: localName) {
      case "feed":
        format = .atom
        elements.alias(namespaceURI, as: .atom)
      case "rss":
        format = .rss
        elements.alias(namespaceURI, as: .none)
      case "RDF":
        format = .rdf
      default:
        stop(.notAFeed)
      }
    }
  }

  private func startFeedElement(_ element: FeedElement, attributes: XMLAttributes) {
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
      hasChannel = true
      return
    }
    if let imageDepth, depth == imageDepth + 1 {
      if element == .imageURL { begin(.feedImageURL) }
      return
    }
    guard depth == containerDepth + 1 else { return }
    switch element {
    case .title:
      begin(.feedTitle(textKind(attributes, default: format == .atom ? .plain : .html), .title))
    case .dublinCoreTitle: begin(.feedTitle(.html, .dublinCoreTitle))
    case .iTunesTitle: begin(.feedTitle(.plain, .iTunesTitle))
    case .link: begin(.feedLink)
    case .description: begin(.feedSummary(.html, .description))
    case .subtitle: begin(.feedSummary(textKind(attributes, default: .plain), .description))
    case .dublinCoreDescription: begin(.feedSummary(.html, .dublinCoreDescription))
    case .iTunesSummary: begin(.feedSummary(.plain, .iTunesSummary))
    case .iTunesSubtitle: begin(.feedSummary(.plain, .iTunesSubtitle))
    case .atomLink:
      if attributes.linkRelation == "alternate", let href = attributes.value("href") {
        feedLink.offer(LinkResolver.url(href, base: currentBase), type: attributes.value("type"))
      }
    case .image:
      if format == .rdf, feedImageURL == nil,
        let resource = attributes.value("resource", inAnyNamespace: true)
      {
        feedImageURL = LinkResolver.url(resource, base: currentBase)
      } else {
        imageDepth = depth
      }
    case .iTunesImage, .mediaThumbnail, .iTunesLink:
      guard element != .iTunesLink || attributes.has("rel", equalTo: "image") else { return }
      if feedImageURL == nil, let href = attributes.value("href") ?? attributes.value("url") {
        feedImageURL = LinkResolver.url(href, base: currentBase)
      }
    case .atomLogo: begin(.feedImageURL)
    default: break
    }
  }

  private func startItemElement(
    _ element: FeedElement, relativeDepth: Int, attributes: XMLAttributes
  ) {
    switch element {
    case .mediaTitle:
      // In the item, its `media:group` or a `media:content`, at whatever depth.
      return begin(.title(textKind(attributes, default: .plain), .mediaTitle))
    case .mediaDescription:
      return begin(.summary(textKind(attributes, default: .plain), .mediaDescription))
    default:
      break
    }
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
    case .title:
      begin(.title(textKind(attributes, default: format == .atom ? .plain : .html), .title))
    case .dublinCoreTitle: begin(.title(.html, .dublinCoreTitle))
    case .iTunesTitle: begin(.title(.plain, .iTunesTitle))
    case .link: begin(.link)
    case .description, .rssSummary:
      // RSS has no `summary`, but feeds write it beside `description`, or for it; of the two,
      // the second is the item's content, as feedparser reads them.
      if article.hasDescription, article.contentHTML == nil, article.content == nil {
        begin(.content(.html))
      } else {
        article.hasDescription = true
        begin(.summary(.html, .description))
      }
    case .atomSummary: begin(.summary(textKind(attributes, default: .plain), .description))
    case .dublinCoreDescription: begin(.summary(.html, .dublinCoreDescription))
    case .iTunesSummary: begin(.summary(.plain, .iTunesSummary))
    case .iTunesSubtitle: begin(.summary(.plain, .iTunesSubtitle))
    case .contentEncoded: begin(.content(.html))
    case .xhtmlBody: begin(.content(.xhtml))
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
      guard let href = attributes.value("href"), let url = LinkResolver.url(href, base: currentBase)
      else {
        return
      }
      switch attributes.linkRelation {
      case "alternate": article.link.offer(url, type: attributes.value("type"))
      case "enclosure":
        article.addEnclosure(
          Enclosure(
            url: url, mimeType: attributes.value("type"),
            length: FeedFieldValues.byteCount(attributes.value("length"))))
      default: break
      }
    case .enclosure:
      guard let href = attributes.value("url"), let url = LinkResolver.url(href, base: currentBase)
      else {
        return
      }
      article.addEnclosure(
        Enclosure(
          url: url, mimeType: attributes.value("type"),
          length: FeedFieldValues.byteCount(attributes.value("length"))))
    case .iTunesImage, .iTunesLink:
      // Early iTunes feeds wrote `url` for `href`, and an image as `itunes:link rel="image"`.
      guard element != .iTunesLink || attributes.has("rel", equalTo: "image") else { return }
      if article.imageURL == nil, let href = attributes.value("href") ?? attributes.value("url") {
        article.imageURL = LinkResolver.url(href, base: currentBase)
      }
    default:
      startMediaElement(element, attributes: attributes)
    }
  }

  private func startMediaElement(_ element: FeedElement, attributes: XMLAttributes) {
    switch element {
    case .mediaThumbnail:
      if article.imageURL == nil, let href = attributes.value("url") {
        article.imageURL = LinkResolver.url(href, base: currentBase)
      }
    case .mediaContent:
      guard let href = attributes.value("url"), let url = LinkResolver.url(href, base: currentBase)
      else {
        return
      }
      let type = attributes.value("type")
      let medium = attributes.value("medium")?.lowercased()
      if medium == "image" || (type?.lowercased().hasPrefix("image/") ?? false) {
        if article.imageURL == nil { article.imageURL = url }
      } else {
        article.addEnclosure(
          Enclosure(
            url: url, mimeType: type,
            length: FeedFieldValues.byteCount(attributes.value("fileSize")),
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
      } else if let localName {
        text.appendEndTag(localName)
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
      articles.append(article.article(base: currentBase))
    }
    if depth == 1 { rootHasEnded = true }
  }

  private func characters(_ characters: UnsafePointer<xmlChar>, length: Int) {
    guard capture != nil else { return }
    text.appendCharacters(characters, length: length)
  }

  // MARK: - Fields

  /// How a text construct is written, from its `type` and Atom 0.3's `mode`.
  private struct TextKind {
    var markup: CapturedText.Markup
    var isBase64 = false
    /// Whether the feed declares the field HTML, whose characters then stay HTML source even
    /// inside an XHTML element it wraps them in.
    var isDeclaredHTML = false

    static let plain = TextKind(markup: .none)
    static let html = TextKind(markup: .html)
    static let xhtml = TextKind(markup: .xhtml)
  }

  private enum CapturedField {
    case feedTitle(TextKind, TitleSource)
    case feedLink
    case feedSummary(TextKind, SummarySource)
    case feedImageURL
    case title(TextKind, TitleSource)
    case link
    case summary(TextKind, SummarySource)
    case content(TextKind)
    case guid(isPermaLink: Bool)
    case published
    case updated
    case author
    case duration

    var kind: TextKind {
      switch self {
      case .feedTitle(let kind, _), .feedSummary(let kind, _), .title(let kind, _),
        .summary(let kind, _),
        .content(let kind):
        kind
      case .author: .html
      default: .plain
      }
    }
  }

  private func begin(_ field: CapturedField) {
    capture = field
    captureDepth = depth
    let kind = field.kind
    text.reset(
      markup: kind.markup, isBase64: kind.isBase64, keepsHTMLSource: kind.isDeclaredHTML)
  }

  private func finish(_ field: CapturedField) {
    switch field {
    case .feedTitle(_, let source): feedTitle.offer(text.rendered(.singleLine), from: source)
    case .feedLink:
      feedLink.offer(LinkResolver.url(text.trimmed, base: currentBase), type: nil)
    case .feedSummary(_, let source): feedSummary.offer(text.rendered(.paragraphs), from: source)
    case .feedImageURL:
      if feedImageURL == nil { feedImageURL = LinkResolver.url(text.trimmed, base: currentBase) }
    case .title(_, let source): article.title.offer(text.rendered(.singleLine), from: source)
    case .link:
      article.link.offer(LinkResolver.url(text.trimmed, base: currentBase), type: nil)
    case .summary(_, let source):
      article.summary.offer(text.rendered(.paragraphs), from: source)
      if source == .description, text.isMarkup, article.summaryHTML == nil,
        ArticleDraft.isStructured(text.content)
      {
        article.summaryHTML = text.content
        article.summaryBase = explicitBase
      }
    case .content:
      if text.isMarkup {
        if article.contentHTML == nil {
          article.contentHTML = text.content
          article.contentBase = explicitBase
        }
      } else if article.content == nil {
        article.content = String(decoding: text.content, as: UTF8.self)
      }
    case .guid(let isPermaLink):
      var value = TerminalSafety.sanitizedValue(text.trimmed)
      guard !value.isEmpty, article.guid == nil else { return }
      // An id written as a path (`/2004/05/post`) is a link on the feed's site, as feedparser
      // reads it: resolved, it is the same everywhere and no longer collides with another
      // feed's `/2004/05/post`. Any other id is kept as written.
      if value.hasPrefix("/"), let url = LinkResolver.url(value, base: currentBase) {
        value = url.absoluteString
      }
      let isURL = value.hasPrefix("http://") || value.hasPrefix("https://")
      article.guid = Article.GUID(value, isPermaLink: isPermaLink && isURL)
    // Of several dates of one kind, the last readable one counts, as in feedparser: a feed that
    // writes Atom 0.3's `issued` and then 1.0's `published` means the newer name.
    case .published:
      if let date = text.bytes.withUnsafeBufferPointer(FeedDateParser.date(from:)) {
        article.published = date
      }
    case .updated:
      if let date = text.bytes.withUnsafeBufferPointer(FeedDateParser.date(from:)) {
        article.updated = date
      }
    case .author:
      guard article.author == nil else { return }
      let name = text.rendered(.singleLine)
      if !name.isEmpty { article.author = FeedFieldValues.authorName(name) }
    case .duration: article.duration = FeedFieldValues.duration(text.trimmed)
    }
  }

  /// The kind of an Atom text construct or of RSS's few typed elements: Atom 1.0's `text`, `html`
  /// and `xhtml`, the MIME types Atom 0.3 and Media RSS write (`text/plain`, `text/html`,
  /// `application/xhtml+xml`; `plain` and `html`), any other MIME type, whose content Atom 1.0
  /// writes in Base64 (RFC 4287 §4.1.3.3) and which is shown as text once decoded, and Atom 0.3's
  /// `mode`: `escaped` content is HTML source, `base64` is decoded first, and `xml` is inline
  /// markup.
  private func textKind(_ attributes: XMLAttributes, default defaultKind: TextKind) -> TextKind {
    var kind = defaultKind
    if let type = attributes.value("type").map({ ASCIIWhitespace.trimmed($0).lowercased() }),
      !type.isEmpty
    {
      if type == "html" || type.hasSuffix("/html") {
        kind = .html
        kind.isDeclaredHTML = true
      } else if type == "xhtml" || type.hasSuffix("+xml") || type.hasSuffix("/xml") {
        kind = .xhtml
      } else {
        kind = .plain
        kind.isBase64 = type.contains("/") && !type.hasPrefix("text/")
      }
    }
    switch attributes.value("mode").map({ ASCIIWhitespace.trimmed($0).lowercased() }) {
    case "escaped":
      kind.isBase64 = false
      if kind.markup == .xhtml { kind = .html }
      kind.isDeclaredHTML = true
    case "base64":
      kind.isBase64 = true
    case "xml":
      kind.isBase64 = false
      if kind.markup == .html { kind = .xhtml }
    default:
      break
    }
    return kind
  }

  private var currentBase: URL { bases.last?.url ?? feedURL }

  /// The base an `xml:base` sets here, if one is in scope: relative links in a body resolve
  /// against it, and only without one against the item's link.
  private var explicitBase: URL? { bases.last?.url }

  // MARK: - Elements

  private func element(_ localName: UnsafePointer<xmlChar>, namespaceURI: UnsafePointer<xmlChar>?)
    -> FeedElement
  {
    elements.element(localName, namespaceURI: namespaceURI)
  }

  // MARK: - Errors

  private func stop(_ reason: FeedParsingFailure) {
    guard stopReason == nil else { return }
    stopReason = reason
    if let context { xmlStopParser(context) }
  }

  /// Keeps the first fault in the root element and takes no more events from libxml2 after it, as
  /// it does itself without recovery. Errors that are not fatal (an undeclared namespace prefix,
  /// say) and local ones lose nothing and are read past, but noted; faults outside the root
  /// element cost nothing.
  private func record(_ error: xmlError) {
    guard fault == nil, rootName != nil, !rootHasEnded,
      error.level == XML_ERR_FATAL || error.level == XML_ERR_ERROR
    else { return }
    let message = error.message.map { String(cString: $0) }?.trimmingCharacters(
      in: .whitespacesAndNewlines)
    let described = "line \(error.line): \(message ?? "XML error \(error.code)")"
    guard error.level == XML_ERR_FATAL,
      !Self.isLocal(xmlParserErrors(UInt32(bitPattern: error.code)))
    else {
      if recoveredFault == nil { recoveredFault = described }
      return
    }
    fault = described
    context?.pointee.disableSAX = 1
  }

  /// Notes a fault ``FeedTextDecoder`` repaired in the bytes just before those to come, if it is
  /// inside the root element: libxml2 has taken in every byte before it, so its place is the end
  /// of what it has been given.
  func noteRepair(_ repair: TextRepair) {
    guard rootName != nil, !rootHasEnded, stopReason == nil, fault == nil,
      repair != .undeclaredEntity || !hasExternalSubset
    else { return }
    note(repair.description)
  }

  /// Whether the feed has a fault to report, so that no more repairs need noting.
  var hasFaultToReport: Bool { recoveredFault != nil || fault != nil || stopReason != nil }

  /// Keeps `description` as the fault read past, at `line`, or else at the end of the bytes
  /// libxml2 was given, if it is the first.
  private func note(_ description: String, line: Int? = nil) {
    guard recoveredFault == nil else { return }
    recoveredFault = "line \(line ?? self.line(at: nil)): \(description)"
  }

  /// The line of `position` among the bytes libxml2 holds back unread, such as a tag not yet
  /// closed, or of their end: the line it has read up to, and the line breaks before `position`.
  private func line(at position: UnsafePointer<xmlChar>?) -> Int {
    guard let input = context?.pointee.input else { return 0 }
    var line = Int(input.pointee.line)
    guard var cursor = input.pointee.cur, let end = position ?? input.pointee.end else {
      return line
    }
    while cursor < end {
      if cursor.pointee == UInt8(ascii: "\n") { line += 1 }
      cursor += 1
    }
    return line
  }

  /// The end tag the document's unread bytes hold, and its line, if they are only that,
  /// unfinished (`</rss`): a document cut off inside its root element's end tag.
  private func unfinishedEndTag() -> (text: String, line: Int)? {
    guard let input = context?.pointee.input, let start = input.pointee.cur,
      let end = input.pointee.end, end > start
    else { return nil }
    var rest = UnsafeBufferPointer(start: start, count: end - start)[...]
    while let first = rest.first, ASCIIWhitespace.contains(first) { rest.removeFirst() }
    while let last = rest.last, ASCIIWhitespace.contains(last) { rest.removeLast() }
    // `</` and at most a name, which is all an end tag holds before its `>`.
    guard rest.starts(with: "</".utf8), rest.count <= 2 + 64,
      rest.dropFirst(2).allSatisfy({ Self.isNameByte($0) })
    else { return nil }
    return (String(decoding: rest, as: UTF8.self), line(at: start + rest.startIndex))
  }

  /// The problem of a feed read past `fault` ("line 4: …"), whatever the format.
  static func problem(readingPast fault: String, in feedURL: URL) -> NewsClientError {
    .malformedFeed(feedURL, reason: "\(fault); it was read past, and no article was lost")
  }

  /// Whether `byte` may be part of a feed's root element's name, all of which are ASCII: a
  /// letter, a digit, `:`, `-`, `_` or `.`.
  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ":"), UInt8(ascii: "-"),
      UInt8(ascii: "_"), UInt8(ascii: "."):
      true
    default: false
    }
  }

  /// Whether libxml2 recovers from `error` within the tag or comment it is in, so the document's
  /// structure is as written: `--` inside a comment, an attribute written twice (the first counts).
  private static func isLocal(_ error: xmlParserErrors) -> Bool {
    error == XML_ERR_HYPHEN_IN_COMMENT || error == XML_ERR_ATTRIBUTE_REDEFINED
  }
}

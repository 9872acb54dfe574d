import CLibXML2
import Foundation

extension HTMLDocument {
  /// Parses HTML that is already text, such as a feed item's body: its `<meta>` tags say nothing
  /// about an encoding the text no longer has, and are ignored.
  public init(html: String, limits: HTMLLimits = HTMLLimits()) {
    var html = html
    self = html.withUTF8 { Self(utf8: $0, limits: limits) }
  }

  /// Parses a page's bytes as fetched, decoding them by ``HTMLCharset``: the byte-order mark, then
  /// `httpCharset` (the `charset` parameter of the response's Content-Type), then the page's
  /// `<meta>`.
  public init(
    bytes: some ContiguousBytes, httpCharset: String?, limits: HTMLLimits = HTMLLimits()
  ) {
    self = bytes.withUnsafeBytes { raw in
      let whole = raw.bindMemory(to: UInt8.self)
      let charset = HTMLCharset.detect(whole, httpCharset: httpCharset)
      // The mark is dropped here rather than left to libxml2, which would also obey one that
      // contradicts the chosen encoding.
      let markLength = HTMLCharset.byteOrderMark(whole)?.length ?? 0
      let capped = UnsafeBufferPointer(
        rebasing: whole.dropFirst(markLength).prefix(limits.maximumBytes))
      let isCut = whole.count - markLength > capped.count
      var decoded: String
      if charset.name == "UTF-8", HTMLCharset.isValidUTF8(capped) {
        var document = Self(utf8: capped, limits: limits)
        if isCut { document.isTruncated = true }
        return document
      } else if charset.name == "UTF-8" {
        // Malformed sequences become U+FFFD, as the standard decodes them; libxml2 would read the
        // rest of the page as Latin-1 after the first one.
        decoded = String(decoding: capped, as: UTF8.self)
      } else if let utf8 = Transcoder.utf8(capped, from: charset.name) {
        decoded = String(decoding: utf8, as: UTF8.self)
      } else {
        decoded = String(decoding: capped, as: UTF8.self)
      }
      var document = decoded.withUTF8 { Self(utf8: $0, limits: limits) }
      if isCut { document.isTruncated = true }
      return document
    }
  }

  /// Parses well-formed UTF-8, with controls carried past libxml2 by ``ControlStandIns``.
  init(utf8: UnsafeBufferPointer<UInt8>, limits: HTMLLimits) {
    var end = min(utf8.count, limits.maximumBytes)
    // A cut inside a character would leave a malformed sequence at the end.
    while end < utf8.count, end > 0, utf8[end] & 0xC0 == 0x80 { end -= 1 }
    let capped = UnsafeBufferPointer(rebasing: utf8[..<end])
    if let replaced = ControlStandIns.replacingControls(in: capped) {
      self = replaced.withUnsafeBufferPointer {
        Self(parsing: $0, isCut: end < utf8.count, limits: limits)
      }
    } else {
      self.init(parsing: capped, isCut: end < utf8.count, limits: limits)
    }
  }

  /// Parses UTF-8 `source` with libxml2's HTML parser reporting to a ``DocumentBuilder``. The
  /// encoding is given, so that no `<meta>` in the source can make libxml2 decode it again.
  private init(parsing source: UnsafeBufferPointer<UInt8>, isCut: Bool, limits: HTMLLimits) {
    LibXML2.initialize()
    let builder = DocumentBuilder(limits: limits, sourceSize: source.count)
    let created = source.withMemoryRebound(to: CChar.self) {
      source.isEmpty ? nil : htmlCreateMemoryParserCtxt($0.baseAddress, Int32($0.count))
    }
    guard let context = created else {
      self = builder.document(isTruncated: isCut)
      return
    }
    defer {
      if let document = context.pointee.myDoc {
        context.pointee.myDoc = nil
        xmlFreeDoc(document)
      }
      htmlFreeParserCtxt(context)
    }
    builder.context = context
    context.pointee.sax.pointee = DocumentBuilder.saxHandler
    // The handler reaches the builder through the context, which libxml2 passes to every event.
    // The builder outlives the parse, which ends before this initializer returns.
    context.pointee._private = Unmanaged.passUnretained(builder).toOpaque()
    // No encoding is named: the source is UTF-8 already, and naming one would make libxml2 run
    // it through a converter into another copy of the page. UTF-8 is libxml2's own encoding, so
    // switching to it installs no converter, and IGNORE_ENC keeps a `<meta charset>` from
    // switching to another.
    let options =
      HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
      | HTML_PARSE_NONET.rawValue | HTML_PARSE_NODEFDTD.rawValue | HTML_PARSE_IGNORE_ENC.rawValue
    htmlCtxtUseOptions(context, Int32(options))
    xmlSwitchEncoding(context, XML_CHAR_ENCODING_UTF8)
    htmlParseDocument(context)
    self = builder.document(isTruncated: isCut)
  }
}

extension DocumentBuilder {
  /// The SAX events the document is built from. Everything else (comments, processing
  /// instructions, the DOCTYPE, errors) is left unset, so libxml2 builds nothing and reports
  /// nothing. `cdataBlock` is where libxml2 reports the contents of `<script>` and `<style>`;
  /// set, it keeps them out of ``characters`` for good.
  static var saxHandler: htmlSAXHandler {
    var handler = htmlSAXHandler()
    handler.startElement = { context, name, attributes in
      guard let context, let name else { return }
      DocumentBuilder.with(context) { $0.startElement(name, attributes: attributes) }
    }
    handler.endElement = { context, _ in
      guard let context else { return }
      DocumentBuilder.with(context) { $0.endElement() }
    }
    handler.characters = { context, text, count in
      guard let context, let text else { return }
      DocumentBuilder.with(context) { $0.characters(text, count: Int(count)) }
    }
    handler.ignorableWhitespace = handler.characters
    handler.cdataBlock = { context, text, count in
      guard let context, let text else { return }
      DocumentBuilder.with(context) { $0.scriptText(text, count: Int(count)) }
    }
    return handler
  }

  /// Calls `body` with the builder of the parser context `context`, borrowed without retaining
  /// it, which saves a retain and a release on every event.
  @inline(__always)
  fileprivate static func with(
    _ context: UnsafeMutableRawPointer, _ body: (DocumentBuilder) -> Void
  ) {
    let parser = context.assumingMemoryBound(to: htmlParserCtxt.self)
    guard let builder = parser.pointee._private else { return }
    Unmanaged<DocumentBuilder>.fromOpaque(builder)._withUnsafeGuaranteedRef(body)
  }
}

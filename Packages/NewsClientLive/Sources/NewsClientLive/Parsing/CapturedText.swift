import CLibXML2
import Foundation

/// The text of the feed field being read, kept as bytes until the field ends.
///
/// Elements inside a field (Atom's `type="xhtml"`, Atom 0.3's `mode="xml"`, an XHTML `body` in an
/// RSS `description`, or stray HTML written unescaped in a title) are written back as tags with
/// their attributes, so that inline XHTML renders as the same markup escaped would: the same block
/// elements break lines, the same hidden elements (`script`, `style`…) never show, and a body
/// keeps its links and images.
struct CapturedText {
  enum Markup {
    /// Plain text, taken literally, as long as no element appears inside it.
    case none
    /// The characters are HTML source (escaped HTML, or CDATA); elements are added as tags.
    case html
    /// The characters are text, escaped as they are added, and elements are added as tags.
    case xhtml
  }

  private(set) var bytes: [UInt8] = []
  private(set) var markup = Markup.none
  /// Atom 0.3's `mode="base64"`: the characters are the content in Base64.
  private var isBase64 = false
  /// Whether HTML source stays HTML source inside an XHTML element (the feed declared the field
  /// HTML) rather than becoming text (an XHTML `body` in an RSS `description`).
  private var keepsHTMLSource = false

  mutating func reset(markup: Markup, isBase64: Bool, keepsHTMLSource: Bool = false) {
    bytes.removeAll(keepingCapacity: true)
    self.markup = isBase64 ? (markup == .none ? .none : .html) : markup
    self.isBase64 = isBase64
    self.keepsHTMLSource = keepsHTMLSource
  }

  /// Whether the field is markup to render as HTML.
  var isMarkup: Bool { markup != .none }

  mutating func appendCharacters(_ characters: UnsafePointer<xmlChar>, length: Int) {
    let room = PlainTextRenderer.maximumFieldBytes - bytes.count
    guard room > 0 else { return }
    let input = UnsafeBufferPointer(start: characters, count: min(length, room))
    guard markup == .xhtml else {
      bytes.append(contentsOf: input)
      return
    }
    Self.appendEscaped(input, to: &bytes)
  }

  /// Adds the start tag of an element inside the field, with its attributes. `base` is the
  /// `xml:base` in scope at the element, if any, which its relative links resolve against.
  mutating func appendStartTag(
    _ localName: UnsafePointer<xmlChar>, namespaceURI: UnsafePointer<xmlChar>?,
    attributes: XMLAttributes, base: URL?
  ) {
    guard !isBase64, bytes.count < PlainTextRenderer.maximumFieldBytes else { return }
    switch markup {
    case .none:
      // Text that turns out to hold elements: what came before was text, not HTML source.
      let text = bytes
      bytes.removeAll(keepingCapacity: true)
      text.withUnsafeBufferPointer { Self.appendEscaped($0, to: &bytes) }
      markup = .xhtml
    case .html:
      // XHTML in a field meant for escaped HTML (`<description><body xmlns="…xhtml">`): its
      // characters are text, unless the feed declared the field HTML.
      if !keepsHTMLSource, let namespaceURI, xmlStrEqual(namespaceURI, Self.xhtmlNamespace) != 0,
        bytes.allSatisfy(ASCIIWhitespace.contains)
      {
        markup = .xhtml
      }
    case .xhtml:
      break
    }
    bytes.append(UInt8(ascii: "<"))
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: localName, count: Int(xmlStrlen(localName))))
    attributes.appendAsHTML(to: &bytes, resolvingAgainst: base)
    bytes.append(UInt8(ascii: ">"))
  }

  /// Adds the end tag of an element inside the field. `br` gets none: the renderer reads `</br>`
  /// as another line break, as browsers do.
  mutating func appendEndTag(_ localName: UnsafePointer<xmlChar>) {
    guard !isBase64, markup != .none, bytes.count < PlainTextRenderer.maximumFieldBytes,
      xmlStrEqual(localName, Self.lineBreak) == 0
    else { return }
    bytes.append(contentsOf: [UInt8(ascii: "<"), UInt8(ascii: "/")])
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: localName, count: Int(xmlStrlen(localName))))
    bytes.append(UInt8(ascii: ">"))
  }

  /// The field's content: the bytes, or what their Base64 stands for.
  var content: [UInt8] {
    guard isBase64 else { return bytes }
    let encoded = String(decoding: bytes, as: UTF8.self)
    return Data(base64Encoded: encoded, options: .ignoreUnknownCharacters).map { Array($0) } ?? []
  }

  func rendered(_ layout: PlainTextRenderer.Layout) -> String {
    content.withUnsafeBufferPointer {
      PlainTextRenderer.render($0, markup: isMarkup ? .html : .none, layout: layout)
    }
  }

  /// The content without surrounding whitespace, as written (entities already resolved by
  /// libxml2).
  var trimmed: String { bytes.withUnsafeBufferPointer { ASCIIWhitespace.trimmed($0) } }

  private static var xhtmlNamespace: UnsafePointer<xmlChar> {
    xmlString("http://www.w3.org/1999/xhtml")
  }
  private static var lineBreak: UnsafePointer<xmlChar> { xmlString("br") }

  private static func xmlString(_ text: StaticString) -> UnsafePointer<xmlChar> {
    UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: xmlChar.self)
  }

  private static func appendEscaped(_ input: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
    for byte in input {
      switch byte {
      case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
      default: bytes.append(byte)
      }
    }
  }
}

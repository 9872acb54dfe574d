/// The element names the engine tells apart. Any other name is ``other``, and renders inline, as
/// a browser shows an element it does not know.
///
/// An enum of one byte rather than the name's text, so that the document stores a tag in one byte
/// and the renderer and the extractor decide by a switch, never by comparing strings.
public enum HTMLTag: UInt8, Sendable, CaseIterable {
  /// The document itself: the root of every ``HTMLDocument``, never written in the source.
  case document
  /// A run of text, not an element.
  case text
  /// An element whose name the engine does not know, such as a custom element.
  case other

  case a, abbr, address, applet, area, article, aside, audio, b, base, bdi, bdo, blockquote, body
  case br, button, canvas, caption, center, cite, code, col, colgroup, data, datalist, dd, del
  case details, dfn, dialog, dir, div, dl, dt, em, embed, fieldset, figcaption, figure, font
  case footer, form, frame, frameset, h1, h2, h3, h4, h5, h6, head, header, hgroup, hr, html, i
  case iframe, img, input, ins, kbd, keygen, label, legend, li, link, listing, main, map, mark
  case math, menu, meta, meter, nav, noframes, noscript, object, ol, optgroup, option, output, p
  case param, picture, plaintext, pre, progress, q, rp, rt, ruby, s, samp, script, search
  case section, select, slot, small, source, span, strike, strong, style, sub, summary, sup, svg
  case table, tbody, td, template, textarea, tfoot, th, thead, time, title, tr, track, tt, u, ul
  case `var`, video, wbr, xmp

  /// The tag named `name`, as libxml2 reports it, or ``other``.
  init(name: UnsafePointer<UInt8>) {
    var key: UInt64 = 0
    var length = 0
    while name[length] != 0 {
      guard length < 8 else {
        self = Self.longName(name)
        return
      }
      key = key << 8 | UInt64(name[length] | 0x20)
      length += 1
    }
    self = Self.byPackedName[key] ?? .other
  }

  /// The three known names longer than the eight letters a packed name holds.
  private static func longName(_ name: UnsafePointer<UInt8>) -> HTMLTag {
    for tag in [HTMLTag.blockquote, .figcaption, .plaintext] {
      let isMatch = tag.name.utf8.withContiguousStorageIfAvailable { expected in
        var index = 0
        while index < expected.count, name[index] | 0x20 == expected[index] { index += 1 }
        return index == expected.count && name[index] == 0
      }
      if isMatch == true { return tag }
    }
    return .other
  }

  /// The tags of at most eight letters by their names packed into an integer, one letter a byte,
  /// in lower case: a lookup that hashes one integer and allocates nothing.
  private static let byPackedName: [UInt64: HTMLTag] = {
    var table: [UInt64: HTMLTag] = [:]
    for tag in HTMLTag.allCases where tag.rawValue > HTMLTag.other.rawValue {
      let name = tag.name
      guard name.utf8.count <= 8 else { continue }
      table[name.utf8.reduce(0) { $0 << 8 | UInt64($1) }] = tag
    }
    return table
  }()

  /// The element's name in lower case.
  public var name: String {
    switch self {
    case .document: "#document"
    case .text: "#text"
    case .other: "#other"
    default: String(describing: self)
    }
  }

  /// Whether the element's content is never text a reader sees: code, styling, metadata, embedded
  /// documents and media, and form controls, which are parts of a page's machinery, not of what
  /// it says.
  public var isNeverText: Bool {
    switch self {
    case .head, .title, .meta, .link, .base, .script, .style, .noscript, .template, .svg, .iframe,
      .frame, .frameset, .noframes, .object, .embed, .applet, .param, .canvas, .audio, .video,
      .source, .track, .map, .area, .input, .button, .select, .option, .optgroup, .textarea,
      .datalist, .output, .keygen, .progress, .meter, .dialog, .slot:
      true
    default:
      false
    }
  }

  /// Whether the element starts and ends a block of text, as the CSS defaults of browsers lay it
  /// out; the rest flow inline.
  public var isBlock: Bool {
    switch self {
    case .document, .html, .body, .address, .article, .aside, .blockquote, .caption, .center,
      .dd, .details, .dir, .div, .dl, .dt, .fieldset, .figcaption, .figure, .footer, .form,
      .h1, .h2, .h3, .h4, .h5, .h6, .header, .hgroup, .hr, .legend, .li, .listing, .main, .menu,
      .nav, .ol, .p, .plaintext, .pre, .search, .section, .summary, .table, .tbody, .td, .tfoot,
      .th, .thead, .tr, .ul, .xmp, .colgroup, .col:
      true
    default:
      false
    }
  }

  /// The level of a heading element, 1 for `h1` to 6 for `h6`.
  public var headingLevel: Int? {
    switch self {
    case .h1: 1
    case .h2: 2
    case .h3: 3
    case .h4: 4
    case .h5: 5
    case .h6: 6
    default: nil
    }
  }

  /// Whether the element keeps its text line for line, as `<pre>` does.
  public var isPreformatted: Bool {
    self == .pre || self == .listing || self == .xmp || self == .plaintext
  }
}

import HTMLEngine
import NewsClient
import TextCore

/// Turns the text of a feed field into plain text fit for a terminal.
///
/// Feeds put HTML, entities, stray control characters and layout whitespace into titles and
/// summaries. This renders them as a person would read them: tags dropped, block elements turned
/// into line breaks, entities resolved, runs of whitespace collapsed, unsafe characters removed.
/// Text encoded in UTF-8 twice (`â€™` for `’`) is repaired (``DoubleEncoding``). It works on UTF-8
/// bytes in one pass, because it runs on every item of feeds with tens of thousands of items. A
/// field that contains control characters is finished by the interface's `TerminalText`, the one
/// rule for what may reach a terminal (see ``TerminalSafety``).
enum PlainTextRenderer {
  enum Markup {
    /// Tags and character references are interpreted.
    case html
    /// The text is taken literally; only whitespace and unsafe characters are dealt with.
    case none
  }

  enum Layout {
    /// Block elements and line breaks survive, with at most one blank line in a row.
    case paragraphs
    /// Everything on one line, as for a title.
    case singleLine
  }

  static func render(_ text: String, markup: Markup, layout: Layout) -> String {
    var text = text
    return text.withUTF8 { render($0, markup: markup, layout: layout) }
  }

  /// The most bytes of one field that are read. No title or summary needs more, and a single
  /// enormous text node, in XML or JSON, must cost neither memory nor time in proportion: the rest
  /// of the field is dropped.
  static let maximumFieldBytes = 256 * 1024

  static func render(_ whole: UnsafeBufferPointer<UInt8>, markup: Markup, layout: Layout) -> String
  {
    let input = UnsafeBufferPointer(rebasing: whole.prefix(maximumFieldBytes))
    return render(input, markup: markup, layout: layout, mayBeDoubleEncoded: true)
  }

  /// Renders `input`, and if it may be double-encoded (it wrote a character from U+00C0 to
  /// U+00FF, as every double-encoded sequence starts), tries ``DoubleEncoding`` on it: first on
  /// the source, since rendering would fold a no-break space that is the second byte of `à`
  /// (`Ã` and U+00A0), whose markup is ASCII and left as it is; then on the text, for a field
  /// written in references (`&#195;&#169;`).
  private static func render(
    _ input: UnsafeBufferPointer<UInt8>, markup: Markup, layout: Layout, mayBeDoubleEncoded: Bool
  ) -> String {
    // Output never exceeds three bytes per input byte (an invalid byte becomes U+FFFD) plus the
    // line breaks owed at the end, so one scratch buffer of that size is enough.
    let capacity = input.count * 3 + 8
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { scratch in
      var output = Output(buffer: scratch.baseAddress!, singleLine: layout == .singleLine)
      renderInto(&output, input, markup: markup)
      let rendered = UnsafeBufferPointer(start: scratch.baseAddress, count: output.count)
      if mayBeDoubleEncoded, output.containsLatin1Letter {
        if let repaired = DoubleEncoding.repaired(input) {
          return repaired.withUnsafeBufferPointer {
            render($0, markup: markup, layout: layout, mayBeDoubleEncoded: false)
          }
        }
        if let repaired = DoubleEncoding.repaired(rendered) {
          // The repair may reveal a control that the text's bytes stood for.
          return TerminalText.sanitized(
            String(decoding: repaired, as: UTF8.self), keepsLineBreaks: layout == .paragraphs)
        }
      }
      let text = String(decoding: rendered, as: UTF8.self)
      return output.containsControls
        ? TerminalText.sanitized(text, keepsLineBreaks: layout == .paragraphs) : text
    }
  }

  private static func renderInto(
    _ output: inout Output, _ input: UnsafeBufferPointer<UInt8>, markup: Markup
  ) {
    var index = 0
    let count = input.count
    while index < count {
      let byte = input[index]
      switch byte {
      case 0x21..<0x80 where byte != UInt8(ascii: "<") && byte != UInt8(ascii: "&") && byte != 0x7F:
        var end = index + 1
        while end < count {
          let next = input[end]
          guard next > 0x20, next < 0x7F, next != UInt8(ascii: "<"), next != UInt8(ascii: "&")
          else { break }
          end += 1
        }
        output.append(UnsafeBufferPointer(rebasing: input[index..<end]))
        index = end
      case UInt8(ascii: "<") where markup == .html:
        index = renderTag(input, at: index, into: &output)
      case UInt8(ascii: "&") where markup == .html:
        index = renderReference(input, at: index, into: &output)
      case UInt8(ascii: " "):
        output.space()
        index += 1
      case 0x00..<0x20, 0x7F:
        renderControl(byte, markup: markup, into: &output)
        index += 1
      case 0x20..<0x80:
        output.append(byte)
        index += 1
      default:
        index = renderNonASCII(input, at: index, markup: markup, into: &output)
      }
    }
  }

  /// White space becomes layout; any other control is left for `TerminalText`, with whatever
  /// escape sequence it starts.
  private static func renderControl(_ byte: UInt8, markup: Markup, into output: inout Output) {
    switch byte {
    case UInt8(ascii: "\n") where markup == .none:
      output.lineBreak(additive: true)
    case UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"), 0x0C:
      output.space()
    default:
      output.appendControl(byte)
    }
  }

  // MARK: - Characters

  private static func renderNonASCII(
    _ input: UnsafeBufferPointer<UInt8>, at start: Int, markup: Markup, into output: inout Output
  ) -> Int {
    let lead = input[start]
    let length: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF:
      length = 2
      value = UInt32(lead & 0x1F)
    case 0xE0...0xEF:
      length = 3
      value = UInt32(lead & 0x0F)
    case 0xF0...0xF4:
      length = 4
      value = UInt32(lead & 0x07)
    default:
      output.append(scalar: "\u{FFFD}")
      return start + 1
    }
    guard start + length <= input.count else {
      output.append(scalar: "\u{FFFD}")
      return input.count
    }
    for offset in 1..<length {
      let continuation = input[start + offset]
      guard continuation & 0xC0 == 0x80 else {
        output.append(scalar: "\u{FFFD}")
        return start + offset
      }
      value = value << 6 | UInt32(continuation & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else {
      output.append(scalar: "\u{FFFD}")
      return start + length
    }
    if let control = ControlStandIns.control(for: scalar) {
      renderControl(control, markup: markup, into: &output)
    } else {
      output.append(scalar: scalar)
    }
    return start + length
  }

  private static func renderReference(
    _ input: UnsafeBufferPointer<UInt8>, at start: Int, into output: inout Output
  ) -> Int {
    let limit = min(input.count, start + 34)
    var end = start + 1
    while end < limit, input[end] != UInt8(ascii: ";") {
      let byte = input[end]
      let isNameByte =
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "#")
      guard isNameByte else { break }
      end += 1
    }
    // A numeric reference may end without its semicolon, as browsers read `&#8212 ` too.
    let isTerminated = end < limit && input[end] == UInt8(ascii: ";")
    guard end > start + 1, isTerminated || input[start + 1] == UInt8(ascii: "#") else {
      output.append(UInt8(ascii: "&"))
      return start + 1
    }
    let name = UnsafeBufferPointer(rebasing: input[(start + 1)..<end])
    let scalar =
      name[0] == UInt8(ascii: "#")
      ? HTMLEntities.scalar(numeric: name) : HTMLEntities.scalar(named: name)
    guard let scalar else {
      output.append(UInt8(ascii: "&"))
      return start + 1
    }
    output.append(scalar: scalar)
    return isTerminated ? end + 1 : end
  }

  // MARK: - Tags

  private static func renderTag(
    _ input: UnsafeBufferPointer<UInt8>, at start: Int, into output: inout Output
  ) -> Int {
    let count = input.count
    var index = start + 1
    guard index < count else {
      output.append(UInt8(ascii: "<"))
      return count
    }
    if input[index] == UInt8(ascii: "!") {
      if index + 2 < count, input[index + 1] == UInt8(ascii: "-"),
        input[index + 2] == UInt8(ascii: "-")
      {
        return skip(past: "-->", in: input, from: index + 3)
      }
      return skip(past: ">", in: input, from: index)
    }
    if input[index] == UInt8(ascii: "?") {
      // A processing instruction (`<?php … ?>`) may hold `>` before its own end.
      let end = skip(past: "?>", in: input, from: index + 1)
      return end < count ? end : skip(past: ">", in: input, from: index + 1)
    }
    let isClosing = input[index] == UInt8(ascii: "/")
    if isClosing { index += 1 }
    var name = TagName()
    while index < count, isTagNameByte(input[index]) {
      name.append(input[index])
      index += 1
    }
    guard !name.isEmpty else {
      output.append(UInt8(ascii: "<"))
      return start + 1
    }
    let nameEnd = index
    index = endOfTag(input, from: index)
    if !isClosing, let hidden = HiddenElement(name) {
      let isSelfClosing =
        index >= 2 && input[index - 2] == UInt8(ascii: "/") && input[index - 1] == UInt8(ascii: ">")
      if isSelfClosing { return index }
      let tagName = UnsafeBufferPointer(rebasing: input[(start + 1)..<nameEnd])
      return hidden.end(named: tagName, in: input, from: index)
    }
    switch name {
    case TagName.br:
      output.lineBreak(additive: true)
    case TagName.p, TagName.h1, TagName.h2, TagName.h3, TagName.h4, TagName.h5, TagName.h6,
      TagName.blockquote, TagName.pre, TagName.ul, TagName.ol, TagName.table, TagName.hr,
      TagName.figure, TagName.section, TagName.article, TagName.header, TagName.footer,
      TagName.dl, TagName.aside, TagName.nav, TagName.main, TagName.address, TagName.details,
      TagName.fieldset, TagName.form, TagName.center, TagName.hgroup, TagName.menu, TagName.dir:
      output.paragraphBreak()
    case TagName.li, TagName.div, TagName.tr, TagName.dd, TagName.dt, TagName.figcaption,
      TagName.caption, TagName.summary, TagName.legend:
      output.lineBreak(additive: false)
    case TagName.td, TagName.th:
      output.space()
    default:
      break
    }
    return index
  }

  private static func isTagNameByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  /// The index after the `>` that closes a tag, skipping quoted attribute values. A quote opens
  /// a value only right after its `=`, as in HTML, so that `href=http://x/">` ends at its `>`.
  private static func endOfTag(_ input: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    var quote: UInt8? = nil
    var isAfterEquals = false
    while index < input.count {
      let byte = input[index]
      if let open = quote {
        if byte == open { quote = nil }
      } else if isAfterEquals, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: ">") {
        return index + 1
      }
      if quote == nil, !ASCIIWhitespace.contains(byte) {
        isAfterEquals = byte == UInt8(ascii: "=")
      }
      index += 1
    }
    return input.count
  }

  private static func skip(
    past terminator: StaticString, in input: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int {
    let pattern = UnsafeBufferPointer(
      start: terminator.utf8Start, count: terminator.utf8CodeUnitCount)
    guard pattern.count > 0, input.count >= pattern.count else { return input.count }
    var index = start
    while index + pattern.count <= input.count {
      if input[index..<(index + pattern.count)].elementsEqual(pattern) {
        return index + pattern.count
      }
      index += 1
    }
    return input.count
  }

  /// The elements whose content is never text a reader should see: code, styling and embedded
  /// documents.
  private enum HiddenElement {
    /// `script` and `style` end at the first closing tag, as HTML parses them, or with the text.
    case rawText
    /// `object`, `iframe`, `template` and `applet` may nest, so their content ends at the matching
    /// closing tag, or with the text.
    case container
    /// `embed` is void in HTML, but feeds also write it with a closing tag around fallback text.
    case voidOrContainer

    init?(_ name: TagName) {
      switch name {
      case TagName.script, TagName.style: self = .rawText
      case TagName.object, TagName.iframe, TagName.template, TagName.applet: self = .container
      case TagName.embed: self = .voidOrContainer
      default: return nil
      }
    }

    /// The index after the element that opened just before `start`.
    func end(
      named name: UnsafeBufferPointer<UInt8>, in input: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Int {
      var nesting = 1
      var index = start
      while index < input.count {
        guard input[index] == UInt8(ascii: "<") else {
          index += 1
          continue
        }
        let isClosing = index + 1 < input.count && input[index + 1] == UInt8(ascii: "/")
        let nameStart = index + (isClosing ? 2 : 1)
        if self != .rawText, !isClosing,
          let skipped = PlainTextRenderer.endOfRawTextElement(in: input, at: nameStart)
        {
          // A script inside an object may well write the object's closing tag in a string.
          index = skipped
          continue
        }
        guard PlainTextRenderer.isTag(named: name, in: input, at: nameStart),
          isClosing || self != .rawText
        else {
          index += 1
          continue
        }
        let tagEnd = PlainTextRenderer.endOfTag(input, from: nameStart + name.count)
        if isClosing {
          nesting -= 1
          if nesting == 0 { return tagEnd }
        } else if input[tagEnd - 2] != UInt8(ascii: "/") {
          nesting += 1
        }
        index = tagEnd
      }
      return self == .voidOrContainer ? start : input.count
    }
  }

  /// The index after a `script` or `style` element whose name starts at `start`, or nil if there
  /// is none there.
  private static func endOfRawTextElement(in input: UnsafeBufferPointer<UInt8>, at start: Int)
    -> Int?
  {
    var name = TagName()
    var index = start
    while index < input.count, isTagNameByte(input[index]) {
      name.append(input[index])
      index += 1
    }
    guard HiddenElement(name) == .rawText else { return nil }
    let tagEnd = endOfTag(input, from: index)
    return HiddenElement.rawText.end(
      named: UnsafeBufferPointer(rebasing: input[start..<index]), in: input, from: tagEnd)
  }

  /// Whether the tag name at `start` is `name`, ignoring ASCII case, and ends there.
  private static func isTag(
    named name: UnsafeBufferPointer<UInt8>, in input: UnsafeBufferPointer<UInt8>, at start: Int
  ) -> Bool {
    guard start + name.count <= input.count else { return false }
    for offset in 0..<name.count where input[start + offset] | 0x20 != name[offset] | 0x20 {
      return false
    }
    return start + name.count == input.count || !isTagNameByte(input[start + name.count])
  }

  // MARK: - Output

  /// Writes into a buffer owned by the caller, holding back whitespace until the next visible
  /// character shows whether it is needed.
  private struct Output {
    let buffer: UnsafeMutablePointer<UInt8>
    var count = 0
    var pendingBreaks = 0
    var pendingSpace = false
    /// Whether a control character was written, so `TerminalText` must finish the text.
    var containsControls = false
    /// Whether a character from U+00C0 to U+00FF was written, so the text may be double-encoded.
    var containsLatin1Letter = false
    let singleLine: Bool

    init(buffer: UnsafeMutablePointer<UInt8>, singleLine: Bool) {
      self.buffer = buffer
      self.singleLine = singleLine
    }

    mutating func space() {
      pendingSpace = true
    }

    mutating func lineBreak(additive: Bool) {
      pendingBreaks = min(2, additive ? pendingBreaks + 1 : max(pendingBreaks, 1))
    }

    mutating func paragraphBreak() {
      pendingBreaks = 2
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
      flushPendingWhitespace()
      buffer[count] = byte
      count += 1
    }

    /// Appends a control character for `TerminalText` to deal with.
    mutating func appendControl(_ byte: UInt8) {
      containsControls = true
      append(byte)
    }

    /// Appends bytes already known to be printable ASCII.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
      flushPendingWhitespace()
      (buffer + count).update(from: bytes.baseAddress!, count: bytes.count)
      count += bytes.count
    }

    mutating func append(scalar: Unicode.Scalar) {
      switch scalar {
      case "\u{00A0}", "\u{2002}", "\u{2003}", "\u{2009}", "\t":
        space()
        return
      case "\n":
        lineBreak(additive: true)
        return
      default:
        break
      }
      if TerminalSafety.isControl(scalar) { containsControls = true }
      if scalar.value >= 0xC0, scalar.value <= 0xFF { containsLatin1Letter = true }
      flushPendingWhitespace()
      for byte in UTF8.encode(scalar)! {
        buffer[count] = byte
        count += 1
      }
    }

    @inline(__always)
    private mutating func flushPendingWhitespace() {
      guard pendingBreaks > 0 || pendingSpace else { return }
      if count > 0 {
        if pendingBreaks > 0 && !singleLine {
          for _ in 0..<pendingBreaks {
            buffer[count] = UInt8(ascii: "\n")
            count += 1
          }
        } else {
          buffer[count] = UInt8(ascii: " ")
          count += 1
        }
      }
      pendingBreaks = 0
      pendingSpace = false
    }
  }
}

/// A lower-cased HTML tag name, its first eight letters packed into an integer beside its length,
/// so that recognising a tag costs a comparison and no allocation.
private struct TagName: Equatable {
  private var packed: UInt64 = 0
  private var length = 0

  var isEmpty: Bool { length == 0 }

  mutating func append(_ byte: UInt8) {
    length += 1
    guard length <= 8 else { return }
    let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    packed = packed << 8 | UInt64(lowered)
  }

  private init(_ name: StaticString) {
    let bytes = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
    for byte in bytes { append(byte) }
  }

  init() {}

  static let br = TagName("br")
  static let p = TagName("p")
  static let h1 = TagName("h1")
  static let h2 = TagName("h2")
  static let h3 = TagName("h3")
  static let h4 = TagName("h4")
  static let h5 = TagName("h5")
  static let h6 = TagName("h6")
  static let blockquote = TagName("blockquote")
  static let pre = TagName("pre")
  static let ul = TagName("ul")
  static let ol = TagName("ol")
  static let table = TagName("table")
  static let hr = TagName("hr")
  static let figure = TagName("figure")
  static let figcaption = TagName("figcaption")
  static let section = TagName("section")
  static let article = TagName("article")
  static let header = TagName("header")
  static let footer = TagName("footer")
  static let dl = TagName("dl")
  static let li = TagName("li")
  static let div = TagName("div")
  static let tr = TagName("tr")
  static let td = TagName("td")
  static let th = TagName("th")
  static let dd = TagName("dd")
  static let dt = TagName("dt")
  static let aside = TagName("aside")
  static let nav = TagName("nav")
  static let main = TagName("main")
  static let address = TagName("address")
  static let details = TagName("details")
  static let summary = TagName("summary")
  static let fieldset = TagName("fieldset")
  static let legend = TagName("legend")
  static let form = TagName("form")
  static let center = TagName("center")
  static let hgroup = TagName("hgroup")
  static let menu = TagName("menu")
  static let dir = TagName("dir")
  static let caption = TagName("caption")
  static let script = TagName("script")
  static let style = TagName("style")
  static let object = TagName("object")
  static let embed = TagName("embed")
  static let iframe = TagName("iframe")
  static let template = TagName("template")
  static let applet = TagName("applet")
}

import CLibXML2

/// Builds an ``HTMLDocument`` from libxml2's SAX events.
///
/// libxml2 calls back on the thread that runs the parse, one event at a time, and no handler
/// re-enters another, so the state is touched by one caller at a time; the exclusivity checks
/// that would prove it cost a large share of the parse, and are turned off.
final class DocumentBuilder {
  @exclusivity(unchecked) private var nodes: [HTMLDocument.Node]
  @exclusivity(unchecked) private var bytes: [UInt8] = []
  @exclusivity(unchecked) private var attributeSlots: [HTMLDocument.AttributeSlot] = []
  /// The open elements, innermost last; the root is always first.
  @exclusivity(unchecked) private var open: [Int32] = [0]
  /// How many elements are open inside an element whose content is dropped, such as `<svg>`:
  /// their events are counted, so that the end of the dropping element is known, and nothing is
  /// stored.
  @exclusivity(unchecked) private var droppedDepth = 0
  /// Whether the open element is a JSON-LD script, whose text is kept.
  @exclusivity(unchecked) private var keepsScriptText = false
  private let maximumNodes: Int
  private(set) var isTruncated = false
  /// The parser to stop when the document is full.
  var context: htmlParserCtxtPtr?

  /// The most JSON-LD a document keeps: metadata, never a page's worth.
  private static let maximumScriptText = 256 * 1024

  init(limits: HTMLLimits, sourceSize: Int) {
    maximumNodes = limits.maximumNodes
    nodes = [
      HTMLDocument.Node(tag: .document, isHidden: false, parent: -1, end: 1, start: 0, count: 0)
    ]
    // The text and the kept attributes never take more bytes than the source, nor the nodes
    // more than one for every three bytes ("<a>"). Reserving those bounds means no regrowth,
    // which would copy the arrays and hold old and new at once, and costs only address space:
    // memory is resident only where it is written.
    bytes.reserveCapacity(sourceSize)
    nodes.reserveCapacity(min(sourceSize / 3, limits.maximumNodes) + 16)
  }

  func document(isTruncated sourceWasCut: Bool) -> HTMLDocument {
    while open.count > 1 { close() }
    nodes[0].end = Int32(nodes.count)
    return HTMLDocument(
      nodes: nodes, bytes: bytes, attributeSlots: attributeSlots,
      isTruncated: isTruncated || sourceWasCut)
  }

  // MARK: - Events

  func startElement(
    _ name: UnsafePointer<UInt8>, attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
  ) {
    if droppedDepth > 0 {
      droppedDepth += 1
      return
    }
    guard hasRoom() else { return }
    let tag = HTMLTag(name: name)
    let firstSlot = attributeSlots.count
    var isHidden = false
    var isJSONLD = false
    if var pair = attributes {
      while let attributeName = pair[0] {
        let value = pair[1]
        pair += 2
        if let attribute = HTMLAttribute(name: attributeName) {
          // A boolean attribute such as `reversed` comes without a value.
          let start = bytes.count
          var length = 0
          if let value {
            while value[length] != 0 { length += 1 }
            bytes.append(contentsOf: UnsafeBufferPointer(start: value, count: length))
          }
          attributeSlots.append(
            HTMLDocument.AttributeSlot(
              name: attribute, start: Int32(start), count: Int32(length)))
          if attribute == .type, tag == .script, let value {
            isJSONLD = Self.isJSONLD(UnsafeBufferPointer(start: value, count: length))
          }
        } else if Self.equals(attributeName, "hidden") {
          isHidden = true
        } else if Self.equals(attributeName, "style"), let value {
          isHidden = isHidden || Self.styleHides(value)
        }
      }
    }
    let index = Int32(nodes.count)
    nodes.append(
      HTMLDocument.Node(
        tag: tag, isHidden: isHidden, parent: open[open.count - 1], end: index + 1,
        start: Int32(firstSlot), count: Int32(attributeSlots.count - firstSlot)))
    open.append(index)
    keepsScriptText = isJSONLD
    if Self.dropsContent(tag), !isJSONLD { droppedDepth = 1 }
  }

  func endElement() {
    if droppedDepth > 1 {
      droppedDepth -= 1
      return
    }
    droppedDepth = 0
    keepsScriptText = false
    if open.count > 1 { close() }
  }

  func characters(_ text: UnsafePointer<UInt8>, count: Int) {
    guard droppedDepth == 0 else { return }
    appendText(UnsafeBufferPointer(start: text, count: count))
  }

  func scriptText(_ text: UnsafePointer<UInt8>, count: Int) {
    guard keepsScriptText else { return }
    let keptSoFar = nodes.last.map { $0.tag == .text ? Int($0.count) : 0 } ?? 0
    let room = max(0, Self.maximumScriptText - keptSoFar)
    appendText(UnsafeBufferPointer(start: text, count: min(count, room)))
  }

  // MARK: - Building

  private func appendText(_ text: UnsafeBufferPointer<UInt8>) {
    guard !text.isEmpty else { return }
    let parent = open[open.count - 1]
    let last = nodes.count - 1
    // libxml2 reports a run of text in several pieces (around entities, at buffer boundaries):
    // a piece that follows the parent's last child, itself text, extends it.
    if nodes[last].tag == .text, nodes[last].parent == parent,
      Int(nodes[last].start + nodes[last].count) == bytes.count
    {
      bytes.append(contentsOf: text)
      nodes[last].count += Int32(text.count)
      return
    }
    guard hasRoom() else { return }
    let index = Int32(nodes.count)
    nodes.append(
      HTMLDocument.Node(
        tag: .text, isHidden: false, parent: parent, end: index + 1, start: Int32(bytes.count),
        count: Int32(text.count)))
    bytes.append(contentsOf: text)
  }

  private func close() {
    let element = Int(open.removeLast())
    nodes[element].end = Int32(nodes.count)
  }

  private func hasRoom() -> Bool {
    guard nodes.count < maximumNodes else {
      if !isTruncated, let context { xmlStopParser(context) }
      isTruncated = true
      return false
    }
    return true
  }

  /// Whether nothing inside the element is ever read, so that none of it is stored: a page's
  /// inline SVG or a `<select>` of two hundred countries costs nothing.
  private static func dropsContent(_ tag: HTMLTag) -> Bool {
    switch tag {
    case .head, .title, .meta, .link, .base: false
    default: tag.isNeverText
    }
  }

  private static func isJSONLD(_ type: UnsafeBufferPointer<UInt8>) -> Bool {
    let expected = "application/ld+json".utf8
    guard type.count == expected.count else { return false }
    return zip(type, expected).allSatisfy { $0 | 0x20 == $1 | 0x20 }
  }

  /// Whether an inline style hides the element: `display: none` or `visibility: hidden`, in any
  /// case and spacing.
  private static func styleHides(_ style: UnsafePointer<UInt8>) -> Bool {
    var compact: [UInt8] = []
    var index = 0
    while style[index] != 0, index < 4096 {
      let byte = style[index]
      if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n") {
        compact.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
      }
      index += 1
    }
    return contains(compact, "display:none") || contains(compact, "visibility:hidden")
  }

  private static func contains(_ bytes: [UInt8], _ pattern: StaticString) -> Bool {
    let pattern = UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount)
    guard bytes.count >= pattern.count else { return false }
    for start in 0...(bytes.count - pattern.count)
    where bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
      return true
    }
    return false
  }

  private static func equals(_ name: UnsafePointer<UInt8>, _ expected: StaticString) -> Bool {
    let expected = UnsafeBufferPointer(
      start: expected.utf8Start, count: expected.utf8CodeUnitCount)
    for index in 0..<expected.count where name[index] | 0x20 != expected[index] {
      return false
    }
    return name[expected.count] == 0
  }
}

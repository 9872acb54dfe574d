import Foundation

/// An HTML document as a reader needs it: elements, text and the attributes that matter, in a
/// compact, immutable form that can be queried and rendered any number of times.
///
/// libxml2's HTML parser reads the source, with its recovery from the broken markup of the wild
/// (unclosed paragraphs, stray end tags, unquoted attributes), and reports it through SAX events
/// that build this document directly. libxml2's own tree is never built: its nodes cost around
/// 120 bytes each and a copy of every attribute, while a node here costs 20 bytes and only the
/// attributes in ``HTMLAttribute`` are kept, which keeps a parsed page within a small multiple of
/// its size.
///
/// Text is kept as the source has it after entities are decoded, white space included, because
/// only the renderer knows whether it is inside `<pre>`. Script and style contents are dropped
/// while parsing, except JSON-LD, which describes the page.
public struct HTMLDocument: Sendable {
  struct Node {
    var tag: HTMLTag
    var isHidden: Bool
    var parent: Int32
    /// The index after the node's last descendant.
    var end: Int32
    /// A text node's first byte in ``HTMLDocument/bytes``, or an element's first attribute in
    /// ``HTMLDocument/attributeSlots``.
    var start: Int32
    /// A text node's length in bytes, or an element's number of attributes.
    var count: Int32
  }

  struct AttributeSlot {
    var name: HTMLAttribute
    var start: Int32
    var count: Int32
  }

  var nodes: [Node]
  /// The UTF-8 text of every text node and every kept attribute value, one after another.
  var bytes: [UInt8]
  var attributeSlots: [AttributeSlot]

  /// Whether the source was cut short by ``HTMLLimits``: the document holds what came before.
  public internal(set) var isTruncated: Bool

  /// The root, whose descendants are the whole document.
  public var root: HTMLNode { HTMLNode(index: 0) }

  /// How many nodes the document holds; nodes are numbered from 0 up to this.
  public var nodeCount: Int { nodes.count }

  public func tag(of node: HTMLNode) -> HTMLTag {
    nodes[node.index].tag
  }

  /// The parent of `node`, or nil for the root.
  public func parent(of node: HTMLNode) -> HTMLNode? {
    let parent = nodes[node.index].parent
    return parent < 0 ? nil : HTMLNode(index: Int(parent))
  }

  /// The position after the last descendant of `node`: its descendants are the nodes after it and
  /// before this.
  public func end(of node: HTMLNode) -> HTMLNode {
    HTMLNode(index: Int(nodes[node.index].end))
  }

  /// The nodes inside `node`, in document order, deepest included.
  public func descendants(of node: HTMLNode) -> some Sequence<HTMLNode> & Sendable {
    ((node.index + 1)..<Int(nodes[node.index].end)).lazy.map(HTMLNode.init(index:))
  }

  /// The children of `node`, in document order.
  public func children(of node: HTMLNode) -> Children {
    Children(nodes: nodes, range: (node.index + 1)..<Int(nodes[node.index].end))
  }

  /// Whether the page hides the element from every reader: the `hidden` attribute, or an inline
  /// style of `display: none` or `visibility: hidden`. Not `aria-hidden`, which hides from screen
  /// readers only; that is ``HTMLAttribute/ariaHidden``.
  public func isHidden(_ node: HTMLNode) -> Bool {
    nodes[node.index].isHidden
  }

  /// The value of an attribute of an element, with entities decoded, or nil when the element does
  /// not have it (or `node` is text).
  public func attribute(_ name: HTMLAttribute, of node: HTMLNode) -> String? {
    let element = nodes[node.index]
    guard element.tag != .text else { return nil }
    let slots = Int(element.start)..<Int(element.start + element.count)
    for slot in attributeSlots[slots] where slot.name == name {
      return String(decoding: bytes[Int(slot.start)..<Int(slot.start + slot.count)], as: UTF8.self)
    }
    return nil
  }

  /// Whether an element has an attribute, whatever its value.
  public func hasAttribute(_ name: HTMLAttribute, _ node: HTMLNode) -> Bool {
    let element = nodes[node.index]
    guard element.tag != .text else { return false }
    return attributeSlots[Int(element.start)..<Int(element.start + element.count)].contains {
      $0.name == name
    }
  }

  /// The text of a text node as the source has it, white space included; empty for an element.
  public func text(of node: HTMLNode) -> String {
    let text = nodes[node.index]
    guard text.tag == .text else { return "" }
    return String(decoding: bytes[Int(text.start)..<Int(text.start + text.count)], as: UTF8.self)
  }

  /// Calls `body` with the UTF-8 bytes of a text node (empty for an element), for code that
  /// measures much text and should not make a string of each piece.
  public func withTextBytes<Result>(
    of node: HTMLNode, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    let text = nodes[node.index]
    guard text.tag == .text else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
    return try bytes.withUnsafeBufferPointer {
      try body(UnsafeBufferPointer(rebasing: $0[Int(text.start)..<Int(text.start + text.count)]))
    }
  }

  /// The text inside `node` with white space collapsed as a browser shows it, skipping what is
  /// never text (scripts, styles, form controls) and what the page hides. For titles, bylines and
  /// table cells; a body is rendered with ``richText(of:baseURL:skipping:)``.
  public func collapsedText(of node: HTMLNode) -> String {
    var text = InlineText()
    guard nodes[node.index].tag != .text else {
      withTextBytes(of: node) { text.append(collapsing: $0) }
      return text.finishedText()
    }
    var index = node.index + 1
    let end = Int(nodes[node.index].end)
    while index < end {
      let current = nodes[index]
      if current.tag == .text {
        withTextBytes(of: HTMLNode(index: index)) { text.append(collapsing: $0) }
        index += 1
      } else if current.tag.isNeverText || current.isHidden {
        index = Int(current.end)
      } else {
        if current.tag.isBlock || current.tag == .br { text.space() }
        index += 1
      }
    }
    return text.finishedText()
  }

  /// Text from outside the document's text nodes (an attribute, JSON-LD) as ``collapsedText(of:)``
  /// writes text: white space collapsed, controls and escape sequences removed.
  public static func collapsed(_ text: String) -> String {
    var inline = InlineText()
    inline.append(collapsing: text)
    return inline.finishedText()
  }

  /// The text of the document's `<title>`, or nil when it has none or an empty one.
  public var title: String? {
    guard let element = firstElement(.title) else { return nil }
    let text = collapsedText(of: element)
    return text.isEmpty ? nil : text
  }

  /// The first element with `tag` in the document, in document order.
  public func firstElement(_ tag: HTMLTag) -> HTMLNode? {
    nodes.firstIndex { $0.tag == tag }.map(HTMLNode.init(index:))
  }

  /// The children of an element, in document order.
  public struct Children: Sequence, Sendable {
    let nodes: [Node]
    let range: Range<Int>

    public func makeIterator() -> Iterator {
      Iterator(nodes: nodes, position: range.lowerBound, end: range.upperBound)
    }

    public struct Iterator: IteratorProtocol, Sendable {
      let nodes: [Node]
      var position: Int
      let end: Int

      public mutating func next() -> HTMLNode? {
        guard position < end else { return nil }
        let node = HTMLNode(index: position)
        position = Int(nodes[position].end)
        return node
      }
    }
  }
}

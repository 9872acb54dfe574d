import HTMLEngine

/// How much text each element of a document holds, and how much of it is link text, counted for
/// every element at once.
///
/// Nodes are numbered in document order with each parent before its children, so one pass
/// forward tells which text is inside a link, and one pass backward adds every node's counts into
/// its parent's: the whole document costs two passes, whatever the extractor asks afterwards.
struct NodeStatistics {
  /// Characters of visible text, with each run of white space counted as one.
  private(set) var textLength: [Int32]
  /// The part of ``textLength`` inside links.
  private(set) var linkTextLength: [Int32]
  /// Commas (Latin, full-width and ideographic), a sign of sentences rather than menus.
  private(set) var commas: [Int32]

  init(_ document: HTMLDocument) {
    let count = document.nodeCount
    textLength = Array(repeating: 0, count: count)
    linkTextLength = Array(repeating: 0, count: count)
    commas = Array(repeating: 0, count: count)
    var isInLink = Array(repeating: false, count: count)
    var isInvisible = Array(repeating: false, count: count)
    for index in 1..<max(1, count) {
      let node = HTMLNode(index: index)
      let parent = document.parent(of: node)?.index ?? 0
      let tag = document.tag(of: node)
      isInLink[index] = isInLink[parent] || tag == .a
      isInvisible[index] =
        isInvisible[parent] || (tag != .text && (tag.isNeverText || document.isHidden(node)))
      guard tag == .text, !isInvisible[index] else { continue }
      let (length, commaCount) = document.withTextBytes(of: node, Self.measure)
      textLength[index] = Int32(length)
      commas[index] = Int32(commaCount)
      if isInLink[index] { linkTextLength[index] = Int32(length) }
    }
    for index in stride(from: count - 1, to: 0, by: -1) {
      guard let parent = document.parent(of: HTMLNode(index: index))?.index else { continue }
      textLength[parent] += textLength[index]
      linkTextLength[parent] += linkTextLength[index]
      commas[parent] += commas[index]
    }
  }

  func textLength(_ node: HTMLNode) -> Int { Int(textLength[node.index]) }

  func commas(_ node: HTMLNode) -> Int { Int(commas[node.index]) }

  func linkTextLength(_ node: HTMLNode) -> Int { Int(linkTextLength[node.index]) }

  /// The share of the element's text that is link text, from 0 to 1.
  func linkDensity(_ node: HTMLNode) -> Double {
    let total = textLength[node.index]
    return total == 0 ? 0 : Double(linkTextLength[node.index]) / Double(total)
  }

  /// Characters and commas of a text node: UTF-8 continuation bytes are not characters, and a run
  /// of white space counts once.
  private static func measure(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
    var length = 0
    var commas = 0
    var previousIsSpace = true
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
      if isSpace {
        if !previousIsSpace { length += 1 }
      } else if byte & 0xC0 != 0x80 {
        length += 1
        if byte == UInt8(ascii: ",") {
          commas += 1
        } else if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBC,
          bytes[index + 2] == 0x8C
        {
          commas += 1  // U+FF0C FULLWIDTH COMMA
        } else if byte == 0xE3, index + 2 < bytes.count, bytes[index + 1] == 0x80,
          bytes[index + 2] == 0x81
        {
          commas += 1  // U+3001 IDEOGRAPHIC COMMA
        }
      }
      previousIsSpace = isSpace
      index += 1
    }
    return (length, commas)
  }
}

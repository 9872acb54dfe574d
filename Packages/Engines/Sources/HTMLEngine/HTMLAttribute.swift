/// The attributes a document keeps. Others (inline event handlers, `data-` blobs, tracking
/// parameters) are dropped while parsing: no renderer or extractor reads them, and on a large
/// page they can weigh more than its text.
public enum HTMLAttribute: UInt8, Sendable, CaseIterable {
  case alt, charset, `class`, content, datetime, height, href, id, itemprop, name, property, rel
  case reversed, role, src, start, title, type, value, width
  /// `http-equiv`, which names the header a `<meta>` stands in for.
  case httpEquiv
  /// `aria-hidden`, by which pages hide decorative or duplicated parts from screen readers.
  case ariaHidden
  /// `data-src`, `data-original` or `data-lazy-src`: the real address of a lazily loaded image
  /// whose `src` is a placeholder.
  case lazySource
  /// `colspan`, the number of columns a table cell spans.
  case colspan

  /// The attribute named `name`, as libxml2 reports it, or nil for one that is not kept.
  init?(name: UnsafePointer<UInt8>) {
    var length = 0
    while name[length] != 0 {
      length += 1
      if length > 16 { return nil }
    }
    guard
      let attribute = Self.byName[
        String(decoding: UnsafeBufferPointer(start: name, count: length), as: UTF8.self)
          .lowercased()]
    else { return nil }
    self = attribute
  }

  private static let byName: [String: HTMLAttribute] = {
    var table: [String: HTMLAttribute] = [:]
    for attribute in HTMLAttribute.allCases {
      switch attribute {
      case .httpEquiv: table["http-equiv"] = attribute
      case .ariaHidden: table["aria-hidden"] = attribute
      case .lazySource:
        table["data-src"] = attribute
        table["data-original"] = attribute
        table["data-lazy-src"] = attribute
      default: table[String(describing: attribute)] = attribute
      }
    }
    return table
  }()
}

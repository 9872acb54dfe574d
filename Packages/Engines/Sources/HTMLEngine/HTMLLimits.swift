/// How much of a document the engine reads. Pages are written by strangers: a page of
/// gigabytes, or of millions of empty elements, must cost bounded memory and time, and what fits
/// is kept, with ``HTMLDocument/isTruncated`` set.
public struct HTMLLimits: Sendable, Hashable {
  /// The most bytes of source that are parsed; the rest is dropped.
  public var maximumBytes: Int
  /// The most nodes (elements and runs of text) a document holds; parsing stops there.
  public var maximumNodes: Int

  public init(maximumBytes: Int = 16 * 1024 * 1024, maximumNodes: Int = 500_000) {
    self.maximumBytes = maximumBytes
    self.maximumNodes = maximumNodes
  }
}

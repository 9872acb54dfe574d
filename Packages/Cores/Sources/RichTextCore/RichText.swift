/// An article's body with the structure a reader needs, and none of the markup it came in.
///
/// HTML is parsed once, where it arrives (a feed, a sync server, a fetched page), into this value;
/// everything after that (the store, search, `--json`, the reader's layout at any width) works on
/// it and never sees a tag. The structure is kept rather than flattened into lines because the
/// width is only known when the text is shown, and it changes with every resize.
public struct RichText: Sendable, Hashable, Codable {
  /// The blocks in reading order.
  public var blocks: [RichTextBlock]
  /// The targets of the links and images that the blocks mark, numbered from 1 in reading order:
  /// a mark's number `n` is `links[n - 1]`.
  public var links: [RichTextLink]

  public init(blocks: [RichTextBlock] = [], links: [RichTextLink] = []) {
    self.blocks = blocks
    self.links = links
  }

  /// Whether there is nothing to read: no block with text, and no rule or table between them.
  public var isEmpty: Bool {
    blocks.allSatisfy { $0.text.isEmpty && $0.kind != .rule && $0.cells.isEmpty }
  }
}

/// A node of an ``HTMLDocument``: an element or a run of text, named by its position.
///
/// Nodes are numbered in document order, and an element's descendants are exactly the nodes
/// numbered after it up to ``HTMLDocument/end(of:)``. So a node is an integer, comparing two says
/// which comes first in reading order, and a subtree is a range that can be walked, skipped or
/// set aside without pointers or recursion.
public struct HTMLNode: Hashable, Comparable, Sendable {
  /// The node's position in document order; the document's root is 0.
  public let index: Int

  public init(index: Int) {
    self.index = index
  }

  public static func < (lhs: HTMLNode, rhs: HTMLNode) -> Bool {
    lhs.index < rhs.index
  }
}

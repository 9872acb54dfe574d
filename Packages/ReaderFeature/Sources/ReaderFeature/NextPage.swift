/// Where the read of a list's further rows stands (``ArticleListPage/nextPage``).
///
/// A page is appended only where it continues the rows listed, as the rows were when it was
/// asked for: so it is asked from the last row listed, which it must start with, and it is
/// dropped when the rows were read again from the top before it arrived.
public enum NextPage: Sendable, Hashable {
  /// Asked of the store, from the last row listed.
  case asked
  /// Asked, then the rows were read again from the top: the page continues rows no longer
  /// listed, and is dropped when it arrives.
  case outdated
  /// The store changed above the last row listed, as a page that did not start with it showed:
  /// the rows are being read again from the top, and no page is asked until they arrive.
  case rereading
}

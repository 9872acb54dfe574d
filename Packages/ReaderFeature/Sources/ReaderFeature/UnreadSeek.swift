/// An `n` that found no unread article among a list's rows below the cursor while the store may
/// hold more (``ArticleListPage/unreadSeek``): the list reads on a page at a time until one holds
/// an unread article, and `n` then goes on as if every row had been listed when it was pressed.
public struct UnreadSeek: Sendable, Hashable {
  /// Whether `n` may go on into the next feed when the list holds no unread article below the
  /// cursor: not from a list that `n` itself opened, whose feed the counts said had one.
  public var crossesFeeds: Bool
  /// Whether `n` was pressed on an article read from the list, which the next one replaces; the
  /// seek is dropped when the pages on top of the list are no longer what they were.
  public var replacesArticle: Bool

  public init(crossesFeeds: Bool, replacesArticle: Bool) {
    self.crossesFeeds = crossesFeeds
    self.replacesArticle = replacesArticle
  }
}

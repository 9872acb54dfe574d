import ArticleStoreClient

/// Read marks to save: the articles, and whether to tell the user how many changed.
///
/// Opening an article marks it read silently; marking a whole feed read says how many it took.
public struct ReadMarkChange: Sendable, Hashable {
  public var selections: [ArticleSelection]
  public var isRead: Bool
  public var isAnnounced: Bool

  public init(_ selections: [ArticleSelection], isRead: Bool, isAnnounced: Bool = false) {
    self.selections = selections
    self.isRead = isRead
    self.isAnnounced = isAnnounced
  }
}

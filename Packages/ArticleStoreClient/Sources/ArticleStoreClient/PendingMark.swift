/// A mark made here on an article that a sync server holds, waiting to be sent there.
///
/// Written in the same transaction as the mark itself, so a mark is never made without being
/// queued, whatever stops the process afterwards; removed only once the server took it
/// (``ArticleStoreClient/removePendingMarks``).
public struct PendingMark: Sendable, Hashable, Identifiable {
  /// The mark's place in the queue: marks are sent in this order, since a later mark of the same
  /// article must win on the server as it did here.
  public var id: Int64
  /// The article's id on the server, as ``SyncedArticle/remoteID``.
  public var remoteID: String
  public var mark: ArticleMark

  public init(id: Int64, remoteID: String, mark: ArticleMark) {
    self.id = id
    self.remoteID = remoteID
    self.mark = mark
  }
}

/// The size of the store's files before and after ``ArticleStoreClient/reclaimSpace``, so a
/// command can say how much it gave back.
public struct ReclaimedSpace: Sendable, Hashable {
  public var bytesBefore: Int64
  public var bytesAfter: Int64

  public init(bytesBefore: Int64, bytesAfter: Int64) {
    self.bytesBefore = bytesBefore
    self.bytesAfter = bytesAfter
  }
}

import ArticleStoreClient

/// What cleaning the store up did: the articles it dropped and the space it gave back.
public struct StoreCleanup: Sendable, Hashable {
  public var removed: Int
  public var space: ReclaimedSpace

  public init(removed: Int, space: ReclaimedSpace) {
    self.removed = removed
    self.space = space
  }
}

import ArticleStoreClient

/// What a refresh did with one feed.
///
/// A failure says whose it was, because the two call for different answers: a feed that could
/// not be fetched is that feed's problem, shown beside the others; a store that could not save is
/// everyone's, and the caller falls back to what was fetched.
public enum FeedRefreshOutcome: Sendable {
  /// The feed is still the revision the store holds: nothing was parsed or written.
  case unchanged
  /// The feed changed and was saved. A feed that broke off part-way is saved with the articles
  /// read before the fault, and `problem` says what was lost: the feed's failure, shown beside
  /// what it did deliver.
  case saved(SaveResult, problem: (any Error)? = nil)
  /// The feed could not be fetched or read.
  case fetchFailed(any Error)
  /// The feed arrived but the store could not save it.
  case saveFailed(any Error)
}

import NewsClient

/// Which articles of a fetched feed are new, and which stored article each of the others is.
///
/// Public so that the live store and ``ArticleStoreClient/inMemory(_:now:)`` merge alike; both
/// then compare each matched pair themselves, since only they know how to load a stored article.
public struct FeedMerge: Sendable {
  /// A fetched article that is a stored one again.
  public struct Match: Sendable {
    public var id: Int64
    public var article: Article
  }

  /// Fetched articles that match a stored article, at most one fetched article for each.
  public var matches: [Match] = []
  /// Fetched articles to store for the first time, in the feed's order.
  public var new: [Article] = []
  /// Fetched articles left out: repeats of an article earlier in the same feed, and articles the
  /// store dropped and must not bring back.
  public var skipped = 0
  /// The dropped identities the feed still carries. The rest can be forgotten, since an article
  /// that has left its feed does not come back.
  public var droppedStillCarried: Set<String> = []

  /// Matches `articles`, as fetched, against `stored`, the identities of the feed's stored
  /// articles by number, and `dropped`, the keys (``ArticleIdentity/keys``) of articles that
  /// retention removed from the feed, by ``ArticleIdentity``'s rule.
  ///
  /// A guid match wins over a link match, and a link match over a title and date match, so an
  /// article whose title was edited is still found by its guid. An article the same as one
  /// earlier in the feed is a repeat, skipped. Distinct entries are never merged: each stored
  /// article matches at most one fetched article, and a fetched article whose match an earlier,
  /// different one took is new.
  public init(
    articles: [Article], stored: some Sequence<(id: Int64, identity: ArticleIdentity)>,
    dropped: Set<String>
  ) {
    var storedIndex = ArticleIdentityIndex<Int64>()
    for (id, identity) in stored { storedIndex.record(identity, as: id) }
    var earlierInFeed = ArticleIdentityIndex<Void>()
    var claimed = Set<Int64>()
    for article in articles {
      let identity = ArticleIdentity(article)
      guard earlierInFeed.insert(identity) else {
        skipped += 1
        continue
      }
      if let found = storedIndex.value(sameAs: identity), claimed.insert(found).inserted {
        matches.append(Match(id: found, article: article))
        continue
      }
      let lookedFor = identity.keysOfTheSameArticle.map(\.text)
      if lookedFor.contains(where: dropped.contains) {
        // The article's own keys too, so that every key of the dropped article is remembered,
        // not only the one that found it.
        droppedStillCarried.formUnion((lookedFor + identity.keys).filter(dropped.contains))
        skipped += 1
        continue
      }
      new.append(article)
    }
  }
}

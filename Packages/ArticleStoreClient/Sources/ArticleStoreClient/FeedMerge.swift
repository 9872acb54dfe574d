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
  /// retention removed from the feed.
  ///
  /// A guid match wins over a link match, and a link match over a title and date match, so an
  /// article whose title was edited is still found by its guid.
  public init(
    articles: [Article], stored: some Sequence<(id: Int64, identity: ArticleIdentity)>,
    dropped: Set<String>
  ) {
    var byGuid: [String: Int64] = [:]
    var byLink: [String: Int64] = [:]
    var byTitleAndDate: [ArticleIdentity.TitleAndDate: Int64] = [:]
    func record(_ identity: ArticleIdentity, as id: Int64) {
      if let guid = identity.guid, byGuid[guid] == nil { byGuid[guid] = id }
      if let link = identity.link, byLink[link] == nil { byLink[link] = id }
      if let titleAndDate = identity.titleAndDate, byTitleAndDate[titleAndDate] == nil {
        byTitleAndDate[titleAndDate] = id
      }
    }
    for (id, identity) in stored { record(identity, as: id) }

    // Fetched articles not yet stored are recorded under negative numbers, so a repeat of one of
    // them later in the feed is recognised too.
    var claimed = Set<Int64>()
    for (position, article) in articles.enumerated() {
      let identity = ArticleIdentity(article)
      let found =
        identity.guid.flatMap { byGuid[$0] } ?? identity.link.flatMap { byLink[$0] }
        ?? identity.titleAndDate.flatMap { byTitleAndDate[$0] }
      if let found {
        if claimed.insert(found).inserted && found > 0 {
          matches.append(Match(id: found, article: article))
        } else {
          skipped += 1
        }
        continue
      }
      let carriedDropped = identity.keys.filter(dropped.contains)
      if !carriedDropped.isEmpty {
        droppedStillCarried.formUnion(carriedDropped)
        skipped += 1
        continue
      }
      let provisional = -Int64(position) - 1
      record(identity, as: provisional)
      claimed.insert(provisional)
      new.append(article)
    }
  }
}

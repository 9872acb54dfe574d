import ArticleStoreClient
import NewsClient

/// The identities of the articles of several feeds listed so far, to recognise the same story
/// arriving again from another feed.
///
/// The same story is told apart by the store's rule across feeds
/// (``ArticleIdentity/init(acrossFeeds:)``), so that a list read from the store and one fetched
/// without it show the same headlines: articles that both have a guid are the same only when the
/// guids and the links are, and otherwise when their links, or their titles and dates, are. Two
/// feeds that syndicate a story under one guid and link show it once; two blogs whose guids
/// collide show every post; distinct entries that share a link are all shown.
struct ArticleIdentities {
  private var index = ArticleIdentityIndex<Void>()

  /// Makes room for `count` articles in all, as an array's `reserveCapacity` does for elements.
  mutating func reserveCapacity(_ count: Int) {
    index.reserveCapacity(forArticles: count)
  }

  /// Records `article` and returns true, or returns false when it is a duplicate of one recorded
  /// before. An article with no identity at all is never a duplicate.
  mutating func insert(_ article: Article) -> Bool {
    index.insert(ArticleIdentity(acrossFeeds: article))
  }
}

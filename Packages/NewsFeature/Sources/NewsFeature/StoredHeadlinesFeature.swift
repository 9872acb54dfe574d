import ArticleStoreClient
import Dependencies
import Foundation
import NewsClient
import QueryCore

/// Reads headlines back from the article store, where every refresh keeps the subscriptions'
/// articles, so that read marks, search and articles a feed has since dropped outlive each run.
///
/// It asks for the store alone; refreshing the store is RefreshFeature's.
public struct StoredHeadlinesFeature: Sendable {
  @Dependency(\.articleStore) var store
  @Dependency(\.date.now) var now

  public init() {}

  /// The newest `limit` headlines of `subscriptions` from the store alone, for `--offline`: a
  /// subscription with nothing stored yet is a failure that says how to get it.
  public func stored(
    _ subscriptions: [Subscription], unreadOnly: Bool, starredOnly: Bool = false, limit: Int,
    summaries: Bool = true, filter: ArticleFilter? = nil
  ) async throws -> HeadlineList {
    let storedFeeds = Set(try await store.counts().filter { $0.total > 0 }.map(\.feed))
    let failures = subscriptions.filter { !storedFeeds.contains($0.url) }.map {
      FeedFailure(
        feed: $0.url,
        message:
          "Nothing is stored from \($0.url.absoluteString) yet; run without --offline to fetch it")
    }
    let headlines = try await list(
      subscriptions, unreadOnly: unreadOnly, starredOnly: starredOnly, limit: limit,
      summaries: summaries, filter: filter)
    return HeadlineList(headlines: headlines, failures: failures)
  }

  /// The stored articles a search chooses, at most `limit`, named as `subscriptions` name their
  /// feeds; with `bodies`, each with its summary and body, as `--json` prints them.
  public func search(
    _ query: ArticleFilter, among subscriptions: [Subscription], limit: Int, bodies: Bool = false
  ) async throws -> [Headline] {
    try await search(query, tags: subscriptions.tagsByFeed, limit: limit, bodies: bodies).map(
      Self.headlines(namedBy: subscriptions))
  }

  /// The stored articles a search chooses (the search box's spelling, read by
  /// ``QueryCore/ArticleFilter/searchBox(_:)``), at most `limit`, from every feed stored: what
  /// `search` prints and `/` lists in the reader. `tags` are the feeds' tags, for `tag:` and `#`.
  ///
  /// Words alone are looked up as they always were, best matches first, a title match counting
  /// most (``ArticleStoreClient/ArticleStoreClient/search``); a search with any other term,
  /// a phrase, a mark, a date or a feed, lists what it chooses now newest first
  /// (``ArticleStoreClient/ArticleStoreClient/articlesMatching``). With `bodies`, each comes with
  /// its summary and body.
  public func search(
    _ query: ArticleFilter, tags: [URL: [String]], limit: Int, bodies: Bool = false
  ) async throws -> [StoredArticle] {
    guard let words = query.wordsAlone else {
      let listing = ArticleQuery(
        limit: limit, includesSummaries: bodies, includesContent: bodies, tags: tags)
      return try await store.articlesMatching(query, listing, now)
    }
    var found = try await store.search(words.joined(separator: " "), limit)
    if bodies {
      for index in found.indices {
        found[index] = try await store.article(found[index].id) ?? found[index]
      }
    }
    return found
  }

  /// Up to `limit` headlines of `subscriptions`, newest first, one for each story: an article
  /// that two feeds carry is shown once, as a refresh without the store shows it.
  ///
  /// `firstStoredSince` keeps only what the store first saw at that moment or later, whichever
  /// process saved it, as a watch asks for what arrived since its last poll. `filter` keeps only
  /// the articles it chooses now, chosen by the store (`headlines --filter`), which reads each
  /// feed's tags from `subscriptions`.
  public func list(
    _ subscriptions: [Subscription], unreadOnly: Bool = false, starredOnly: Bool = false,
    limit: Int, summaries: Bool, firstStoredSince: Date? = nil, filter: ArticleFilter? = nil
  ) async throws -> [Headline] {
    let headline = Self.headlines(namedBy: subscriptions)
    let tags = subscriptions.tagsByFeed
    var identities = ArticleIdentities()
    var headlines: [Headline] = []
    var offset = 0
    while headlines.count < limit {
      let query = ArticleQuery(
        feeds: subscriptions.map(\.url), unreadOnly: unreadOnly, starredOnly: starredOnly,
        limit: limit, offset: offset,
        includesSummaries: summaries, includesContent: summaries,
        firstStoredSince: firstStoredSince, tags: tags)
      let page =
        if let filter {
          try await store.articlesMatching(filter, query, now)
        } else {
          try await store.articles(query)
        }
      headlines.reserveCapacity(min(limit, headlines.count + page.count))
      identities.reserveCapacity(headlines.count + page.count)
      for stored in page where headlines.count < limit && identities.insert(stored.article) {
        headlines.append(headline(stored))
      }
      guard page.count == limit else { break }
      offset += page.count
    }
    return headlines
  }

  /// Builds a stored article's headline under the name its subscription gives its feed, else the
  /// feed's own title: the same source column as a refresh without the store shows.
  private static func headlines(namedBy subscriptions: [Subscription]) -> (StoredArticle) ->
    Headline
  {
    let byFeed = Dictionary(
      subscriptions.map { ($0.url, $0) }, uniquingKeysWith: { first, _ in first })
    return { stored in
      Headline(
        stored: stored,
        source: (byFeed[stored.feed] ?? Subscription(url: stored.feed)).source(
          titled: stored.feedTitle))
    }
  }
}

extension ArticleFilter {
  /// The words of a search of bare words and nothing else, which the store ranks; nil for one
  /// with any other term.
  fileprivate var wordsAlone: [String]? {
    guard withoutRequiredText == nil else { return nil }
    var words: [String] = []
    for term in requiredText {
      guard case .word(let word) = term else { return nil }
      words.append(word)
    }
    return words
  }
}

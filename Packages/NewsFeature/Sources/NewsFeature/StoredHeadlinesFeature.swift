import ArticleStoreClient
import Dependencies
import Foundation
import NewsClient

/// Keeps the subscriptions' articles in the article store and reads headlines back from it, so
/// that read marks, search and articles a feed has since dropped outlive each run.
///
/// It asks for the store and the news client's feed endpoints only. A store that cannot be
/// written costs the refresh nothing it fetched: the headlines then come from the feeds as they
/// arrived, and the reason travels in ``HeadlineList/storeProblem``.
public struct StoredHeadlinesFeature: Sendable {
  @Dependency(\.articleStore) var store

  public init() {}

  /// Refreshes every subscription into the store (``FeedRefresher``), applies `retention`, and
  /// returns the newest `limit` headlines of the subscriptions as the store holds them.
  ///
  /// A store that was empty before this refresh, as it is after an upgrade from the reading
  /// history alone, gets every article the history says was shown marked read, so an upgrade
  /// does not turn thousands of seen articles unread.
  ///
  /// When the store fails, the headlines are the feeds as fetched: from the copies the news
  /// client cached as it fetched them, or from the network when the store failed before anything
  /// was fetched. The store's error travels in ``HeadlineList/storeProblem``.
  ///
  /// `summaries: false` leaves each headline's summary and body out, for a list that shows titles
  /// only.
  public func refresh(
    _ subscriptions: [Subscription],
    retention: RetentionPolicy?,
    unreadOnly: Bool,
    starredOnly: Bool = false,
    limit: Int,
    summaries: Bool = true
  ) async -> HeadlineList {
    let wasEmpty: Bool
    do {
      // One article, through the date index: counting every feed's articles would cost the
      // refresh a scan of the store before the first feed is asked for.
      wasEmpty = try await store.articles(ArticleQuery(limit: 1, includesSummaries: false)).isEmpty
    } catch {
      let fetched = await HeadlinesFeature().refresh(
        subscriptions, cachePolicy: .revalidate, limit: limit)
      return Self.withoutStore(fetched, because: error)
    }
    // Most refreshes change nothing: every feed is as the store last saved it. The list is read
    // while the feeds are asked, so that such a refresh shows it as soon as the last feed answers,
    // and read again only when the refresh did change the store.
    async let listedWhileRefreshing =
      wasEmpty
      ? nil
      : try? read(
        subscriptions, unreadOnly: unreadOnly, starredOnly: starredOnly, limit: limit,
        summaries: summaries)
    var fetchFailures: [URL: any Error] = [:]
    do {
      var saveFailure: (any Error)?
      let changedStore = try await FeedRefresher().refresh(
        subscriptions.map(\.url), retention: retention
      ) { feed, outcome in
        switch outcome {
        case .fetchFailed(let error), .saved(_, problem: .some(let error)):
          fetchFailures[feed] = error
        case .saveFailed(let error): saveFailure = saveFailure ?? error
        case .unchanged, .saved: break
        }
      }
      if let saveFailure { throw saveFailure }
      if wasEmpty {
        try await markShownArticlesRead(subscriptions)
      }
      let headlines: [Headline]
      if !changedStore, let listed = await listedWhileRefreshing {
        headlines = listed
      } else {
        headlines = try await read(
          subscriptions, unreadOnly: unreadOnly, starredOnly: starredOnly, limit: limit,
          summaries: summaries)
      }
      return HeadlineList(
        headlines: headlines, failures: Self.failures(subscriptions, fetchFailures))
    } catch {
      var cached = await HeadlinesFeature().refresh(
        subscriptions, cachePolicy: .offline, limit: limit)
      cached.failures = Self.failures(subscriptions, fetchFailures)
      return Self.withoutStore(cached, because: error)
    }
  }

  private static func withoutStore(_ list: HeadlineList, because error: any Error)
    -> HeadlineList
  {
    var list = list
    if !(error is CancellationError) {
      list.storeProblem = String(describing: error)
    }
    return list
  }

  /// A failure for each subscription whose fetch failed or delivered only part of the feed, in
  /// subscription order.
  private static func failures(_ subscriptions: [Subscription], _ errors: [URL: any Error])
    -> [FeedFailure]
  {
    subscriptions.compactMap { subscription in
      errors[subscription.url].map {
        FeedFailure(feed: subscription.url, message: HeadlinesFeature.message(for: $0))
      }
    }
  }

  /// The newest `limit` headlines of `subscriptions` from the store alone, for `--offline`: a
  /// subscription with nothing stored yet is a failure that says how to get it.
  public func stored(
    _ subscriptions: [Subscription], unreadOnly: Bool, starredOnly: Bool = false, limit: Int,
    summaries: Bool = true
  ) async throws -> HeadlineList {
    let storedFeeds = Set(try await store.counts().filter { $0.total > 0 }.map(\.feed))
    let failures = subscriptions.filter { !storedFeeds.contains($0.url) }.map {
      FeedFailure(
        feed: $0.url,
        message:
          "Nothing is stored from \($0.url.absoluteString) yet; run without --offline to fetch it")
    }
    let headlines = try await read(
      subscriptions, unreadOnly: unreadOnly, starredOnly: starredOnly, limit: limit,
      summaries: summaries)
    return HeadlineList(headlines: headlines, failures: failures)
  }

  /// The stored articles that match `text`, best first, named as `subscriptions` name their feeds;
  /// with `bodies`, each with its body, read whole, as `--json` prints it.
  public func search(
    _ text: String, among subscriptions: [Subscription], limit: Int, bodies: Bool = false
  ) async throws -> [Headline] {
    var found = try await store.search(text, limit)
    if bodies {
      for index in found.indices {
        found[index] = try await store.article(found[index].id) ?? found[index]
      }
    }
    return found.map(Self.headlines(namedBy: subscriptions))
  }

  /// Up to `limit` headlines, newest first, one for each story: an article that two feeds carry
  /// is shown once, as a refresh without the store shows it.
  func read(
    _ subscriptions: [Subscription], unreadOnly: Bool, starredOnly: Bool = false, limit: Int,
    summaries: Bool
  )
    async throws -> [Headline]
  {
    let headline = Self.headlines(namedBy: subscriptions)
    var identities = ArticleIdentities()
    var headlines: [Headline] = []
    var offset = 0
    while headlines.count < limit {
      let page = try await store.articles(
        ArticleQuery(
          feeds: subscriptions.map(\.url), unreadOnly: unreadOnly, starredOnly: starredOnly,
          limit: limit, offset: offset,
          includesSummaries: summaries, includesContent: summaries))
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

  private func markShownArticlesRead(_ subscriptions: [Subscription]) async throws {
    let shown = await ReadingHistory().shown()
    guard !shown.isEmpty else { return }
    let stored = try await store.articles(
      ArticleQuery(feeds: subscriptions.map(\.url), limit: Int.max))
    let numbers = stored.filter { shown.contains(Headline.identity(of: $0.article, in: $0.feed)) }
      .map(\.id)
    if !numbers.isEmpty {
      _ = try await store.setRead(.articles(numbers), true)
    }
  }
}

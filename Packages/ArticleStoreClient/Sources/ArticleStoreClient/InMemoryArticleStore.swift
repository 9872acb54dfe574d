import Foundation
import NewsClient
import QueryCore
import RichTextCore
import TimeCore

/// The store's rules kept in memory, for previews and for feature tests that run a flow across
/// several calls, where overriding single endpoints would mean writing a store again.
///
/// An actor, so that the feeds it is seeded with can be loaded asynchronously on first use, as
/// the preview's sample feeds are.
actor InMemoryArticleStore {
  private struct StoredFeed {
    var title: String
    /// The feed's website, as `feedlink` reads it.
    var link: String = ""
    var revision: String?
    var dropped: Set<String> = []
  }

  private let name = "memory:articles"
  private var seed: (@Sendable (InMemoryArticleStore) async throws -> Void)?
  private var feeds: [URL: StoredFeed] = [:]
  private var feedOrder: [URL] = []
  private var articles: [Int64: StoredArticle] = [:]
  private var nextID: Int64 = 1
  private var pending: [PendingMark] = []
  private var nextPendingID: Int64 = 1
  private var syncCursors: [String: String] = [:]

  init(seed: (@Sendable (InMemoryArticleStore) async throws -> Void)?) {
    self.seed = seed
  }

  private func seedIfNeeded() async throws {
    guard let seed else { return }
    self.seed = nil
    try await seed(self)
  }

  func save(_ feed: Feed, now: Date) async throws -> SaveResult {
    try await seedIfNeeded()
    if feeds[feed.url] == nil {
      feeds[feed.url] = StoredFeed(title: feed.title)
      feedOrder.append(feed.url)
    }
    feeds[feed.url]?.title = feed.title
    feeds[feed.url]?.link = feed.link?.absoluteString ?? ""
    feeds[feed.url]?.revision = feed.revision
    let stored = articles.values.filter { $0.feed == feed.url }.map {
      (id: $0.id, identity: ArticleIdentity($0.article))
    }
    let merge = FeedMerge(
      articles: feed.articles, stored: stored.sorted { $0.id < $1.id },
      dropped: feeds[feed.url]?.dropped ?? [])
    var result = SaveResult(unchanged: merge.skipped)
    for match in merge.matches {
      if articles[match.id]?.article == match.article {
        result.unchanged += 1
      } else {
        articles[match.id]?.article = match.article
        articles[match.id]?.feedTitle = feed.title
        result.updated += 1
      }
    }
    for article in merge.new {
      articles[nextID] = StoredArticle(
        id: nextID, feed: feed.url, feedTitle: feed.title, article: article, isRead: false,
        firstStored: now)
      nextID += 1
      result.inserted += 1
    }
    for id in articles.keys where articles[id]?.feed == feed.url {
      articles[id]?.feedTitle = feed.title
    }
    feeds[feed.url]?.dropped = merge.droppedStillCarried
    return result
  }

  func articles(_ query: ArticleQuery) async throws -> [StoredArticle] {
    try await seedIfNeeded()
    return articles(query, where: { _ in true })
  }

  /// The articles `query` lists that `filter` chooses, each read as the reference evaluator
  /// reads an article, with its feed's counts as they stand.
  func articles(matching filter: ArticleFilter, _ query: ArticleQuery, now: Date) async throws
    -> [StoredArticle]
  {
    try await seedIfNeeded()
    var counts: [URL: (unread: Int, total: Int)] = [:]
    for stored in articles.values {
      counts[stored.feed, default: (0, 0)].total += 1
      if !stored.isRead { counts[stored.feed, default: (0, 0)].unread += 1 }
    }
    return articles(query) { stored in
      let count = counts[stored.feed] ?? (0, 0)
      return filter.matches(
        stored.filterable(
          feedLink: self.feeds[stored.feed]?.link ?? "", feedUnreadCount: count.unread,
          feedTotalCount: count.total, tags: query.tags[stored.feed] ?? []),
        now: now)
    }
  }

  private func articles(_ query: ArticleQuery, where chooses: (StoredArticle) -> Bool)
    -> [StoredArticle]
  {
    let matching = articles.values.filter { stored in
      (query.feeds.isEmpty || query.feeds.contains(stored.feed))
        && !(query.unreadOnly && stored.isRead) && !(query.starredOnly && !stored.isStarred)
        && (query.firstStoredSince.map { stored.firstStored >= $0 } ?? true) && chooses(stored)
    }
    let page = newestFirst(matching).dropFirst(max(query.offset, 0)).prefix(max(query.limit, 0))
    return page.map { stored in
      var stored = stored
      if !query.includesSummaries { stored.article.summary = nil }
      if !query.includesContent {
        stored.article.content = nil
        stored.page = nil
        stored.pageByline = nil
      }
      return stored
    }
  }

  func article(_ id: Int64) async throws -> StoredArticle? {
    try await seedIfNeeded()
    return articles[id]
  }

  func savePage(_ id: Int64, _ page: RichText, byline: String?) async throws -> Bool {
    try await seedIfNeeded()
    guard articles[id] != nil else { return false }
    articles[id]?.page = page
    articles[id]?.pageByline = byline
    return true
  }

  /// Scores an article by how often the words occur, a title occurrence counting ten times a
  /// summary or body one, as the live store weighs its columns; every word must occur, a word of a script
  /// without spaces anywhere inside the text (``SearchText/isUnspaced(_:)``).
  func search(_ text: String, limit: Int) async throws -> [StoredArticle] {
    try await seedIfNeeded()
    let words = SearchText.words(in: text).map(SearchText.folded)
    guard !words.isEmpty, limit > 0 else { return [] }
    var scored: [(article: StoredArticle, score: Int)] = []
    for stored in articles.values.sorted(by: { $0.id > $1.id }) {
      let titleWords = SearchText.words(in: stored.article.title).map(SearchText.folded)
      let summaryWords = SearchText.words(in: stored.article.summary ?? "").map(SearchText.folded)
      let contentWords = SearchText.words(
        in: [stored.article.content, stored.page].compactMap { $0?.plainText }.joined(
          separator: " ")
      ).map(SearchText.folded)
      var score = 0
      var everyWordFound = true
      for word in words {
        let inTitle: Int
        let inSummary: Int
        if SearchText.isUnspaced(word) {
          inTitle = stored.article.title.ranges(of: word).count
          inSummary =
            (stored.article.summary?.ranges(of: word).count ?? 0)
            + (stored.article.content?.plainText.ranges(of: word).count ?? 0)
            + (stored.page?.plainText.ranges(of: word).count ?? 0)
        } else {
          inTitle = titleWords.count { $0 == word }
          inSummary = summaryWords.count { $0 == word } + contentWords.count { $0 == word }
        }
        if inTitle + inSummary == 0 { everyWordFound = false }
        score += inTitle * 10 + inSummary
      }
      if everyWordFound { scored.append((stored, score)) }
      if scored.count == SearchText.rankedCandidates { break }
    }
    // A stable sort keeps the newer stored first among equal scores, as the live store does.
    var ranked = scored
    ranked.sort { $0.score > $1.score }
    // Without bodies, as a list: the one opened is read whole (``article(_:)``).
    return ranked.prefix(limit).map { found in
      var stored = found.article
      stored.article.content = nil
      stored.page = nil
      stored.pageByline = nil
      return stored
    }
  }

  func counts() async throws -> [FeedCounts] {
    try await seedIfNeeded()
    return feedOrder.map { url in
      let ofFeed = articles.values.filter { $0.feed == url }
      return FeedCounts(
        feed: url, title: feeds[url]?.title ?? "", unread: ofFeed.count { !$0.isRead },
        total: ofFeed.count)
    }
    .sorted {
      ($0.title.lowercased(), $0.feed.absoluteString) < (
        $1.title.lowercased(), $1.feed.absoluteString
      )
    }
  }

  func revisions() async throws -> [URL: String] {
    try await seedIfNeeded()
    return feeds.compactMapValues(\.revision)
  }

  func setRead(_ selection: ArticleSelection, isRead: Bool) async throws -> Int {
    try await seedIfNeeded()
    let chosen = try await chosen(selection)
    var changed = 0
    for (id, stored) in articles.sorted(by: { $0.key < $1.key })
    where stored.isRead != isRead && chosen.contains(id) {
      articles[id]?.isRead = isRead
      queue(isRead ? .read : .unread, of: stored)
      changed += 1
    }
    return changed
  }

  func setStarred(_ selection: ArticleSelection, isStarred: Bool) async throws -> Int {
    try await seedIfNeeded()
    let chosen = try await chosen(selection)
    var changed = 0
    for (id, stored) in articles.sorted(by: { $0.key < $1.key })
    where stored.isStarred != isStarred && chosen.contains(id) {
      articles[id]?.isStarred = isStarred
      queue(isStarred ? .starred : .unstarred, of: stored)
      changed += 1
    }
    return changed
  }

  private func queue(_ mark: ArticleMark, of stored: StoredArticle) {
    guard let remoteID = stored.remoteID else { return }
    pending.append(PendingMark(id: nextPendingID, remoteID: remoteID, mark: mark))
    nextPendingID += 1
  }

  func saveSynced(_ synced: [SyncedArticle], now: Date) async throws -> SaveResult {
    try await seedIfNeeded()
    var result = SaveResult()
    for item in synced {
      if feeds[item.feed] == nil {
        feeds[item.feed] = StoredFeed(title: item.feedTitle)
        feedOrder.append(item.feed)
      }
      feeds[item.feed]?.title = item.feedTitle
      let known =
        articles.values.first { $0.remoteID == item.remoteID }
        ?? articles.values.sorted { $0.id < $1.id }.first { stored in
          stored.remoteID == nil && stored.feed == item.feed && item.article.link != nil
            && stored.article.link == item.article.link
        }
      if let known {
        articles[known.id]?.remoteID = item.remoteID
        if known.article == item.article {
          result.unchanged += 1
        } else {
          articles[known.id]?.article = item.article
          result.updated += 1
        }
      } else {
        articles[nextID] = StoredArticle(
          id: nextID, feed: item.feed, feedTitle: item.feedTitle, article: item.article,
          isRead: item.isRead, isStarred: item.isStarred, remoteID: item.remoteID,
          firstStored: now)
        nextID += 1
        result.inserted += 1
      }
      for id in articles.keys where articles[id]?.feed == item.feed {
        articles[id]?.feedTitle = item.feedTitle
      }
    }
    return result
  }

  func remoteIDs() async throws -> Set<String> {
    try await seedIfNeeded()
    return Set(articles.values.compactMap(\.remoteID))
  }

  func syncCursor(account: String) async throws -> String? {
    try await seedIfNeeded()
    return syncCursors[account]
  }

  func saveSyncCursor(_ cursor: String, account: String) async throws {
    try await seedIfNeeded()
    syncCursors[account] = cursor
  }

  func applyRemoteMarks(unread: Set<String>, starred: Set<String>) async throws -> Int {
    try await seedIfNeeded()
    let waiting = Set(pending.map(\.remoteID))
    var changed = 0
    for (id, stored) in articles {
      guard let remoteID = stored.remoteID, !waiting.contains(remoteID) else { continue }
      let isRead = !unread.contains(remoteID)
      let isStarred = starred.contains(remoteID)
      changed += (stored.isRead != isRead ? 1 : 0) + (stored.isStarred != isStarred ? 1 : 0)
      articles[id]?.isRead = isRead
      articles[id]?.isStarred = isStarred
    }
    return changed
  }

  func pendingMarks() async throws -> [PendingMark] {
    try await seedIfNeeded()
    return pending
  }

  func removePendingMarks(_ ids: [Int64]) async throws {
    try await seedIfNeeded()
    let removed = Set(ids)
    pending.removeAll { removed.contains($0.id) }
  }

  func applyRetention(_ policy: RetentionPolicy, now: Date) async throws -> Int {
    try await seedIfNeeded()
    var doomed: [StoredArticle] = []
    for url in feedOrder {
      let ofFeed = newestFirst(articles.values.filter { $0.feed == url })
      for (position, stored) in ofFeed.enumerated()
      where (policy.dropsUnread || stored.isRead) && !stored.isStarred {
        let tooOld = policy.maximumAge.map { stored.firstStored < now - $0.inSeconds } ?? false
        let tooFar = policy.newestPerFeed.map { position >= max($0, 0) } ?? false
        if tooOld || tooFar { doomed.append(stored) }
      }
    }
    for stored in doomed {
      articles[stored.id] = nil
      feeds[stored.feed]?.dropped.formUnion(ArticleIdentity(stored.article).keys)
    }
    return doomed.count
  }

  /// Memory has no file to shrink; the sizes are those of the articles' text, so a caller sees
  /// the same shape of answer.
  func reclaimSpace() async throws -> ReclaimedSpace {
    try await seedIfNeeded()
    let bytes = articles.values.reduce(Int64(0)) { total, stored in
      total + Int64(stored.article.title.utf8.count + (stored.article.summary?.utf8.count ?? 0))
    }
    return ReclaimedSpace(bytesBefore: bytes, bytesAfter: bytes)
  }

  private func newestFirst(_ articles: [StoredArticle]) -> [StoredArticle] {
    articles.sorted { ($0.sortDate, $1.id) > ($1.sortDate, $0.id) }
  }

  /// The numbers of the articles `selection` chooses; a filter's as ``articles(matching:_:now:)``
  /// lists them, so that a mark by a filter marks what the filter lists.
  private func chosen(_ selection: ArticleSelection) async throws -> Set<Int64> {
    switch selection {
    case .articles(let ids): return Set(ids)
    case .feed(let url): return Set(articles.values.filter { $0.feed == url }.map(\.id))
    case .all: return Set(articles.keys)
    case .publishedBefore(let date):
      return Set(articles.values.filter { $0.sortDate < date }.map(\.id))
    case .matching(let filter, let feeds, let tags, let now):
      guard !feeds.isEmpty else { return [] }
      let query = ArticleQuery(feeds: feeds, limit: .max, includesSummaries: false, tags: tags)
      return Set(try await articles(matching: filter, query, now: now).map(\.id))
    }
  }
}

extension ArticleStoreClient {
  /// A store in memory holding `feeds`, saved in order as if fetched at `now`.
  ///
  /// It keeps the live store's rules: merging by identity, read marks that survive a refetch,
  /// newest-first queries, retention that spares unread articles, and a search that needs every
  /// word, title words weighing more. Its ranking is a simple count, not
  /// SQLite's bm25, so a test should assert which articles are found and that a title match comes
  /// first, not a full order.
  public static func inMemory(_ feeds: [Feed] = [], now: Date = Date(timeIntervalSince1970: 0))
    -> ArticleStoreClient
  {
    inMemory(seed: { store in
      for feed in feeds { _ = try await store.save(feed, now: now) }
    })
  }

  static func inMemory(
    seed: (@Sendable (InMemoryArticleStore) async throws -> Void)?
  ) -> ArticleStoreClient {
    let store = InMemoryArticleStore(seed: seed)
    return ArticleStoreClient(
      save: { feed, now in try await store.save(feed, now: now) },
      articles: { query in try await store.articles(query) },
      article: { id in try await store.article(id) },
      savePage: { id, page, byline in try await store.savePage(id, page, byline: byline) },
      search: { text, limit in try await store.search(text, limit: limit) },
      articlesMatching: { filter, query, now in
        try await store.articles(matching: filter, query, now: now)
      },
      countMatching: { filter, query, now in
        var everyArticle = query
        everyArticle.limit = .max
        everyArticle.offset = 0
        return try await store.articles(matching: filter, everyArticle, now: now).count
      },
      counts: { try await store.counts() },
      revisions: { try await store.revisions() },
      // Nothing outside this value can write to its memory, and its own writes do not count, as
      // with the live store: the token never moves. A test of what follows an outside change
      // overrides the endpoint.
      externalChangeToken: { 0 },
      setRead: { selection, isRead in try await store.setRead(selection, isRead: isRead) },
      setStarred: { selection, isStarred in
        try await store.setStarred(selection, isStarred: isStarred)
      },
      saveSynced: { articles, now in try await store.saveSynced(articles, now: now) },
      remoteIDs: { try await store.remoteIDs() },
      syncCursor: { account in try await store.syncCursor(account: account) },
      saveSyncCursor: { cursor, account in
        try await store.saveSyncCursor(cursor, account: account)
      },
      applyRemoteMarks: { unread, starred in
        try await store.applyRemoteMarks(unread: unread, starred: starred)
      },
      pendingMarks: { try await store.pendingMarks() },
      removePendingMarks: { ids in try await store.removePendingMarks(ids) },
      applyRetention: { policy, now in try await store.applyRetention(policy, now: now) },
      reclaimSpace: { try await store.reclaimSpace() },
      takeWarnings: { [] }
    )
  }
}

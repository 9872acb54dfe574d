import Dependencies
import Foundation
import NewsClient
import QueryCore
import RichTextCore

/// Keeps the articles of every feed between runs, with what the user has read, so that an article
/// outlives the feed that dropped it and can be listed, searched and marked.
///
/// The interface speaks the app's own types only: no SQL and no database type crosses it, so
/// features build and test without SQLite. The live implementation, on SQLite, lives in
/// `ArticleStoreClientLive`, which only the app links; ``inMemory(_:now:)`` keeps the same rules
/// in memory for previews and feature tests.
///
/// Every failure is an ``ArticleStoreError`` that names the database, so the app can print it as
/// it is.
public struct ArticleStoreClient: Sendable {
  /// Merges a freshly fetched feed with what is stored for its URL and reports what changed.
  ///
  /// An article is the same article again as a stored one of the same feed by
  /// ``ArticleIdentity``'s rule, the one headlines are merged by: the same guid when both have
  /// one, and otherwise the same link, or the same title and published date; entries with guids
  /// of their own are never merged. A known article keeps its number and its read mark; when its
  /// text changed it is updated in place. A feed fetched unchanged writes nothing. An article that
  /// retention dropped is not stored again while the feed still carries it, so it does not come
  /// back unread. `now` is when a new article is first stored, which dates an article the feed
  /// did not date.
  public var save: @Sendable (_ feed: Feed, _ now: Date) async throws -> SaveResult

  /// Stored articles, newest first (published date, else when first stored; articles of the same
  /// date in the order they were first stored, which is the feed's own order and, for a story two
  /// feeds carry, the order of the subscriptions on the first refresh), filtered and paged
  /// by `query`.
  public var articles: @Sendable (_ query: ArticleQuery) async throws -> [StoredArticle]

  /// One stored article, whole, with its body: what opening an article shows. Nil when no
  /// article has that number (any more).
  ///
  /// Lists leave bodies out (``ArticleQuery/includesContent``), since a body is most of an
  /// article and a list of a thousand would hold them all; the article opened is read again.
  public var article: @Sendable (_ id: Int64) async throws -> StoredArticle?

  /// Keeps `page`, the article's own page as reader mode extracted it, and `byline`, who the page
  /// credits, with the article with this number, for reading offline and for search. Returns
  /// false when no article has the number.
  public var savePage:
    @Sendable (_ id: Int64, _ page: RichText, _ byline: String?) async throws -> Bool

  /// Articles whose title, summary or body contain every word of `text`, best matches first (a
  /// title match counts more), the most recently stored first among equals, at most `limit` of
  /// them, without their bodies.
  ///
  /// `text` is what a person typed, never a query language: quotes, operators and punctuation are
  /// only separators, and case and accents do not count. Whole words match, not word beginnings.
  /// Only the newest ``SearchText/rankedCandidates`` matches are ranked. Text without a word finds
  /// nothing.
  public var search: @Sendable (_ text: String, _ limit: Int) async throws -> [StoredArticle]

  /// Stored articles that `filter` chooses at `now`, among those `query` lists, in its order and
  /// paged by it: newsboat's filter language and the search box's terms, read into one tree
  /// (``QueryCore/ArticleFilter``), never a query language of the store's.
  ///
  /// Chooses exactly what ``QueryCore/ArticleFilter/matches(_:now:)`` chooses over each article
  /// as ``StoredArticle/filterable(feedLink:feedUnreadCount:feedTotalCount:tags:)`` reads it,
  /// with the tags `query` gives its feed, before `query` leaves summaries or bodies out.
  public var articlesMatching:
    @Sendable (_ filter: ArticleFilter, _ query: ArticleQuery, _ now: Date) async throws ->
      [StoredArticle]

  /// How many stored articles `filter` chooses at `now` among those `query` chooses, whatever its
  /// limit and offset: a query feed's count, which must not read the articles it counts.
  public var countMatching:
    @Sendable (_ filter: ArticleFilter, _ query: ArticleQuery, _ now: Date) async throws -> Int

  /// How many articles each stored feed has, and how many are unread.
  public var counts: @Sendable () async throws -> [FeedCounts]

  /// The ``Feed/revision`` each feed had when it was last saved, by feed URL; a feed saved
  /// without one is left out.
  ///
  /// A refresh hands each back to the news client, which then answers "unchanged" for a feed
  /// still at that revision instead of parsing it again: the revision is saved in the same
  /// transaction as the articles, so a feed the store holds at a revision is whole.
  public var revisions: @Sendable () async throws -> [URL: String]

  /// A number that moves when someone other than this client commits a change to the store:
  /// another process, such as `mark-read` run while the reader is open, or another client
  /// opened on the same file. This client's own reads and writes leave it where it was, since its
  /// caller already knows of those.
  ///
  /// Compare it with an earlier answer to learn whether what is shown may be stale; the number
  /// means nothing else. It may move when nothing that is shown changed, never stays put when
  /// something did, and is cheap enough to ask every second: no article is read.
  public var externalChangeToken: @Sendable () async throws -> Int

  /// Marks the selected articles read or unread and returns how many changed.
  ///
  /// Articles that already had that mark are not counted, so a caller can say "3 marked read".
  public var setRead: @Sendable (_ selection: ArticleSelection, _ isRead: Bool) async throws -> Int

  /// Stars or unstars the selected articles and returns how many changed, as ``setRead`` does.
  public var setStarred:
    @Sendable (_ selection: ArticleSelection, _ isStarred: Bool) async throws -> Int

  /// Stores articles a sync server handed over and reports what changed.
  ///
  /// An article is matched by its remote id first, so saving the same pull twice stores nothing
  /// twice; else by its link among the same feed's articles that have no remote id yet, so an
  /// article a refresh stored before sync was on is adopted, keeping its number, rather than
  /// stored again. A new article takes the server's marks; a known one keeps its marks, which
  /// ``applyRemoteMarks`` reconciles.
  public var saveSynced:
    @Sendable (_ articles: [SyncedArticle], _ now: Date) async throws -> SaveResult

  /// The remote ids of every stored article: compared with the server's id sets, they tell which
  /// articles a sync must still fetch.
  public var remoteIDs: @Sendable () async throws -> Set<String>

  /// Where the last pull from a sync account stopped: the cursor its client handed over with the
  /// last batch stored, kept as text; nil before the first. `account` names the account, so that
  /// another server's pull starts from its own beginning.
  ///
  /// The store keeps it rather than a file beside it, so that it always describes what the store
  /// holds: a store set aside as damaged and started again pulls everything again, while an
  /// article retention dropped is not pulled again just because the server still has it.
  public var syncCursor: @Sendable (_ account: String) async throws -> String?

  /// Keeps `cursor` as the place the pull from `account` goes on from, in place of the last one.
  /// Save it after the batch it came with, so that a crash in between pulls that batch again
  /// rather than skipping it.
  public var saveSyncCursor: @Sendable (_ cursor: String, _ account: String) async throws -> Void

  /// Applies a sync server's marks, given as the remote ids of its unread and its starred
  /// articles, to every stored article with a remote id, and returns how many marks changed (a
  /// read mark and a star count one each).
  ///
  /// Articles with marks still waiting to be sent keep their own: the server has not heard of
  /// them yet, and its sets say what it knew before. No mark is queued by this.
  public var applyRemoteMarks:
    @Sendable (_ unread: Set<String>, _ starred: Set<String>) async throws -> Int

  /// The marks waiting to be sent to the sync server, oldest first.
  ///
  /// ``setRead`` and ``setStarred`` queue one for each article with a remote id whose mark they
  /// changed, in the same transaction as the change, so no mark is lost to a crash.
  public var pendingMarks: @Sendable () async throws -> [PendingMark]

  /// Takes marks off the queue once the server has them. Ids not queued (any more) are ignored,
  /// so two syncs that sent the same marks can both remove them.
  public var removePendingMarks: @Sendable (_ ids: [Int64]) async throws -> Void

  /// Removes the articles `policy` no longer keeps and returns how many went.
  public var applyRetention: @Sendable (_ policy: RetentionPolicy, _ now: Date) async throws -> Int

  /// Gives the space of removed articles back to the file system.
  ///
  /// Slow on a large store and blocks other writers while it runs, so it is for an explicit
  /// command, not every refresh.
  public var reclaimSpace: @Sendable () async throws -> ReclaimedSpace

  /// What went wrong when the store was opened and was recovered from, each reported once: a
  /// damaged database set aside for a new one, or a database that can only be read.
  ///
  /// Opening never fails for these, so a command still runs; the app prints what this returns as
  /// warnings. Later calls return only what happened since.
  public var takeWarnings: @Sendable () async -> [ArticleStoreError]

  /// Builds a client from its endpoints.
  ///
  /// Public so that the live package, previews and tests can each build their own value.
  public init(
    save: @escaping @Sendable (_ feed: Feed, _ now: Date) async throws -> SaveResult,
    articles: @escaping @Sendable (_ query: ArticleQuery) async throws -> [StoredArticle],
    article: @escaping @Sendable (_ id: Int64) async throws -> StoredArticle?,
    savePage:
      @escaping @Sendable (_ id: Int64, _ page: RichText, _ byline: String?) async throws -> Bool,
    search: @escaping @Sendable (_ text: String, _ limit: Int) async throws -> [StoredArticle],
    articlesMatching:
      @escaping @Sendable (_ filter: ArticleFilter, _ query: ArticleQuery, _ now: Date) async throws
      -> [StoredArticle],
    countMatching:
      @escaping @Sendable (_ filter: ArticleFilter, _ query: ArticleQuery, _ now: Date) async throws
      -> Int,
    counts: @escaping @Sendable () async throws -> [FeedCounts],
    revisions: @escaping @Sendable () async throws -> [URL: String],
    externalChangeToken: @escaping @Sendable () async throws -> Int,
    setRead:
      @escaping @Sendable (_ selection: ArticleSelection, _ isRead: Bool) async throws -> Int,
    setStarred:
      @escaping @Sendable (_ selection: ArticleSelection, _ isStarred: Bool) async throws -> Int,
    saveSynced:
      @escaping @Sendable (_ articles: [SyncedArticle], _ now: Date) async throws -> SaveResult,
    remoteIDs: @escaping @Sendable () async throws -> Set<String>,
    syncCursor: @escaping @Sendable (_ account: String) async throws -> String?,
    saveSyncCursor: @escaping @Sendable (_ cursor: String, _ account: String) async throws -> Void,
    applyRemoteMarks:
      @escaping @Sendable (_ unread: Set<String>, _ starred: Set<String>) async throws -> Int,
    pendingMarks: @escaping @Sendable () async throws -> [PendingMark],
    removePendingMarks: @escaping @Sendable (_ ids: [Int64]) async throws -> Void,
    applyRetention:
      @escaping @Sendable (_ policy: RetentionPolicy, _ now: Date) async throws -> Int,
    reclaimSpace: @escaping @Sendable () async throws -> ReclaimedSpace,
    takeWarnings: @escaping @Sendable () async -> [ArticleStoreError]
  ) {
    self.save = save
    self.articles = articles
    self.article = article
    self.savePage = savePage
    self.search = search
    self.articlesMatching = articlesMatching
    self.countMatching = countMatching
    self.counts = counts
    self.revisions = revisions
    self.externalChangeToken = externalChangeToken
    self.setRead = setRead
    self.setStarred = setStarred
    self.saveSynced = saveSynced
    self.remoteIDs = remoteIDs
    self.syncCursor = syncCursor
    self.saveSyncCursor = saveSyncCursor
    self.applyRemoteMarks = applyRemoteMarks
    self.pendingMarks = pendingMarks
    self.removePendingMarks = removePendingMarks
    self.applyRetention = applyRetention
    self.reclaimSpace = reclaimSpace
    self.takeWarnings = takeWarnings
  }
}

extension DependencyValues {
  /// Where the app keeps the articles of its feeds and what has been read.
  public var articleStore: ArticleStoreClient {
    get { self[ArticleStoreClient.self] }
    set { self[ArticleStoreClient.self] = newValue }
  }
}

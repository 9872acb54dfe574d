import ConcurrencyCore
import Foundation
import HTMLEngine
import HTTPEngine
import NetworkCore
import RichTextCore
import SyncClient

/// The Fever API, as the live ``SyncClient`` speaks it.
///
/// Every call is a POST to the server's endpoint with `api` and the command in the query, as
/// Fever's readers send `since_id` and `with_ids` there, and the API key in the form body, where
/// servers look for it (coldsweat reads `api_key` and `mark` only from the body).
///
/// Items are pulled with `since_id` from the floor the last pull reached, every item the server
/// keeps, read or not. Pages come in no reliable order: coldsweat's come feed by feed, so a full
/// page can hold one feed's items and leave out other feeds' items with lower ids. Those are
/// fetched by id, `with_ids` on the gap between the floor and the page's highest id, before the
/// floor rises past them. `max_id` is never used: coldsweat answers it with the lowest 50 below
/// it.
final class FeverService: Sendable {
  /// The most items Fever hands over in one `items` reply, as its API defines.
  static let pageSize = 50

  private let configuration: SyncClient.LiveConfiguration
  private let engine: TransferEngine

  init(configuration: SyncClient.LiveConfiguration) {
    self.configuration = configuration
    engine =
      configuration.transport
      ?? TransferEngine(
        maximumInFlight: configuration.maximumConcurrentRequests,
        maximumPerHost: configuration.maximumConcurrentRequests)
  }

  enum IDList {
    case unread, starred

    var command: String {
      switch self {
      case .unread: "unread_item_ids"
      case .starred: "saved_item_ids"
      }
    }
  }

  func logIn(serverURL: URL, user: String, password: String) async throws -> SyncAccount {
    let account = SyncAccount(
      service: .fever, serverURL: serverURL, user: user,
      token: FeverAPIKey.make(user: user, password: password))
    _ = try await call(account, query: [])
    return account
  }

  func feeds(_ account: SyncAccount) async throws -> [SyncFeed] {
    let reply = try await call(account, query: ["feeds"])
    guard let feeds = reply.feeds else { throw invalid(account, "the reply has no feeds") }
    return feeds.compactMap { feed in
      guard let url = ServerText.webAddress(feed.url) else { return nil }
      let siteURL = ServerText.webAddress(feed.siteURL)
      return SyncFeed(
        id: SyncFeedID(rawValue: String(feed.id)),
        title: ServerText.line(feed.title) ?? siteURL?.host ?? url.host ?? url.absoluteString,
        url: url,
        siteURL: siteURL)
    }
  }

  func itemIDs(_ account: SyncAccount, _ list: IDList) async throws -> Set<SyncItemID> {
    Set(try await numericIDs(account, list).map { SyncItemID(rawValue: String($0)) })
  }

  /// Every item above the cursor, read or not, a batch of at most `itemsPerBatch` at a time.
  ///
  /// Each step asks for the `since_id` page above the floor; when the page is full, the items it
  /// may have left out below its highest id are fetched by id (``fillGap(_:_:room:)``); then the
  /// floor rises to that id, or, when the batch is full first, to the highest id it hands over.
  /// An empty page ends the pull, so a pull with nothing new costs one request. A step's items
  /// are rendered while the next page is on its way.
  func itemsSince(_ account: SyncAccount, cursor: SyncCursor?) async throws -> SyncItemBatch {
    let limit = max(1, configuration.itemsPerBatch)
    return try await withThrowingTaskGroup(of: [SyncItem].self) { rendering in
      var floor = FeverCursor(cursor)?.handedOverThrough ?? 0
      var handedOver = 0
      var isComplete = false
      while handedOver < limit {
        let page = try await call(account, query: ["items", "since_id=\(floor)"])
        guard let pageItems = page.items else { throw invalid(account, "the reply has no items") }
        // Only what is above the floor: a server that ignores since_id must not hand the same
        // items over at every step, nor keep the pull from ending.
        let above = pageItems.filter { $0.id > floor }
        guard let top = above.map(\.id).max() else {
          isComplete = true
          break
        }
        var step = (items: [FeverItem](), filledThrough: top)
        if page.itemEntries >= Self.pageSize {
          step = try await fillGap(
            account, FeverIDGap(above: floor, below: top, pageIDs: Set(above.map(\.id))),
            room: limit - handedOver - above.count)
        }
        // Every item from the floor up to `filledThrough` is here now, as far as the gap was
        // worth asking about; lowest first, the batch takes as many as it has room for, and the
        // floor rises to the last it took.
        let arrived = (step.items + above.filter { $0.id <= step.filledThrough })
          .sorted { $0.id < $1.id }
        let taken = Array(arrived.prefix(limit - handedOver))
        handedOver += taken.count
        rendering.addTask { taken.map(self.syncItem) }
        floor = taken.count == arrived.count ? step.filledThrough : taken.last?.id ?? floor
      }
      var items: [SyncItem] = []
      for try await rendered in rendering { items += rendered }
      return SyncItemBatch(
        items: items, cursor: FeverCursor(handedOverThrough: floor).syncCursor,
        isComplete: isComplete)
    }
  }

  func items(_ account: SyncAccount, ids: Set<SyncItemID>) async throws -> [SyncItem] {
    // An id that is not a number names nothing on a Fever server.
    try await fetchItems(account, ids: ids.compactMap { UInt64($0.rawValue) }.sorted())
  }

  /// Marks one item per request, the only way Fever marks a chosen set: its `feed` and `group`
  /// marks take every item before a time, which would mark items the user has not seen.
  func mark(_ account: SyncAccount, _ mark: SyncMark, ids: [SyncItemID]) async throws {
    let state: String
    switch mark {
    case .read: state = "read"
    case .unread: state = "unread"
    case .starred: state = "saved"
    case .unstarred: state = "unsaved"
    }
    let numbers = Array(Set(ids.compactMap { UInt64($0.rawValue) })).sorted()
    try await TaskWindow.forEach(numbers, width: configuration.maximumConcurrentRequests) {
      (id: UInt64) async throws in
      do {
        _ = try await self.call(
          account, query: [],
          form: [
            (name: "mark", value: "item"), (name: "as", value: state), (name: "id", value: "\(id)"),
          ])
      } catch let error as SyncClientError where error.reason == .network(.httpStatus(code: 404)) {
        // coldsweat answers an item it no longer has with an HTML 404: there is nothing to mark.
      }
    } receive: { _, _ in
    }
  }

  // MARK: - Requests

  private func numericIDs(_ account: SyncAccount, _ list: IDList) async throws -> [UInt64] {
    let reply = try await call(account, query: [list.command])
    let ids = list == .unread ? reply.unreadItemIDs : reply.savedItemIDs
    guard let ids else { throw invalid(account, "the reply has no \(list.command)") }
    return ids
  }

  /// Fetches by id the items that a full `since_id` page may have left out below its highest id,
  /// and says how far up the gap is done.
  ///
  /// The first run of ids is asked for alone. A server that pages in id order has nothing in the
  /// gap, so one request is all it costs; coldsweat, which pages feed by feed, has the other
  /// feeds' items there, and the rest of the gap follows, several runs at once. A run that comes
  /// back empty ends the filling, the ids above it taken to be none of this user's: a server that
  /// numbers items by time leaves gaps of billions of ids. Once `room` items are in hand the
  /// filling stops at the end of a run, and the pull's floor rises only that far, so the page's
  /// items above it come with a later page.
  private func fillGap(_ account: SyncAccount, _ gap: FeverIDGap, room: Int) async throws
    -> (items: [FeverItem], filledThrough: UInt64)
  {
    var gap = gap
    var items: [FeverItem] = []
    var runsAtOnce = 1
    while !gap.isExhausted {
      let runs = (0..<runsAtOnce).map { _ in gap.next(Self.pageSize) }.filter { !$0.isEmpty }
      var fetched: [[FeverItem]] = []
      try await TaskWindow.forEach(runs, width: runsAtOnce) { ids in
        try await self.fetchPage(account, ids: ids)
      } receive: { _, page in
        fetched.append(page)
      }
      items += fetched.joined()
      if fetched.contains(where: \.isEmpty) { return (items, gap.end) }
      if items.count >= room, !gap.isExhausted { return (items, gap.handedOutThrough) }
      runsAtOnce = max(1, configuration.maximumConcurrentRequests)
    }
    return (items, gap.end)
  }

  /// The items with these ids, a page of 50 per request, several requests at once.
  private func fetchItems(_ account: SyncAccount, ids: [UInt64]) async throws -> [SyncItem] {
    let pages = stride(from: 0, to: ids.count, by: Self.pageSize).map {
      Array(ids[$0..<min($0 + Self.pageSize, ids.count)])
    }
    var items: [SyncItem] = []
    try await TaskWindow.forEach(pages, width: configuration.maximumConcurrentRequests) { page in
      try await self.fetchPage(account, ids: page).map(self.syncItem)
    } receive: { _, page in
      items += page
    }
    return items
  }

  /// One `with_ids` request, for at most 50 ids. Only the items asked for are kept: coldsweat
  /// answers an empty `with_ids` with items of its own choosing.
  private func fetchPage(_ account: SyncAccount, ids: [UInt64]) async throws -> [FeverItem] {
    let reply = try await call(
      account, query: ["items", "with_ids=" + ids.map(String.init).joined(separator: ",")])
    guard let items = reply.items else { throw invalid(account, "the reply has no items") }
    let wanted = Set(ids)
    return items.filter { wanted.contains($0.id) }
  }

  /// An item in the app's words: its text made safe for a terminal, its body rendered.
  private func syncItem(_ item: FeverItem) -> SyncItem {
    SyncItem(
      id: SyncItemID(rawValue: String(item.id)),
      feedID: SyncFeedID(rawValue: String(item.feedID)),
      title: ServerText.line(item.title) ?? "",
      author: ServerText.line(item.author),
      url: ServerText.webAddress(item.url),
      published: item.createdOnTime.flatMap {
        $0 > 0 ? Date(timeIntervalSince1970: Double($0)) : nil
      },
      body: RichText(
        html: ServerText.body(item.html, limit: configuration.maximumItemBodyBytes),
        baseURL: ServerText.webAddress(item.url)),
      isRead: item.isRead,
      isStarred: item.isSaved)
  }

  /// One Fever API call: `?api&<query>` with the API key and `form` in the body. Returns the reply
  /// once the server has accepted the key.
  private func call(
    _ account: SyncAccount, query: [String], form: [(name: String, value: String)] = []
  ) async throws -> FeverReply {
    let url = try endpoint(account.serverURL, query: query)
    let request = TransferRequest(
      url: url,
      method: .post(.form([(name: "api_key", value: account.token)] + form)),
      headers: ["Accept": "application/json"],
      userAgent: configuration.userAgent,
      limits: TransferLimits(
        connectTimeout: configuration.connectTimeout,
        totalTimeout: configuration.requestTimeout,
        stallTimeout: configuration.stallTimeout,
        maximumBytes: configuration.maximumReplyBytes))
    let collector = ReplyCollector()
    do {
      _ = try await engine.perform(request, consumer: collector)
    } catch let failure as TransferFailure {
      throw SyncClientError(server: account.serverURL, reason: .init(failure))
    }
    let reply = try decode(collector.body, account: account)
    guard let auth = reply.auth else {
      throw invalid(account, "it has no auth field, so it is not a Fever API reply")
    }
    guard auth == 1 else {
      throw SyncClientError(server: account.serverURL, reason: .credentialsRefused)
    }
    return reply
  }

  /// The server's address with `api` and the command added to whatever query it already has.
  private func endpoint(_ serverURL: URL, query: [String]) throws -> URL {
    guard WebAddress.isWeb(serverURL),
      var components = URLComponents(url: serverURL, resolvingAgainstBaseURL: false)
    else {
      throw SyncClientError(server: serverURL, reason: .invalidServerURL)
    }
    let existing = components.percentEncodedQuery.map { [$0] } ?? []
    components.percentEncodedQuery = (existing + ["api"] + query).joined(separator: "&")
    guard let url = components.url else {
      throw SyncClientError(server: serverURL, reason: .invalidServerURL)
    }
    return url
  }

  private func decode(_ body: Data, account: SyncAccount) throws -> FeverReply {
    do {
      return try JSONDecoder().decode(FeverReply.self, from: body)
    } catch {
      let start = body.prefix(64).drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
      if body.isEmpty {
        throw invalid(account, "it is empty")
      } else if start.first == UInt8(ascii: "<") {
        throw invalid(
          account, "it is an HTML page, not a Fever API reply; is the address the API's?")
      } else if case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty {
        throw invalid(account, "it is not valid JSON")
      }
      throw invalid(account, "it is JSON, but not a Fever API reply")
    }
  }

  private func invalid(_ account: SyncAccount, _ detail: String) -> SyncClientError {
    SyncClientError(server: account.serverURL, reason: .invalidReply(detail))
  }
}

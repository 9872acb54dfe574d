import Foundation
import HTMLEngine
import HTTPEngine
import RichTextCore
import SyncClient

/// The Fever API, as the live ``SyncClient`` speaks it.
///
/// Every call is a POST to the server's endpoint with `api` and the command in the query, as
/// Fever's readers send `since_id` and `with_ids` there, and the API key in the form body, where
/// servers look for it (coldsweat reads `api_key` and `mark` only from the body).
///
/// New items are found from the server's id lists rather than its pages: `since_id` and `max_id`
/// pages come in no reliable order (coldsweat's come feed by feed, and `max_id` returns the lowest
/// 50 below it), so a client that pages from the highest id it has seen skips items once more
/// than a page arrives between two syncs. The unread and saved id lists are complete and
/// unordered; the ids above the cursor among them are fetched with `with_ids`, 50 at a time.
final class FeverService: Sendable {
  /// The most items Fever hands over in one `items` reply, as its API defines.
  static let pageSize = 50

  private let configuration: SyncClient.LiveConfiguration
  private let engine: TransferEngine

  init(configuration: SyncClient.LiveConfiguration) {
    self.configuration = configuration
    engine = TransferEngine(
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

  func itemsSince(_ account: SyncAccount, cursor: SyncCursor?) async throws -> SyncItemBatch {
    let highest = FeverCursor(cursor)?.highestDeliveredID ?? 0
    async let unread = numericIDs(account, .unread)
    async let saved = numericIDs(account, .starred)
    let newer = Set(try await unread + saved).filter { $0 > highest }.sorted()
    let batch = Array(newer.prefix(max(1, configuration.itemsPerBatch)))
    let items = try await fetchItems(account, ids: batch)
    return SyncItemBatch(
      items: items,
      cursor: FeverCursor(highestDeliveredID: batch.last ?? highest).syncCursor,
      isComplete: batch.count == newer.count)
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
    try await concurrentlyPerforming(numbers, limit: configuration.maximumConcurrentRequests) {
      id in
      do {
        _ = try await self.call(
          account, query: [],
          form: [
            (name: "mark", value: "item"), (name: "as", value: state), (name: "id", value: "\(id)"),
          ])
      } catch let error as SyncClientError where error.reason == .httpStatus(404) {
        // coldsweat answers an item it no longer has with an HTML 404: there is nothing to mark.
      }
    }
  }

  // MARK: - Requests

  private func numericIDs(_ account: SyncAccount, _ list: IDList) async throws -> [UInt64] {
    let reply = try await call(account, query: [list.command])
    let ids = list == .unread ? reply.unreadItemIDs : reply.savedItemIDs
    guard let ids else { throw invalid(account, "the reply has no \(list.command)") }
    return ids
  }

  /// The items with these ids, a page of 50 per request, several requests at once. Only the items
  /// asked for are kept: coldsweat answers an empty `with_ids` with items of its own choosing.
  private func fetchItems(_ account: SyncAccount, ids: [UInt64]) async throws -> [SyncItem] {
    let pages = stride(from: 0, to: ids.count, by: Self.pageSize).map {
      Array(ids[$0..<min($0 + Self.pageSize, ids.count)])
    }
    let bodyLimit = configuration.maximumItemBodyBytes
    return try await concurrentlyCollecting(pages, limit: configuration.maximumConcurrentRequests) {
      page in
      let reply = try await self.call(
        account, query: ["items", "with_ids=" + page.map(String.init).joined(separator: ",")])
      guard let items = reply.items else { throw self.invalid(account, "the reply has no items") }
      let wanted = Set(page)
      return items.filter { wanted.contains($0.id) }.map { item in
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
            html: ServerText.body(item.html, limit: bodyLimit),
            baseURL: ServerText.webAddress(item.url)),
          isRead: item.isRead,
          isStarred: item.isSaved)
      }
    }
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
    guard let scheme = serverURL.scheme?.lowercased(), scheme == "http" || scheme == "https",
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

import Dependencies
import Foundation
import SyncClient

/// A sync server in memory that tests grow between syncs, as feeds grow on a real one, and mark as
/// another device would, counting what it hands over.
///
/// It pages as the interface promises, from an opaque cursor (`"floor:N"`, every item up to N
/// handed over), a few items a batch so that a pull takes several; the ways real servers page
/// out of order are the live client's business, tested against coldsweat.
final class GrowingServer: Sendable {
  struct State {
    var items: [SyncItem] = []
    var unread: Set<SyncItemID> = []
    var starred: Set<SyncItemID> = []
    /// The cursor of every `itemsSince` call, in order.
    var cursorsAsked: [SyncCursor?] = []
    /// How many times each item was handed over, by `itemsSince` or `items`.
    var handedOver: [SyncItemID: Int] = [:]
    /// `itemsSince` fails from this call on (counted from 1), as a server that went away.
    var failsFromCall: Int?
  }

  static let batchSize = 20
  let feeds = [
    SyncFeed(id: "1", title: "Wire", url: URL(string: "https://wire.example.org/feed.xml")!),
    SyncFeed(id: "2", title: "Desk", url: URL(string: "https://desk.example.org/feed.xml")!),
  ]
  let state = LockIsolated(State())

  /// Adds `count` items, alternating between the feeds, read on another device when `read`.
  @discardableResult
  func add(_ count: Int, read: Bool = false) -> [SyncItemID] {
    state.withValue { state in
      let first = state.items.count + 1
      let ids = (first..<first + count).map { SyncItemID(rawValue: "\($0)") }
      for (offset, id) in ids.enumerated() {
        state.items.append(
          SyncItem(
            id: id, feedID: feeds[(first + offset) % 2].id, title: "Story \(id)",
            url: URL(string: "https://wire.example.org/\(id)")))
        if !read { state.unread.insert(id) }
      }
      return ids
    }
  }

  /// A mark made on another device.
  func mark(_ mark: SyncMark, _ ids: [SyncItemID]) {
    state.withValue { $0.apply(mark, ids) }
  }

  var client: SyncClient {
    SyncClient(
      logIn: { service, serverURL, user, _ in
        SyncAccount(service: service, serverURL: serverURL, user: user, token: "growing")
      },
      feeds: { [feeds] _ in feeds },
      itemsSince: { [state] account, cursor in
        try state.withValue { state in
          state.cursorsAsked.append(cursor)
          if let failsFrom = state.failsFromCall, state.cursorsAsked.count >= failsFrom {
            throw SyncClientError(
              server: account.serverURL, reason: .network(.cannotConnect(reason: "refused")))
          }
          let floor = cursor.flatMap { Int($0.rawValue.dropFirst("floor:".count)) } ?? 0
          let above = state.items.dropFirst(floor)
          let batch = Array(above.prefix(Self.batchSize)).map { state.handingOver($0) }
          return SyncItemBatch(
            items: batch, cursor: SyncCursor(rawValue: "floor:\(floor + batch.count)"),
            isComplete: batch.count == above.count)
        }
      },
      items: { [state] _, ids in
        state.withValue { state in
          state.items.filter { ids.contains($0.id) }.map { state.handingOver($0) }
        }
      },
      unreadItemIDs: { [state] _ in state.value.unread },
      starredItemIDs: { [state] _ in state.value.starred },
      mark: { [state] _, mark, ids in state.withValue { $0.apply(mark, ids) } }
    )
  }
}

extension GrowingServer.State {
  fileprivate mutating func apply(_ mark: SyncMark, _ ids: [SyncItemID]) {
    switch mark {
    case .read: unread.subtract(ids)
    case .unread: unread.formUnion(ids)
    case .starred: starred.formUnion(ids)
    case .unstarred: starred.subtract(ids)
    }
  }

  /// The item with its marks as they are now, counted as handed over once more.
  fileprivate mutating func handingOver(_ item: SyncItem) -> SyncItem {
    handedOver[item.id, default: 0] += 1
    var item = item
    item.isRead = !unread.contains(item.id)
    item.isStarred = starred.contains(item.id)
    return item
  }
}

import Dependencies
import Foundation
import NetworkCore
import StorageClient

/// The user's list of feeds: reading it, changing it, and moving it in and out as OPML.
///
/// A new user has no subscriptions until they add some: ``Subscription/samples`` are added only
/// when asked for, so a first `add` or `importOPML` saves exactly the user's feeds.
public struct SubscriptionsFeature: Sendable {
  @Dependency(\.storage) var storage

  public init() {}

  /// The saved subscriptions; none when nothing is saved, or when the saved file was corrupt (it is
  /// set aside, and the problem reported).
  ///
  /// A feed listed twice, as a hand-edited file may have it, is listed once.
  public func load() async throws -> Stored<[Subscription]> {
    var stored = try await storage.load([Subscription].self, from: .subscriptions, default: [])
    stored.value = stored.value.removingDuplicateFeeds()
    return stored
  }

  /// Subscribes to `url`, unless it is already in the list.
  ///
  /// - Returns: Whether the list changed.
  @discardableResult
  public func add(_ url: URL, title: String? = nil) async throws -> Bool {
    guard WebAddress.isWeb(url) else { throw SubscriptionError.invalidAddress(url.absoluteString) }
    var subscriptions = try await load().value
    let identity = FeedAddress.identity(of: url)
    guard !subscriptions.contains(where: { FeedAddress.identity(of: $0.url) == identity }) else {
      return false
    }
    subscriptions.append(Subscription(url: url, title: title))
    try await storage.save(subscriptions, to: .subscriptions)
    return true
  }

  /// Makes `feeds` the subscriptions, in their order, as a sync server's list is adopted: a feed
  /// already subscribed keeps its settings (reader mode, folder, tags), takes the new title when
  /// one is given, and the others go.
  ///
  /// - Returns: Whether the list changed.
  @discardableResult
  public func replace(with feeds: [Subscription]) async throws -> Bool {
    let current = try await load().value
    let byIdentity = Dictionary(
      current.map { (FeedAddress.identity(of: $0.url), $0) },
      uniquingKeysWith: { first, _ in first })
    let replaced = feeds.filter { WebAddress.isWeb($0.url) }.map { feed in
      guard var kept = byIdentity[FeedAddress.identity(of: feed.url)] else { return feed }
      kept.title = feed.title ?? kept.title
      return kept
    }.removingDuplicateFeeds()
    guard replaced != current else { return false }
    try await storage.save(replaced, to: .subscriptions)
    return true
  }

  /// Subscribes to each of ``Subscription/samples`` not yet in the list, because the user asked.
  ///
  /// - Returns: How many were added.
  @discardableResult
  public func addSamples() async throws -> Int {
    var subscriptions = try await load().value
    var seen = Set(subscriptions.map { FeedAddress.identity(of: $0.url) })
    let added = Subscription.samples.filter {
      seen.insert(FeedAddress.identity(of: $0.url)).inserted
    }
    guard !added.isEmpty else { return 0 }
    subscriptions += added
    try await storage.save(subscriptions, to: .subscriptions)
    return added.count
  }

  /// Turns reader mode on or off for the subscription chosen by `selector`, as ``remove(_:)``
  /// chooses one.
  ///
  /// - Returns: The subscription as it is now.
  @discardableResult
  public func setFetchesPages(_ fetchesPages: Bool, for selector: String) async throws
    -> Subscription
  {
    var subscriptions = try await load().value
    let position = try self.position(of: selector, in: subscriptions)
    subscriptions[position].fetchesPages = fetchesPages
    try await storage.save(subscriptions, to: .subscriptions)
    return subscriptions[position]
  }

  /// Adds `tags` to the subscription chosen by `selector`, as ``remove(_:)`` chooses one, after
  /// those it has; a tag it has already stays where it is. Nothing is saved when a tag is not one
  /// by ``Subscription/tag(_:)``'s rule, nor when the feed had every tag.
  ///
  /// - Returns: The subscription as it is now.
  @discardableResult
  public func tag(_ selector: String, with tags: [String]) async throws -> Subscription {
    let tags = try tags.map(Subscription.tag)
    return try await changeTags(of: selector) { Subscription.once($0 + tags) }
  }

  /// Takes `tags` off the subscription chosen by `selector`, as ``remove(_:)`` chooses one; a tag
  /// it has not is no error, since the feed ends without it as asked.
  ///
  /// - Returns: The subscription as it is now.
  @discardableResult
  public func untag(_ selector: String, removing tags: [String]) async throws -> Subscription {
    let removed = Set(try tags.map(Subscription.tag))
    return try await changeTags(of: selector) { $0.filter { !removed.contains($0) } }
  }

  private func changeTags(of selector: String, _ change: ([String]) -> [String]) async throws
    -> Subscription
  {
    var subscriptions = try await load().value
    let position = try self.position(of: selector, in: subscriptions)
    let tags = change(subscriptions[position].tags)
    if tags != subscriptions[position].tags {
      subscriptions[position].tags = tags
      try await storage.save(subscriptions, to: .subscriptions)
    }
    return subscriptions[position]
  }

  /// Removes the subscription chosen by `selector`: its address, or its 1-based position in the
  /// list as `feeds list` shows it.
  ///
  /// - Returns: The subscription removed.
  @discardableResult
  public func remove(_ selector: String) async throws -> Subscription {
    var subscriptions = try await load().value
    let removed = subscriptions.remove(at: try position(of: selector, in: subscriptions))
    try await storage.save(subscriptions, to: .subscriptions)
    return removed
  }

  /// Where `selector` (an address, or a 1-based position as `feeds list` shows it) is in
  /// `subscriptions`.
  private func position(of selector: String, in subscriptions: [Subscription]) throws -> Int {
    guard !subscriptions.isEmpty else { throw SubscriptionError.noSubscriptions }
    if let number = Int(selector) {
      guard subscriptions.indices.contains(number - 1) else {
        throw SubscriptionError.noSuchNumber(number, count: subscriptions.count)
      }
      return number - 1
    }
    let identity = URL(string: selector).map(FeedAddress.identity(of:)) ?? selector
    guard
      let found = subscriptions.firstIndex(where: { FeedAddress.identity(of: $0.url) == identity })
    else {
      throw SubscriptionError.notSubscribed(selector)
    }
    return found
  }

  /// Adds the feeds of an OPML document, keeping their folders and skipping those already
  /// subscribed to.
  public func importOPML(_ data: Data) async throws -> OPMLImport {
    try await append(try OPMLDocument(data: data).subscriptions)
  }

  /// Adds the feeds of a file, OPML or newsboat's urls file, told apart by their content: an
  /// OPML file's first character is `<` (after a byte order mark, which only it may have in
  /// UTF-16), and a urls file's never is, since its lines begin with an address or a comment.
  ///
  /// - Returns: What changed, and the lines of a urls file read otherwise than as written.
  public func importSubscriptions(_ data: Data) async throws -> (
    imported: OPMLImport, problems: [URLsFileProblem]
  ) {
    let content = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
    let first = content.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    if first == UInt8(ascii: "<") || data.starts(with: [0xFF, 0xFE])
      || data.starts(with: [0xFE, 0xFF])
    {
      return (try await importOPML(data), [])
    }
    let file = try URLsFile(text: String(decoding: data, as: UTF8.self))
    return (try await append(file.subscriptions), file.problems)
  }

  /// Appends those of `feeds` not yet subscribed to, saving once when any was.
  private func append(_ feeds: [Subscription]) async throws -> OPMLImport {
    var subscriptions = try await load().value
    var result = OPMLImport(added: 0, alreadySubscribed: 0)
    var seen = Set(subscriptions.map { FeedAddress.identity(of: $0.url) })
    for subscription in feeds {
      if seen.insert(FeedAddress.identity(of: subscription.url)).inserted {
        subscriptions.append(subscription)
        result.added += 1
      } else {
        result.alreadySubscribed += 1
      }
    }
    if result.added > 0 {
      try await storage.save(subscriptions, to: .subscriptions)
    }
    return result
  }

  /// The subscriptions as an OPML document, for another reader or a backup.
  public func exportOPML() async throws -> String {
    OPMLDocument(subscriptions: try await load().value).xml()
  }

  /// The subscriptions as newsboat's urls file, for going back to newsboat: addresses, tags and
  /// titles, without the folders, which newsboat reads from the tags.
  public func exportURLsFile() async throws -> String {
    URLsFile(subscriptions: try await load().value).text()
  }
}

import Dependencies
import Foundation
import NewsClient
import StorageClient

/// The user's list of feeds: reading it, changing it, and moving it in and out as OPML.
///
/// Nothing is saved until the user changes something, so a new user follows ``Subscription/defaults``
/// as they improve between versions.
public struct SubscriptionsFeature: Sendable {
  @Dependency(\.storage) var storage

  public init() {}

  /// The saved subscriptions, or the defaults when none are saved or the saved file was corrupt.
  public func load() async throws -> Stored<[Subscription]> {
    try await storage.load([Subscription].self, from: .subscriptions, default: Subscription.defaults)
  }

  /// Subscribes to `url`, unless it is already in the list.
  ///
  /// - Returns: Whether the list changed.
  @discardableResult
  public func add(_ url: URL, title: String? = nil) async throws -> Bool {
    guard let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host != nil else {
      throw SubscriptionError.invalidAddress(url.absoluteString)
    }
    var subscriptions = try await load().value
    guard !subscriptions.contains(where: { $0.url == url }) else { return false }
    subscriptions.append(Subscription(url: url, title: title))
    try await storage.save(subscriptions, to: .subscriptions)
    return true
  }

  /// Removes the subscription chosen by `selector`: its address, or its 1-based position in the
  /// list as `feeds list` shows it.
  ///
  /// - Returns: The subscription removed.
  @discardableResult
  public func remove(_ selector: String) async throws -> Subscription {
    var subscriptions = try await load().value
    let position: Int?
    if let number = Int(selector) {
      position = (1...subscriptions.count).contains(number) ? number - 1 : nil
    } else {
      position = subscriptions.firstIndex { $0.url.absoluteString == selector }
    }
    guard let position else { throw SubscriptionError.notSubscribed(selector) }
    let removed = subscriptions.remove(at: position)
    try await storage.save(subscriptions, to: .subscriptions)
    return removed
  }

  /// Adds the feeds of an OPML document, keeping their folders and skipping those already
  /// subscribed to.
  public func importOPML(_ data: Data) async throws -> OPMLImport {
    let document = try OPMLDocument(data: data)
    var subscriptions = try await load().value
    let known = Set(subscriptions.map(\.url))
    var result = OPMLImport(added: 0, alreadySubscribed: 0)
    var seen = known
    for subscription in document.subscriptions {
      if seen.insert(subscription.url).inserted {
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
}

/// What an OPML import changed.
public struct OPMLImport: Sendable, Hashable {
  public var added: Int
  /// Feeds in the file that were already in the list, or listed twice in it.
  public var alreadySubscribed: Int

  public init(added: Int, alreadySubscribed: Int) {
    self.added = added
    self.alreadySubscribed = alreadySubscribed
  }
}

/// Why the subscription list could not be changed as asked.
public enum SubscriptionError: Error, Sendable, Hashable, CustomStringConvertible {
  case invalidAddress(String)
  case notSubscribed(String)

  public var description: String {
    switch self {
    case .invalidAddress(let address):
      return "'\(TerminalText.sanitized(address))' is not an http or https address"
    case .notSubscribed(let selector):
      return "No subscription matches '\(TerminalText.sanitized(selector))'; see 'news-cli feeds list'"
    }
  }
}

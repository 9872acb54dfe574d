import Dependencies
import Foundation
import StorageClient

/// Remembers which articles were already shown, so the app can mark and filter what is new since
/// the last run.
public struct ReadingHistory: Sendable {
  @Dependency(\.storage) var storage
  @Dependency(\.date.now) var now

  /// How long an article is remembered after it was last shown; older entries are forgotten so the
  /// file stays small.
  public static let retention: TimeInterval = 60 * 60 * 24 * 30

  public init() {}

  /// Records `headlines` as seen and returns the ids of those that had not been seen before.
  public func recordNew(_ headlines: [Headline]) async throws -> Stored<Set<String>> {
    var stored = try await storage.load(SeenArticles.self, from: .seenArticles, default: SeenArticles())
    let now = now
    let new = Set(headlines.map(\.id).filter { stored.value.lastSeen[$0] == nil })
    for headline in headlines {
      stored.value.lastSeen[headline.id] = now
    }
    stored.value.lastSeen = stored.value.lastSeen.filter { now.timeIntervalSince($0.value) < Self.retention }
    try await storage.save(stored.value, to: .seenArticles)
    return Stored(value: new, problem: stored.problem)
  }
}

/// The saved form of the reading history.
struct SeenArticles: Codable, Sendable {
  /// When each article id was last shown.
  var lastSeen: [String: Date] = [:]
}

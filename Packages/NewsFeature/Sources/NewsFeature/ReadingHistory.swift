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

  /// How old an article's last recorded showing may be before showing it again records the new
  /// moment. The retention counts from the recorded showing, so an article shown on every run is
  /// forgotten at most this much early; in return a run that shows nothing new, the common case,
  /// writes nothing.
  public static let renewal: TimeInterval = 60 * 60 * 24

  public init() {}

  /// The ids of the `headlines` not seen before, without recording anything: for reading feeds the
  /// user named once, which must leave no trace.
  public func unseen(among headlines: [Headline]) async -> Stored<Set<String>> {
    let stored = await load()
    return Stored(value: stored.value.unseen(among: headlines), problem: stored.problem)
  }

  /// Records `headlines` as seen and returns the ids of those that had not been seen before.
  ///
  /// The history is saved only when this changes it: something is new, a showing is renewed, or
  /// an entry is forgotten.
  ///
  /// The history only marks what is new, so a state folder that cannot be read or written is
  /// reported in the result's problem and never stops the headlines from being shown.
  public func recordNew(_ headlines: [Headline]) async -> Stored<Set<String>> {
    var stored = await load()
    let now = now
    let remembered = stored.value.lastSeen.filter {
      now.timeIntervalSince($0.value) < Self.retention
    }
    var changed = remembered.count < stored.value.lastSeen.count
    stored.value.lastSeen = remembered
    let new = stored.value.unseen(among: headlines)
    for headline in headlines {
      if let shown = stored.value.lastSeen[headline.id],
        now.timeIntervalSince(shown) < Self.renewal
      {
        continue
      }
      stored.value.lastSeen[headline.id] = now
      changed = true
    }
    guard changed else { return Stored(value: new, problem: stored.problem) }
    do {
      try await storage.save(stored.value, to: .seenArticles)
    } catch {
      return Stored(value: new, problem: stored.problem ?? Self.unavailable(error))
    }
    return Stored(value: new, problem: stored.problem)
  }

  /// The ids of every article the history remembers showing.
  public func shown() async -> Set<String> {
    Set(await load().value.lastSeen.keys)
  }

  private func load() async -> Stored<SeenArticles> {
    do {
      return try await storage.load(SeenArticles.self, from: .seenArticles, default: SeenArticles())
    } catch {
      return Stored(value: SeenArticles(), problem: Self.unavailable(error))
    }
  }

  private static func unavailable(_ error: any Error) -> StorageError {
    error as? StorageError ?? .unavailable(.seenArticles, reason: String(describing: error))
  }
}

/// The saved form of the reading history.
///
/// Every article a run shows is recorded at the same moment, so the history is saved as one list
/// of ids for each moment, `{"shown": [{"at": …, "ids": […]}, …]}`, rather than a date beside
/// every id: a run that lists 12,000 headlines reads and writes the file every time, and a
/// keyed date for each id made that a fifth of the listing's time. A history saved as
/// `{"lastSeen": {id: date}}`, as earlier versions did, is still read.
struct SeenArticles: Codable, Sendable {
  /// When each article id was last shown.
  var lastSeen: [String: Date] = [:]

  init() {}

  func unseen(among headlines: [Headline]) -> Set<String> {
    Set(headlines.map(\.id).filter { lastSeen[$0] == nil })
  }

  /// The ids shown at one moment.
  private struct Showing: Codable {
    var at: Date
    var ids: [String]
  }

  private enum CodingKeys: String, CodingKey {
    case shown, lastSeen
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let shown = try container.decodeIfPresent([Showing].self, forKey: .shown) {
      for showing in shown {
        for id in showing.ids { lastSeen[id] = showing.at }
      }
    } else {
      lastSeen = try container.decodeIfPresent([String: Date].self, forKey: .lastSeen) ?? [:]
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    let shown = Dictionary(grouping: lastSeen, by: \.value)
      .map { at, entries in Showing(at: at, ids: entries.map(\.key).sorted()) }
      .sorted { $0.at < $1.at }
    try container.encode(shown, forKey: .shown)
  }
}

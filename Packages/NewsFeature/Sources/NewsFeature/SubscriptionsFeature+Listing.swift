import ArticleStoreClient
import Dependencies
import Foundation

extension SubscriptionsFeature {
  /// `feeds list`: the subscriptions, with what the store holds of each once anything is stored.
  ///
  /// A store that cannot be read costs the list only its counts, and a warning says why. Throws
  /// what reading the subscriptions throws.
  public func listing() async throws -> SubscriptionListing {
    @Dependency(\.articleStore) var store
    let saved = try await load()
    var listing = SubscriptionListing(
      subscriptions: saved.value, counts: nil,
      warnings: [saved.problem?.description].compactMap { $0 })
    do {
      let counts = try await store.counts()
      if !counts.isEmpty {
        listing.counts = Dictionary(
          counts.map { ($0.feed, $0) }, uniquingKeysWith: { first, _ in first })
      }
    } catch {
      listing.warnings.append("\(error); the list is shown without counts")
    }
    return listing
  }
}

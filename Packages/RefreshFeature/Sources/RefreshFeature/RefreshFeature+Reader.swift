import ArticleStoreClient
import NewsFeature

extension RefreshFeature {
  /// The subscriptions the reader opens on, and whether it refreshes as it opens.
  ///
  /// Logged in to a sync server on a new device, nothing is subscribed yet: the server has the
  /// subscriptions, so the refresh runs before the reader opens, a sync that brings them, and
  /// stands for the refresh on opening. Otherwise the subscriptions are read as saved, and the
  /// reader refreshes as it opens, unless `refreshes` is false (`--offline`). `progress` hears
  /// of that refresh as it happens.
  public func readerOpening(
    refreshes: Bool, retention: RetentionPolicy?,
    progress: @Sendable (RefreshProgress) -> Void = { _ in }
  ) async throws -> ReaderOpening {
    let saved = try await SubscriptionsFeature().load()
    guard saved.value.isEmpty, refreshes else {
      return ReaderOpening(
        subscriptions: saved.value, refreshesOnOpening: refreshes,
        warnings: [saved.problem?.description].compactMap { $0 })
    }
    let outcome = try await refresh(retention: retention, progress: progress)
    var warnings: [String] = []
    var synced = true
    switch outcome.result {
    case .fetched: synced = false
    case .synced: break
    case .syncFailed(let failure): warnings.append(failure.message)
    }
    if let failure = outcome.storeFailure {
      warnings.append("\(failure.message); \(failure.whatWasStored(outcome.result.fetchReport))")
    }
    warnings += [saved.problem, outcome.subscriptionsProblem].compactMap { $0?.description }
    return ReaderOpening(
      subscriptions: outcome.subscriptions, refreshesOnOpening: !synced, warnings: warnings)
  }
}

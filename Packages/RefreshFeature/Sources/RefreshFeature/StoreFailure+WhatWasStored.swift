import TextCore

extension StoreFailure {
  /// What the store kept of a refresh it could not keep whole, in words, after `report`: each
  /// feed is saved whole or not at all, so a store that filled up part-way kept the feeds saved
  /// before it did, and saying "nothing was stored" then would send a person looking for what is
  /// there.
  ///
  /// The report is the fetch's; nil after a sync, which stores what it pulls before it applies
  /// the retention.
  public func whatWasStored(_ report: FetchReport?) -> String {
    switch self {
    case .unreadable:
      return "nothing was stored"
    case .retentionFailed:
      return "what arrived was stored, but old articles were not removed"
    case .notSaved:
      guard let report, report.savedFeeds > 0 else { return "nothing was stored" }
      let stored =
        "\(report.inserted.counting("new article")) from \(report.savedFeeds.counting("feed"))"
      guard report.unsavedFeeds > 0 else {
        // Every feed was saved: what failed came after, such as marking an upgrade's articles read.
        return "\(stored) \(report.inserted == 1 ? "was" : "were") stored"
      }
      return
        "\(stored) \(report.inserted == 1 ? "was" : "were") stored, but "
        + "\(report.unsavedFeeds.counting("feed")) \(report.unsavedFeeds == 1 ? "was" : "were") not"
    }
  }
}

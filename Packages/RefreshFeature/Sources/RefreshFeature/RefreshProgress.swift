import Foundation
import NewsFeature

/// How far a refresh has come, reported as it goes, so that a screen can count up while the user
/// reads on.
public enum RefreshProgress: Sendable {
  /// The refresh is a sync with the server the user is logged in to, which has no feeds to count.
  case syncing
  /// The refresh fetches this many feeds: the ones asked for, or the subscriptions as they are
  /// now, which another process may have changed since the caller last read them.
  case fetching(feeds: Int)
  /// One feed of the fetch landed, in the order they land.
  case fetched(URL, FeedRefreshOutcome)
}

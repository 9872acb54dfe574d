import Foundation
import SyncFeature

/// Refreshing feeds, or syncing in their place, and what changes when it ends.
extension ReaderReducer {
  /// Refreshes `feeds`, or every subscription when nil: the subscriptions as saved when the
  /// refresh starts, so that one another process added is refreshed and shown too.
  func refresh(_ state: inout ReaderState, _ feeds: [URL]?) -> [ReaderEffect] {
    guard state.refresh == nil else {
      state.message = .refreshAlreadyRunning
      return []
    }
    let count = feeds?.count ?? state.subscriptions.count
    guard count > 0 else {
      state.message = .nothingToRefresh
      return []
    }
    state.refresh = RefreshStatus(total: count)
    return [.refresh(feeds, retention: state.options.retention)]
  }

  func refreshed(_ state: inout ReaderState, _ result: FeedRefreshResult)
    -> [ReaderEffect]
  {
    guard state.refresh != nil else { return [] }
    state.refresh?.completed += 1
    state.refresh?.inserted += result.inserted
    if let failure = result.failure {
      state.refresh?.failures.append(failure)
      state.failures[result.feed] = failure.message
    } else {
      state.failures[result.feed] = nil
    }
    let selectedFeed = selectedFeedRow(state)?.feed
    for index in state.feeds.indices where state.feeds[index].feed == result.feed {
      state.feeds[index].failure = result.failure?.message
    }
    reselect(feed: selectedFeed, in: &state)
    guard result.inserted > 0 else { return [] }
    // Lists that show this feed are read again as it lands, not when the slowest feed is done.
    var effects: [ReaderEffect] = [.loadFeeds]
    for page in state.pages {
      guard case .articles(let list) = page else { continue }
      if list.scope.unfiltered == .feed(result.feed) || list.scope.unfiltered == .allFeeds {
        effects.append(load(list, state))
      }
    }
    return effects
  }

  /// Says what the refresh did and reloads every list shown, so new articles appear without the
  /// cursor moving off the article it is on.
  func refreshFinished(_ state: inout ReaderState, failure: ReaderFailure?) -> [ReaderEffect] {
    guard let refresh = state.refresh else { return [] }
    state.refresh = nil
    sayRefreshSummary(
      .refreshed(
        feeds: refresh.total, newArticles: refresh.inserted, failures: refresh.failures,
        refreshFailure: failure),
      &state)
    return reloadEverything(state)
  }

  /// Says what the sync that stood for a refresh did, or why the store could not apply the
  /// retention after it, and reloads everything shown.
  func syncFinished(
    _ state: inout ReaderState, _ result: Result<SyncReport, ReaderFailure>,
    storeFailure: ReaderFailure?
  ) -> [ReaderEffect] {
    guard state.refresh != nil else { return [] }
    state.refresh = nil
    switch result {
    case .success(let report):
      sayRefreshSummary(storeFailure.map(StatusMessage.failed) ?? .synced(report), &state)
    case .failure(let failure):
      state.message = .syncFailed(failure)
    }
    return reloadEverything(state)
  }

  /// The feeds' counts and every open list, read again after the store changed under them.
  func reloadEverything(_ state: ReaderState) -> [ReaderEffect] {
    var effects: [ReaderEffect] = [.loadFeeds]
    for page in state.pages {
      if case .articles(let list) = page { effects.append(load(list, state)) }
    }
    return effects
  }
}

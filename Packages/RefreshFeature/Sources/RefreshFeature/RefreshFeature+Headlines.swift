import Dependencies
import Foundation
import NewsFeature
import QueryCore
import StorageClient

extension RefreshFeature {
  /// `headlines`: the subscriptions refreshed into the store and listed from it, or, offline,
  /// listed as stored; feeds named in the request are read once instead, and nothing of them is
  /// stored or recorded as shown.
  ///
  /// Most refreshes change nothing, so the list read while the feeds are asked is the list
  /// unless the refresh changed the store. A sync lists the store as the sync left it, and a
  /// sync that failed says so and lists it as it was. A store that cannot keep the feeds costs
  /// the list nothing it fetched: the headlines are then the feeds as fetched, from the copies
  /// the news client kept of them, or from the network when the store failed before anything was
  /// fetched, and a warning says why, and what was stored before the store failed.
  ///
  /// The reading history records what is listed, which tells what is new (`onlyNew` keeps only
  /// that). Throws ``NewsFeature/SubscriptionError/noSubscriptions`` when there is nothing to
  /// read, and what reading the subscriptions or, offline, the store throws.
  public func headlines(_ request: HeadlinesRequest) async throws -> HeadlinesAnswer {
    guard request.feeds.isEmpty else { return await headlines(ofNamedFeeds: request) }
    var warnings: [String] = []
    let subscriptions: [Subscription]
    var list: HeadlineList
    let stored = StoredHeadlinesFeature()
    let limit = request.onlyNew ? Int.max : request.limit
    if request.offline {
      let saved = try await SubscriptionsFeature().load()
      warnings += [saved.problem?.description].compactMap { $0 }
      subscriptions = saved.value
      guard !subscriptions.isEmpty else { throw SubscriptionError.noSubscriptions }
      list = try await stored.stored(
        subscriptions, unreadOnly: request.unreadOnly, starredOnly: request.starredOnly,
        limit: limit, summaries: request.summaries, filter: request.filter)
    } else {
      let (outcome, listedMeanwhile) = try await refresh(
        feeds: nil, retention: request.retention, progress: { _ in },
        listingMeanwhile: { subscriptions in
          try? await stored.list(
            subscriptions, unreadOnly: request.unreadOnly, starredOnly: request.starredOnly,
            limit: limit, summaries: request.summaries, filter: request.filter)
        })
      if case .syncFailed(let failure) = outcome.result {
        warnings.append("\(failure.message); the stored headlines are shown")
      }
      warnings += [outcome.subscriptionsProblem?.description].compactMap { $0 }
      subscriptions = outcome.subscriptions
      guard !subscriptions.isEmpty else { throw SubscriptionError.noSubscriptions }
      list = try await headlines(
        after: outcome, listedMeanwhile: listedMeanwhile, request: request, limit: limit)
      if let problem = list.storeProblem {
        // A store that failed only as the list was read had kept everything the refresh brought.
        let failure = outcome.storeFailure ?? .notSaved(problem)
        let stored = failure.whatWasStored(outcome.result.fetchReport)
        warnings.append("\(problem); the headlines are shown as fetched, and \(stored)")
      }
    }
    let recorded = await ReadingHistory().recordNew(list.headlines)
    warnings += [recorded.problem?.description].compactMap { $0 }
    return answer(list, newIDs: recorded.value, request, feeds: subscriptions.count, warnings)
  }

  /// The list after a refresh: from the store, or, when the store failed, from the feeds as
  /// fetched.
  private func headlines(
    after outcome: RefreshOutcome, listedMeanwhile: [Headline]?, request: HeadlinesRequest,
    limit: Int
  ) async throws -> HeadlineList {
    let stored = StoredHeadlinesFeature()
    let report: FetchReport
    switch outcome.result {
    case .synced, .syncFailed:
      var list = try await stored.stored(
        outcome.subscriptions, unreadOnly: request.unreadOnly, starredOnly: request.starredOnly,
        limit: limit, summaries: request.summaries, filter: request.filter)
      // A synced feed with nothing stored is one whose articles the server counts read, not one
      // that failed: the sync said so already if it failed.
      list.failures = []
      return list
    case .fetched(let fetched):
      report = fetched
    }
    if let failure = outcome.storeFailure {
      return await fetchedWithoutStore(outcome.subscriptions, failure, report, request)
    }
    do {
      let headlines =
        if !report.changedStore, let listedMeanwhile {
          listedMeanwhile
        } else {
          try await stored.list(
            outcome.subscriptions, unreadOnly: request.unreadOnly,
            starredOnly: request.starredOnly, limit: limit, summaries: request.summaries,
            filter: request.filter)
        }
      return HeadlineList(headlines: headlines, failures: report.failures)
    } catch let error where !(error is CancellationError) {
      return await fetchedWithoutStore(
        outcome.subscriptions, .notSaved(String(describing: error)), report, request)
    }
  }

  /// The subscriptions as fetched, for a store that could not keep them: from the copies the
  /// news client kept as it fetched, with the fetch's own failures, or from the network when
  /// nothing was fetched. A filter is the store's to apply, so a filtered list is then empty
  /// rather than unfiltered, and the store's problem says why.
  private func fetchedWithoutStore(
    _ subscriptions: [Subscription], _ failure: StoreFailure, _ report: FetchReport,
    _ request: HeadlinesRequest
  ) async -> HeadlineList {
    guard request.filter == nil else {
      return HeadlineList(headlines: [], failures: report.failures, storeProblem: failure.message)
    }
    let limit = request.onlyNew ? nil : request.limit
    var list: HeadlineList
    switch failure {
    case .unreadable:
      list = await HeadlinesFeature().refresh(subscriptions, cachePolicy: .revalidate, limit: limit)
    case .notSaved, .retentionFailed:
      list = await HeadlinesFeature().refresh(subscriptions, cachePolicy: .offline, limit: limit)
      list.failures = report.failures
    }
    list.storeProblem = failure.message
    return list
  }

  /// Feeds named rather than subscribed: read once, never stored, and what they show is not
  /// recorded, since they are read, not followed.
  private func headlines(ofNamedFeeds request: HeadlinesRequest) async -> HeadlinesAnswer {
    let feeds = request.feeds.map { Subscription(url: $0) }.removingDuplicateFeeds()
    let list = await HeadlinesFeature().refresh(
      feeds, cachePolicy: request.offline ? .offline : .revalidate,
      limit: request.onlyNew ? nil : request.limit)
    let unseen = await ReadingHistory().unseen(among: list.headlines)
    return answer(
      list, newIDs: unseen.value, request, feeds: feeds.count,
      [unseen.problem?.description].compactMap { $0 })
  }

  /// The answer, with only the new headlines, up to the limit, when only they were asked for.
  private func answer(
    _ list: HeadlineList, newIDs: Set<String>, _ request: HeadlinesRequest, feeds: Int,
    _ warnings: [String]
  ) -> HeadlinesAnswer {
    var list = list
    if request.onlyNew {
      list.headlines = Array(list.headlines.filter { newIDs.contains($0.id) }.prefix(request.limit))
    }
    return HeadlinesAnswer(list: list, newIDs: newIDs, feeds: feeds, warnings: warnings)
  }
}

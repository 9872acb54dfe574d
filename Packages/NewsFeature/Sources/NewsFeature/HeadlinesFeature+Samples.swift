import Dependencies
import NewsClient

extension HeadlinesFeature {
  /// The newest `limit` headlines of the sample feeds (``Subscription/samples``), as the news
  /// client's preview tells them: built in, with no network and nothing saved, for showing a
  /// newcomer what the app does before anything is subscribed.
  public func sampleHeadlines(limit: Int) async -> [Headline] {
    await withDependencies {
      $0.newsClient.fetchFeed = NewsClient.previewValue.fetchFeed
    } operation: {
      await HeadlinesFeature().refresh(Subscription.samples, cachePolicy: .offline, limit: limit)
        .headlines
    }
  }
}

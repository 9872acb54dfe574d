import ArticleStoreClient
import ConfigurationCore

extension Configuration {
  /// What the article store keeps after a refresh and on `cleanup`, from `keep-articles-days` and
  /// `max-items`; nil keeps everything. Unread articles are kept whatever it says.
  var retention: RetentionPolicy? {
    guard keepArticlesDays > 0 || maxItems > 0 else { return nil }
    return RetentionPolicy(
      maximumAge: keepArticlesDays > 0 ? .seconds(keepArticlesDays * 86_400) : nil,
      newestPerFeed: maxItems > 0 ? maxItems : nil)
  }
}

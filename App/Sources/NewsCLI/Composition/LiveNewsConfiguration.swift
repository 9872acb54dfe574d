import NewsClient
import NewsClientLive

extension NewsClient.LiveConfiguration {
  /// The live news client's settings as news-cli ships them: its own version in the User-Agent,
  /// and, when the user chose one with `--timeout`, that many seconds per feed.
  static func newsCLI(timeout seconds: Int? = nil) -> Self {
    var configuration = Self(userAgent: "news-cli/\(NewsCLI.version)")
    if let seconds {
      configuration.connectTimeout = .seconds(min(seconds, 10))
      configuration.transferTimeout = .seconds(seconds)
      configuration.stallTimeout = .seconds(min(seconds, 15))
    }
    return configuration
  }
}

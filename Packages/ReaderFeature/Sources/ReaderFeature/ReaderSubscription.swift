import Foundation

/// A feed the reader offers, as the app's subscriptions name it.
///
/// Plain values rather than the app's own subscription type, so that the reader depends on no
/// other feature: the app hands over what it keeps.
public struct ReaderSubscription: Sendable, Hashable {
  public var url: URL
  /// The name the user gave the feed; the feed's own title is shown when nil.
  public var title: String?

  public init(url: URL, title: String? = nil) {
    self.url = url
    self.title = title
  }
}

import Foundation
import NewsFeature
import Testing

struct SubscriptionTests {
  static let feed = URL(string: "https://feeds.example.org/world.xml")!

  /// A feed is never shown nameless: an empty name counts as none, and the name falls back from
  /// the user's to the feed's own title, to the address without its scheme: two untitled feeds of
  /// one server, often two that failed, must not read alike.
  @Test(
    arguments: [
      (Subscription(url: feed, title: "Mine"), "World", "Mine"),
      (Subscription(url: feed), "World", "World"),
      (Subscription(url: feed, title: ""), "World", "World"),
      (Subscription(url: feed, title: ""), "", "feeds.example.org/world.xml"),
      (
        Subscription(url: URL(string: "http://127.0.0.1:8080/missing.xml?x=1")!), "",
        "127.0.0.1:8080/missing.xml?x=1"
      ),
      (Subscription(url: URL(string: "file:///feeds/local.xml")!), "", "file:///feeds/local.xml"),
    ] as [(Subscription, String, String)])
  func aFeedGoesByTheFirstNameItHas(
    _ subscription: Subscription, _ feedTitle: String, _ expected: String
  ) {
    #expect(subscription.source(titled: feedTitle) == expected)
  }
}

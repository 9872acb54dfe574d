import Foundation
import NewsFeature
import Testing

struct SubscriptionTests {
  static let feed = URL(string: "https://feeds.example.org/world.xml")!

  /// A feed is never shown nameless: an empty name counts as none, and the name falls back from
  /// the user's to the feed's own title, to the host, to the address when there is no host.
  @Test(
    arguments: [
      (Subscription(url: feed, title: "Mine"), "World", "Mine"),
      (Subscription(url: feed), "World", "World"),
      (Subscription(url: feed, title: ""), "World", "World"),
      (Subscription(url: feed, title: ""), "", "feeds.example.org"),
      (Subscription(url: URL(string: "file:///feeds/local.xml")!), "", "file:///feeds/local.xml"),
    ] as [(Subscription, String, String)])
  func aFeedGoesByTheFirstNameItHas(
    _ subscription: Subscription, _ feedTitle: String, _ expected: String
  ) {
    #expect(subscription.source(titled: feedTitle) == expected)
  }
}

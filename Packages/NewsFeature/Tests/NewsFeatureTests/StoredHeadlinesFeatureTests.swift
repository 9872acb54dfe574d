import ArticleStoreClient
import Dependencies
import DependenciesTestSupport
import Foundation
import NewsClient
import NewsFeature
import QueryCore
import RichTextCore
import StorageClient
import Testing

@Suite(.dependencies)
struct StoredHeadlinesFeatureTests {
  let world = URL(string: "https://feeds.example.org/world.xml")!
  let tech = URL(string: "https://feeds.example.org/tech.xml")!
  let broken = URL(string: "https://broken.example.org/feed")!
  let base = Date(timeIntervalSince1970: 1_800_000_000)

  func feed(_ url: URL, _ title: String, _ articles: [Article]) -> Feed {
    Feed(url: url, title: title, format: .rss, articles: articles)
  }

  var feeds: [URL: Feed] {
    [
      world: feed(
        world, "World",
        [
          Article(guid: Article.GUID("w1"), title: "World one", published: base),
          Article(
            guid: Article.GUID("w2"), title: "World two", published: base.addingTimeInterval(120)),
        ]),
      tech: feed(
        tech, "Tech",
        [
          Article(
            guid: Article.GUID("t1"), title: "Tech one", published: base.addingTimeInterval(60))
        ]
      ),
    ]
  }

  @Test func unreadOnlyLeavesOutWhatWasMarkedRead() async throws {
    let store = ArticleStoreClient.inMemory([feeds[world]!, feeds[tech]!], now: base)
    let newest = try await store.articles(ArticleQuery(limit: 1))
    _ = try await store.setRead(.articles(newest.map(\.id)), true)
    let list = try await withDependencies {
      $0.articleStore = store
    } operation: {
      try await StoredHeadlinesFeature().stored(
        [Subscription(url: world), Subscription(url: tech)], unreadOnly: true, limit: 10)
    }
    #expect(list.headlines.map(\.title) == ["Tech one", "World one"])
    #expect(list.failures.isEmpty)
  }

  /// A filter's `tags` reads each feed's tags from the subscriptions the list is asked for: the
  /// store keeps none of its own.
  @Test func aFilterOnTagsReadsTheSubscriptionsTags() async throws {
    let store = ArticleStoreClient.inMemory([feeds[world]!, feeds[tech]!], now: base)
    let subscriptions = [
      Subscription(url: world, tags: ["news"]), Subscription(url: tech, tags: ["tech", "news"]),
    ]
    let titles = { (expression: String, subscriptions: [Subscription]) in
      try await withDependencies {
        $0.articleStore = store
        $0.date.now = base
      } operation: {
        try await StoredHeadlinesFeature().list(
          subscriptions, limit: 10, summaries: false,
          filter: try ArticleFilter(newsboat: expression)
        ).map(\.title)
      }
    }
    #expect(try await titles(#"tags # "tech""#, subscriptions) == ["Tech one"])
    #expect(
      try await titles(#"tags # "news""#, subscriptions) == ["World two", "Tech one", "World one"])
    #expect(try await titles(#"tags !# "tech""#, subscriptions) == ["World two", "World one"])
    #expect(try await titles(#"tags # "tech""#, [Subscription(url: tech)]).isEmpty)
  }

  /// `--offline` never fetches: `fetchFeed` stays unimplemented and would fail the test.
  @Test func offlineReadsTheStoreAndNamesFeedsWithNothingStored() async throws {
    let store = ArticleStoreClient.inMemory([feeds[world]!], now: base)
    let list = try await withDependencies {
      $0.articleStore = store
    } operation: {
      try await StoredHeadlinesFeature().stored(
        [Subscription(url: world, title: "Mine"), Subscription(url: tech)], unreadOnly: false,
        limit: 1)
    }
    #expect(list.headlines.map(\.title) == ["World two"])
    #expect(list.headlines.map(\.source) == ["Mine"])
    #expect(list.failures.map(\.feed) == [tech])
    #expect(list.failures.first?.message.contains("--offline") == true)
  }

  /// `--json` prints each body as plain text, from a list and from a search alike; a list of
  /// titles reads none.
  @Test func bodiesComeAsPlainTextWithTheSummariesAndWithASearchThatAsks() async throws {
    var essay = Article(
      guid: Article.GUID("e1"), title: "An essay", summary: "A teaser.", published: base)
    essay.content = RichText(blocks: [
      RichTextBlock(.paragraph, text: "The first paragraph."),
      RichTextBlock(.listItem(depth: 1, marker: .bullet), text: "a point\u{1B}[31m"),
    ])
    let store = ArticleStoreClient.inMemory([feed(world, "World", [essay])], now: base)
    try await withDependencies {
      $0.articleStore = store
      $0.date.now = base
    } operation: { () async throws in
      let feature = StoredHeadlinesFeature()
      let subscriptions = [Subscription(url: world)]
      let listed = try await feature.stored(subscriptions, unreadOnly: false, limit: 5)
      let body = try #require(listed.headlines.first?.content)
      #expect(body.hasPrefix("The first paragraph.\n\n* a point"))
      #expect(!body.contains("\u{1B}"), "made safe to print, as every piece of feed text")
      #expect(
        try await feature.stored(subscriptions, unreadOnly: false, limit: 5, summaries: false)
          .headlines.map(\.content) == [nil])
      for text in ["paragraph", "paragraph unread"] {
        let query = try #require(try ArticleFilter.searchBox(text))
        #expect(
          try await feature.search(query, among: subscriptions, limit: 5, bodies: true).map(
            \.content) == [body], "\(text)")
        #expect(
          try await feature.search(query, among: subscriptions, limit: 5).map(\.content) == [nil],
          "\(text)")
      }
    }
  }

  /// `search` and `/` read the search box. Words alone are ranked as before, a title match
  /// first whatever its date; with any other term, what the search chooses is listed newest
  /// first, among the limit.
  @Test func aSearchOfWordsAloneIsRankedAndOneWithOtherTermsIsNewestFirst() async throws {
    let store = ArticleStoreClient.inMemory(
      [
        feed(
          world, "World",
          [
            Article(title: "Rust ships", summary: "A release.", published: base),
            Article(title: "Gardening", summary: "Rust on the tools.", published: base + 60),
            Article(title: "Weather", summary: "Rain.", published: base + 120),
          ]),
        feed(tech, "Tech", [Article(title: "Kernel", summary: "Rust.", published: base + 180)]),
      ], now: base)
    let ships = try #require(try await store.search("ships", 1).first)
    _ = try await store.setRead(.articles([ships.id]), true)
    try await withDependencies {
      $0.articleStore = store
      $0.date.now = base + 600
    } operation: { () async throws in
      func found(_ text: String, limit: Int = 10) async throws -> [String] {
        let query = try #require(try ArticleFilter.searchBox(text))
        return try await StoredHeadlinesFeature().search(query, tags: [:], limit: limit).map(
          \.article.title)
      }
      #expect(try await found("rust", limit: 1) == ["Rust ships"])
      #expect(try await found("RUST").first == "Rust ships")
      #expect(try await found("rust unread") == ["Kernel", "Gardening"])
      #expect(try await found("rust ~feed:tech", limit: 1) == ["Gardening"])
      #expect(try await found("title:rust ~unread") == ["Rust ships"])
      #expect(try await found(#""on the tools""#) == ["Gardening"])
      #expect(try await found("~rust newer:1h") == ["Weather"])
    }
  }

  @Test func aStoryTwoFeedsCarryIsShownOnceAndTheLimitIsStillFilled() async throws {
    let shared = Article(guid: Article.GUID("same"), title: "Shared", published: base)
    let store = ArticleStoreClient.inMemory(
      [
        feed(world, "World", [shared, Article(title: "Old world", published: base - 600)]),
        feed(tech, "Tech", [shared, Article(title: "Old tech", published: base - 60)]),
      ], now: base)
    let list = try await withDependencies {
      $0.articleStore = store
    } operation: {
      try await StoredHeadlinesFeature().stored(
        [Subscription(url: world), Subscription(url: tech)], unreadOnly: false, limit: 2)
    }
    #expect(list.headlines.map(\.title) == ["Shared", "Old tech"])
  }

  /// A list of titles reads no summaries from the store; the same list with them has them.
  @Test func aListOfTitlesLeavesTheSummariesInTheStore() async throws {
    let article = Article(
      guid: Article.GUID("w1"), title: "World one", summary: "What happened.", published: base)
    let store = ArticleStoreClient.inMemory([feed(world, "World", [article])], now: base)
    let lists = try await withDependencies {
      $0.articleStore = store
    } operation: {
      [
        try await StoredHeadlinesFeature().stored(
          [Subscription(url: world)], unreadOnly: false, limit: 10, summaries: false),
        try await StoredHeadlinesFeature().stored(
          [Subscription(url: world)], unreadOnly: false, limit: 10),
      ]
    }
    #expect(lists.map { $0.headlines.map(\.summary) } == [[nil], ["What happened."]])
  }

  /// A list can keep only what the store first saw since a moment, as a watch asks for it.
  @Test func aListCanKeepWhatWasFirstStoredSince() async throws {
    let store = ArticleStoreClient.inMemory([feeds[world]!], now: base)
    _ = try await store.save(feeds[tech]!, base.addingTimeInterval(300))
    let listed = try await withDependencies {
      $0.articleStore = store
    } operation: {
      try await StoredHeadlinesFeature().list(
        [Subscription(url: world), Subscription(url: tech)], limit: 10, summaries: false,
        firstStoredSince: base.addingTimeInterval(300))
    }
    #expect(listed.map(\.title) == ["Tech one"])
  }
}

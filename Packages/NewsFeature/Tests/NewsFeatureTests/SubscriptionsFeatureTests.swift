import ArticleStoreClient
import Dependencies
import DependenciesTestSupport
import Foundation
import NewsClient
import NewsFeature
import StorageClient
import Testing

@Suite(.dependencies)
struct SubscriptionsFeatureTests {
  let example = URL(string: "https://example.org/feed.xml")!

  /// Only `load` is overridden: loading must never write. A new user has no feeds until they
  /// ask for some: the samples are never subscribed to unasked.
  @Test func withNothingSavedThereAreNoSubscriptions() async throws {
    let stored = try await withDependencies {
      $0.storage.load = { key in
        #expect(key == .subscriptions)
        return nil
      }
    } operation: {
      try await SubscriptionsFeature().load()
    }
    #expect(stored.value.isEmpty)
    #expect(stored.problem == nil)
  }

  @Test func aCorruptListIsSetAsideReportedAndReadAsEmpty() async throws {
    let setAside = LockIsolated<[StorageKey]>([])
    let stored = try await withDependencies {
      $0.storage.load = { _ in Data("[{\"url\": 42}".utf8) }
      $0.storage.setAside = { key in
        setAside.withValue { $0.append(key) }
        return "/config/reader-app/subscriptions.json.corrupt-1"
      }
    } operation: {
      try await SubscriptionsFeature().load()
    }
    #expect(setAside.value == [.subscriptions])
    #expect(stored.value.isEmpty)
    guard
      case .corrupt(.subscriptions, _, "/config/reader-app/subscriptions.json.corrupt-1")? = stored
        .problem
    else {
      Issue.record("expected a corrupt-file problem, got \(String(describing: stored.problem))")
      return
    }
  }

  /// The trial's user who migrated with an OPML got six sample feeds on top of their own.
  @Test func theFirstAddSavesOnlyTheNewFeedOnce() async throws {
    try await withDependencies {
      $0.storage = .inMemory()
    } operation: {
      let feature = SubscriptionsFeature()
      #expect(try await feature.add(example, title: "Example"))
      #expect(try await feature.add(example) == false)
      let list = try await feature.load().value
      #expect(list == [Subscription(url: example, title: "Example")])
    }
  }

  /// A sync server's list becomes the subscriptions; a feed kept keeps its reader mode.
  @Test func replacingAdoptsTheNewListKeepingTheSettingsOfFeedsKept() async throws {
    try await withDependencies {
      $0.storage = .inMemory()
    } operation: {
      let feature = SubscriptionsFeature()
      let other = URL(string: "https://other.example.org/rss")!
      let gone = URL(string: "https://gone.example.org/rss")!
      try await feature.add(gone)
      try await feature.add(example, title: "Old title")
      _ = try await feature.setFetchesPages(true, for: example.absoluteString)
      #expect(
        try await feature.replace(with: [
          Subscription(url: other, title: "Other"), Subscription(url: example, title: "New title"),
          Subscription(url: URL(string: "ftp://example.org/feed")!),
        ]))
      #expect(
        try await feature.load().value == [
          Subscription(url: other, title: "Other"),
          Subscription(url: example, title: "New title", fetchesPages: true),
        ])
      #expect(
        try await feature.replace(with: [
          Subscription(url: other, title: "Other"), Subscription(url: example, title: "New title"),
        ]) == false)
    }
  }

  @Test func theSamplesAreAddedWhenAskedForAfterTheUsersOwnAndOnlyOnce() async throws {
    try await withDependencies {
      $0.storage = .inMemory()
    } operation: {
      let feature = SubscriptionsFeature()
      try await feature.add(Subscription.samples[1].url, title: "Mine")
      #expect(try await feature.addSamples() == Subscription.samples.count - 1)
      #expect(try await feature.addSamples() == 0)
      let list = try await feature.load().value
      #expect(list.first == Subscription(url: Subscription.samples[1].url, title: "Mine"))
      #expect(Set(list.map(\.url)) == Set(Subscription.samples.map(\.url)))
    }
  }

  @Test func addRefusesAddressesThatAreNotWebFeeds() async {
    await #expect(throws: SubscriptionError.invalidAddress("file:///etc/passwd")) {
      try await SubscriptionsFeature().add(URL(string: "file:///etc/passwd")!)
    }
  }

  @Test func removeByAddressOrPosition() async throws {
    try await withDependencies {
      $0.storage = .inMemory()
    } operation: {
      let feature = SubscriptionsFeature()
      try await feature.addSamples()
      try await feature.add(example)
      #expect(try await feature.remove(example.absoluteString).url == example)
      #expect(try await feature.remove("1") == Subscription.samples[0])
      #expect(try await feature.load().value == Array(Subscription.samples.dropFirst()))
      let count = Subscription.samples.count - 1
      await #expect(throws: SubscriptionError.noSuchNumber(99, count: count)) {
        try await feature.remove("99")
      }
      await #expect(throws: SubscriptionError.noSuchNumber(0, count: count)) {
        try await feature.remove("0")
      }
      await #expect(throws: SubscriptionError.noSuchNumber(-1, count: count)) {
        try await feature.remove("-1")
      }
      await #expect(throws: SubscriptionError.notSubscribed("https://nowhere.example/")) {
        try await feature.remove("https://nowhere.example/")
      }
    }
  }

  /// Removing from an empty list once crashed on the range `1...0`.
  @Test func removingFromAnEmptyListSaysThereIsNothingToRemove() async throws {
    try await withDependencies {
      $0.storage = .inMemory([.subscriptions: Data("[]".utf8)])
    } operation: { () async throws in
      let feature = SubscriptionsFeature()
      await #expect(throws: SubscriptionError.noSubscriptions) { try await feature.remove("1") }
      await #expect(throws: SubscriptionError.noSubscriptions) {
        try await feature.remove("https://example.org/")
      }
      #expect(try await feature.load().value.isEmpty)
    }
  }

  @Test func anotherSpellingOfASubscribedFeedIsTheSameFeed() async throws {
    try await withDependencies {
      $0.storage = .inMemory([.subscriptions: Data("[]".utf8)])
    } operation: { () async throws in
      let feature = SubscriptionsFeature()
      #expect(try await feature.add(URL(string: "https://example.org/feed.xml")!))
      for spelling in [
        "HTTPS://Example.ORG/feed.xml", "https://example.org:443/feed.xml",
        "https://example.org/feed.xml#top",
      ] {
        #expect(try await feature.add(URL(string: spelling)!) == false, "\(spelling)")
      }
      #expect(
        try await feature.add(URL(string: "https://example.org/Feed.xml")!), "paths keep their case"
      )
      #expect(
        try await feature.remove("https://EXAMPLE.org/feed.xml").url.absoluteString
          == "https://example.org/feed.xml")
    }
  }

  @Test func aFeedListedTwiceInTheFileIsLoadedOnce() async throws {
    let saved =
      #"[{"url": "https://example.org/a"}, {"url": "https://example.org/b"}, {"url": "https://Example.org/a"}]"#
    let list = try await withDependencies {
      $0.storage.load = { _ in Data(saved.utf8) }
    } operation: {
      try await SubscriptionsFeature().load().value
    }
    #expect(list.map(\.url.absoluteString) == ["https://example.org/a", "https://example.org/b"])
  }

  @Test func importAddsNewFeedsOnceAndExportGivesThemBack() async throws {
    let opml = """
      <opml version="2.0"><body>
        <outline text="Tech">
          <outline text="Example" xmlUrl="https://example.org/feed.xml"/>
          <outline text="Hacker News" xmlUrl="https://news.ycombinator.com/rss"/>
        </outline>
        <outline text="Example again" xmlUrl="https://example.org/feed.xml"/>
      </body></opml>
      """
    try await withDependencies {
      $0.storage = .inMemory()
    } operation: {
      let feature = SubscriptionsFeature()
      let result = try await feature.importOPML(Data(opml.utf8))
      #expect(result == OPMLImport(added: 2, alreadySubscribed: 1))
      let list = try await feature.load().value
      #expect(
        list == [
          Subscription(url: example, title: "Example", folder: ["Tech"], tags: ["Tech"]),
          Subscription(
            url: URL(string: "https://news.ycombinator.com/rss")!, title: "Hacker News",
            folder: ["Tech"], tags: ["Tech"]),
        ], "exactly the file's feeds: no sample is added by a first import")

      let exported = try await feature.exportOPML()
      #expect(try OPMLDocument(data: Data(exported.utf8)).subscriptions == list)
    }
  }
}

@Suite(.dependencies)
struct ReaderModeSettingTests {
  @Test func readerModeIsSetPerFeedSavedAndOnlyWrittenWhenOn() async throws {
    let storage = StorageClient.inMemory()
    try await withDependencies {
      $0.storage = storage
    } operation: {
      let feature = SubscriptionsFeature()
      try await feature.add(URL(string: "https://a.example/feed.xml")!)
      try await feature.add(URL(string: "https://b.example/feed.xml")!)
      let changed = try await feature.setFetchesPages(true, for: "2")
      #expect(changed.fetchesPages)
      #expect(try await feature.load().value.map(\.fetchesPages) == [false, true])
      let saved = String(
        decoding: try #require(try await storage.load(.subscriptions)), as: UTF8.self)
      #expect(saved.components(separatedBy: "readerMode").count == 2, "written once, for b")
      try await feature.setFetchesPages(false, for: "https://b.example/feed.xml")
      #expect(try await feature.load().value.map(\.fetchesPages) == [false, false])
      await #expect(throws: SubscriptionError.noSuchNumber(3, count: 2)) {
        try await feature.setFetchesPages(true, for: "3")
      }
    }
  }

  /// `feeds list` counts what the store holds of each feed once anything is stored; a store that
  /// cannot be read costs only the counts.
  @Test func theListingCountsWhatTheStoreHoldsOfEachFeed() async throws {
    let world = URL(string: "https://feeds.example.org/world.xml")!
    let storage = StorageClient.inMemory()
    try await withDependencies {
      $0.storage = storage
    } operation: {
      try await SubscriptionsFeature().add(world)
    }
    let empty = try await withDependencies {
      $0.storage = storage
      $0.articleStore = .inMemory()
    } operation: {
      try await SubscriptionsFeature().listing()
    }
    #expect(empty == SubscriptionListing(subscriptions: [Subscription(url: world)], counts: nil))

    let feed = Feed(
      url: world, title: "World", format: .rss,
      articles: [Article(title: "One"), Article(title: "Two")])
    let counted = try await withDependencies {
      $0.storage = storage
      $0.articleStore = .inMemory([feed])
    } operation: {
      try await SubscriptionsFeature().listing()
    }
    #expect(counted.counts?[world] == FeedCounts(feed: world, title: "World", unread: 2, total: 2))

    struct Locked: Error, CustomStringConvertible {
      var description: String { "The article store /data/articles.sqlite is locked" }
    }
    let locked = try await withDependencies {
      $0.storage = storage
      $0.articleStore.counts = { throw Locked() }
    } operation: {
      try await SubscriptionsFeature().listing()
    }
    #expect(locked.counts == nil)
    #expect(
      locked.warnings == [
        "The article store /data/articles.sqlite is locked; the list is shown without counts"
      ])
  }
}

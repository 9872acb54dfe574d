import Dependencies
import DependenciesTestSupport
import Foundation
import NewsFeature
import StorageClient
import Testing

@Suite(.dependencies)
struct SubscriptionsFeatureTests {
  let example = URL(string: "https://example.org/feed.xml")!

  /// Only `load` is overridden: loading must never write.
  @Test func withNothingSavedTheDefaultsAreUsed() async throws {
    let stored = try await withDependencies {
      $0.storage.load = { key in
        #expect(key == .subscriptions)
        return nil
      }
    } operation: {
      try await SubscriptionsFeature().load()
    }
    #expect(stored.value == Subscription.defaults)
    #expect(stored.problem == nil)
  }

  @Test func aCorruptListIsSetAsideReportedAndReplacedByTheDefaults() async throws {
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
    #expect(stored.value == Subscription.defaults)
    guard
      case .corrupt(.subscriptions, _, "/config/reader-app/subscriptions.json.corrupt-1")? = stored
        .problem
    else {
      Issue.record("expected a corrupt-file problem, got \(String(describing: stored.problem))")
      return
    }
  }

  @Test func addSavesTheDefaultsPlusTheNewFeedOnce() async throws {
    try await withDependencies {
      $0.storage = .inMemory()
    } operation: {
      let feature = SubscriptionsFeature()
      #expect(try await feature.add(example, title: "Example"))
      #expect(try await feature.add(example) == false)
      let list = try await feature.load().value
      #expect(list == Subscription.defaults + [Subscription(url: example, title: "Example")])
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
      try await feature.add(example)
      #expect(try await feature.remove(example.absoluteString).url == example)
      #expect(try await feature.remove("1") == Subscription.defaults[0])
      #expect(try await feature.load().value == Array(Subscription.defaults.dropFirst()))
      let count = Subscription.defaults.count - 1
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
      #expect(result == OPMLImport(added: 1, alreadySubscribed: 2))
      let list = try await feature.load().value
      #expect(list.last == Subscription(url: example, title: "Example", folder: ["Tech"]))

      let exported = try await feature.exportOPML()
      #expect(try OPMLDocument(data: Data(exported.utf8)).subscriptions == list)
    }
  }
}

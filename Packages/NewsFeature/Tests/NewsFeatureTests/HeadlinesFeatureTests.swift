import Dependencies
import DependenciesTestSupport
import Foundation
import NewsClient
import NewsFeature
import Testing

@Suite(.dependencies)
struct HeadlinesFeatureTests {
  let world = URL(string: "https://feeds.example.org/world.xml")!
  let tech = URL(string: "https://feeds.example.org/tech.xml")!
  let broken = URL(string: "https://broken.example.org/feed")!
  let base = Date(timeIntervalSince1970: 1_800_000_000)

  func feed(_ url: URL, _ title: String, _ articles: [Article]) -> Feed {
    Feed(url: url, title: title, format: .rss, articles: articles)
  }

  /// The samples a newcomer is shown come built in: the news client's test value, left
  /// unimplemented, is never asked, and every headline is from a sample feed.
  @Test func theSampleHeadlinesNeedNoNetwork() async {
    let samples = await withDependencies {
      $0.date.now = base
    } operation: {
      await HeadlinesFeature().sampleHeadlines(limit: 5)
    }
    #expect(samples.count == 5)
    let sampleFeeds = Set(Subscription.samples.map(\.url))
    #expect(samples.allSatisfy { sampleFeeds.contains($0.feed) })
    #expect(samples.allSatisfy { $0.number == nil }, "nothing is stored")
  }

  /// Only `fetchFeed` is overridden: the test fails if the flow calls anything else.
  @Test func oneBrokenFeedNeverHidesTheOthers() async {
    let feeds = [
      world: feed(world, "World", [Article(title: "World story", published: base)]),
      tech: feed(
        tech, "Tech", [Article(title: "Tech story", published: base.addingTimeInterval(60))]),
    ]
    let list = await withDependencies {
      $0.newsClient.fetchFeed = { url, policy in
        #expect(policy == .revalidate)
        guard let feed = feeds[url] else {
          throw NewsClientError.network(url, .httpStatus(code: 500))
        }
        return feed
      }
    } operation: {
      await HeadlinesFeature().refresh(
        [Subscription(url: world), Subscription(url: broken), Subscription(url: tech)],
        cachePolicy: .revalidate
      )
    }
    #expect(list.headlines.map(\.title) == ["Tech story", "World story"])
    #expect(list.headlines.map(\.source) == ["Tech", "World"])
    #expect(
      list.failures == [
        FeedFailure(feed: broken, message: "HTTP status 500 from https://broken.example.org/feed")
      ])
  }

  /// By the store's rule (``ArticleIdentity``) within a feed, and by its rule across feeds
  /// between them: a guid counts across feeds only with the same link, or without links the same
  /// title.
  @Test func duplicatesAreRemovedWithinAFeedByTheStoresRuleAndAcrossFeedsByGuidAndLink() async {
    let link = URL(string: "https://news.example.org/a")!
    let first = feed(
      world, "World",
      [
        Article(guid: Article.GUID("g1"), title: "Original", link: link, published: base),
        Article(
          guid: Article.GUID("g2"), title: "Same title", published: base.addingTimeInterval(-60)),
      ])
    let second = feed(
      tech, "Tech",
      [
        // The same guid, but neither the link nor the title: another story.
        Article(
          guid: Article.GUID("g1"), title: "Same guid", published: base.addingTimeInterval(10)),
        // The first feed's story by its link, and by its title and date.
        Article(title: "Same link", link: link, published: base.addingTimeInterval(20)),
        Article(title: "same title ", published: base.addingTimeInterval(-60)),
        Article(
          guid: Article.GUID("g5"), title: "Same title", published: base.addingTimeInterval(-120)),
        // The same article as "Same link" of its own feed, by the store's rule.
        Article(
          guid: Article.GUID("g3"), title: "Own guid, same link", link: link,
          published: base.addingTimeInterval(30)),
        Article(
          guid: Article.GUID("g1"), title: "Original, syndicated", link: link,
          published: base.addingTimeInterval(40)),
      ])
    let list = await withDependencies {
      $0.newsClient.fetchFeed = { url, _ in url == world ? first : second }
    } operation: {
      await HeadlinesFeature().refresh(
        [Subscription(url: world), Subscription(url: tech)], cachePolicy: .revalidate)
    }
    #expect(list.headlines.map(\.title) == ["Same guid", "Original", "Same title", "Same title"])
    #expect(list.headlines.map(\.source) == ["Tech", "World", "World", "Tech"])
  }

  @Test func newestFirstUndatedLastInArrivalOrderThenLimited() async {
    let articles = [
      Article(guid: Article.GUID("undated-1"), title: "Undated 1"),
      Article(guid: Article.GUID("old"), title: "Old", published: base.addingTimeInterval(-3_600)),
      Article(guid: Article.GUID("undated-2"), title: "Undated 2"),
      Article(guid: Article.GUID("new"), title: "New", published: base),
      Article(guid: Article.GUID("undated-3"), title: "Undated 3"),
    ]
    let all = await withDependencies {
      $0.newsClient.fetchFeed = { url, _ in feed(url, "Feed", articles) }
    } operation: {
      await HeadlinesFeature().refresh([Subscription(url: world)], cachePolicy: .offline)
    }
    #expect(all.headlines.map(\.title) == ["New", "Old", "Undated 1", "Undated 2", "Undated 3"])

    let limited = await withDependencies {
      $0.newsClient.fetchFeed = { url, _ in feed(url, "Feed", articles) }
    } operation: {
      await HeadlinesFeature().refresh([Subscription(url: world)], cachePolicy: .offline, limit: 3)
    }
    #expect(limited.headlines.map(\.title) == ["New", "Old", "Undated 1"])
  }

  @Test func subscriptionTitleNamesTheSourceAndFeedTextIsSanitized() async {
    let article = Article(
      title: "Title\u{1B}]52;c;AAAA\u{07} here", summary: "Line\u{1B}[2J one\nline two")
    let list = await withDependencies {
      $0.newsClient.fetchFeed = { url, _ in feed(url, "Feed \u{202E}name", [article]) }
    } operation: {
      await HeadlinesFeature().refresh(
        [Subscription(url: world), Subscription(url: tech, title: "My \u{1B}[31mTech")],
        cachePolicy: .revalidate
      )
    }
    #expect(Set(list.headlines.map(\.source)) == ["Feed name", "My Tech"])
    #expect(list.headlines.first?.title == "Title here")
    #expect(list.headlines.first?.summary == "Line one\nline two")
  }

  /// Hundreds of feeds, half of them failing, each result under its own subscription.
  ///
  /// Many children, because Swift 6.3.1's optimizer stored task-group results under the wrong
  /// index in release builds, which only shows with many of them: `swift test -c release` here
  /// fails without the workaround in `HeadlinesFeature`.
  @Test func everyResultLandsUnderItsOwnSubscription() async {
    let urls = (0..<300).map { URL(string: "https://feeds.example.org/\($0).xml")! }
    @Sendable func number(_ url: URL) -> Int { Int(url.deletingPathExtension().lastPathComponent)! }
    let list = await withDependencies {
      $0.newsClient.fetchFeed = { url, _ in
        let number = number(url)
        if number.isMultiple(of: 2) {
          throw NewsClientError.network(url, .httpStatus(code: 500 + number % 100))
        }
        return feed(url, "Feed \(number)", [Article(title: "Story \(number)", published: base)])
      }
    } operation: {
      await HeadlinesFeature().refresh(urls.map { Subscription(url: $0) }, cachePolicy: .revalidate)
    }
    let misplacedHeadlines = list.headlines.filter {
      $0.source != "Feed \(number($0.feed))" || $0.title != "Story \(number($0.feed))"
    }
    let misplacedFailures = list.failures.filter {
      $0.message != "HTTP status \(500 + number($0.feed) % 100) from \($0.feed.absoluteString)"
    }
    #expect(list.headlines.count == 150)
    #expect(misplacedHeadlines.count == 0)
    #expect(list.failures.map { number($0.feed) } == Array(stride(from: 0, to: 300, by: 2)))
    #expect(misplacedFailures.count == 0)
  }

  @Test func feedsAreFetchedConcurrently() async {
    let inFlight = LockIsolated(0)
    let mostInFlight = LockIsolated(0)
    let urls = (1...5).map { URL(string: "https://feeds.example.org/\($0)")! }
    let list = await withDependencies {
      $0.newsClient.fetchFeed = { url, _ in
        inFlight.withValue { $0 += 1 }
        mostInFlight.withValue { $0 = max($0, inFlight.value) }
        // Wait until every fetch has started: only possible if they run at the same time.
        while mostInFlight.value < urls.count { await Task.yield() }
        inFlight.withValue { $0 -= 1 }
        return feed(url, url.lastPathComponent, [])
      }
    } operation: {
      await HeadlinesFeature().refresh(urls.map { Subscription(url: $0) }, cachePolicy: .revalidate)
    }
    #expect(mostInFlight.value == 5)
    #expect(list.failures.isEmpty)
  }

  @Test func manySubscriptionsAreFetchedAFewAtATime() async {
    let inFlight = LockIsolated(0)
    let mostInFlight = LockIsolated(0)
    let urls = (1...100).map { URL(string: "https://feeds.example.org/\($0)")! }
    let list = await withDependencies {
      $0.newsClient.fetchFeed = { url, _ in
        inFlight.withValue { $0 += 1 }
        mostInFlight.withValue { $0 = max($0, inFlight.value) }
        await Task.yield()
        inFlight.withValue { $0 -= 1 }
        return feed(url, url.lastPathComponent, [Article(title: url.lastPathComponent, link: url)])
      }
    } operation: {
      await HeadlinesFeature().refresh(urls.map { Subscription(url: $0) }, cachePolicy: .revalidate)
    }
    #expect(mostInFlight.value <= HeadlinesFeature.maximumPendingFetches)
    #expect(list.failures.isEmpty)
    #expect(Set(list.headlines.map(\.feed)) == Set(urls))
  }

  /// Without the store too, a feed that broke off part-way shows what it delivered and is named
  /// among the failures.
  @Test func aFeedCutOffPartWayIsShownAndNamedAmongTheFailures() async {
    let url = URL(string: "https://feeds.example.org/cut.xml")!
    let list = await withDependencies {
      $0.newsClient.fetchFeed = { url, _ in
        Feed(
          url: url, title: "Cut", format: .rss, articles: [Article(title: "Before the fault")],
          problem: .malformedFeed(url, reason: "the document stops before its end"))
      }
    } operation: {
      await HeadlinesFeature().refresh([Subscription(url: url)], cachePolicy: .revalidate)
    }
    #expect(list.headlines.map(\.title) == ["Before the fault"])
    #expect(list.failures.map(\.feed) == [url])
    #expect(list.failures.first?.message.contains("stops before its end") == true)
  }
}

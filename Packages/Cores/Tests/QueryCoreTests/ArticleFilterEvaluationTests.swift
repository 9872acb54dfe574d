import Foundation
import QueryCore
import Testing

/// The reference meaning: what each operator and term chooses, over plain article values.
@Suite struct ArticleFilterEvaluationTests {
  private static let now = Date(timeIntervalSince1970: 1_800_000_000)

  private static let article = FilterableArticle(
    title: "10 Things About Café Culture", link: "https://example.com/cafe",
    author: "Ann Lee", summary: "A teaser.", body: "Open source espresso machines.",
    guid: "urn:1", date: now.addingTimeInterval(-3 * 86_400 - 60), isUnread: true,
    isStarred: false, enclosureURL: "https://example.com/a.mp3", enclosureType: "audio/mpeg",
    feedTitle: "Example News", feedLink: "https://example.com/",
    feedURL: "https://example.com/feed.xml", tags: ["news", "food drink"], feedUnreadCount: 4,
    feedTotalCount: 20)

  private static func chooses(_ expression: String) throws -> Bool {
    try ArticleFilter(newsboat: expression).matches(article, now: now)
  }

  @Test(arguments: [
    (#"title = "10 Things About Café Culture""#, true),
    (#"title = "10 things about café culture""#, false),
    (#"title != "10 things about café culture""#, true),
    (#"title =~ "things.*CAFÉ""#, true), (#"title =~ "^things""#, false),
    (#"title !~ "^things""#, true), (#"author # "Lee""#, true), (#"author # "Le""#, false),
    (#"author !# "Le""#, true), (#"tags # "food drink""#, true), (#"tags # "food""#, false),
    (#"tags !# "sport""#, true), (#"title > 9"#, true), (#"title < 10"#, false),
    (#"title <= 10"#, true), (#"author > 0"#, false), (#"author >= 0"#, true),
    (#"age = 3"#, true), (#"age between 1:3"#, true), (#"age between 4:9"#, false),
    (#"age between 3:1"#, true), (#"unread = "yes""#, true), (#"unread = "no""#, false),
    (#"flags # "s""#, false), (#"content =~ "teaser.*espresso""#, true),
    (#"enclosure_type =~ "^audio/""#, true), (#"feedtitle = "Example News""#, true),
    (#"rssurl =~ "feed\.xml$""#, true), (#"feedlink # "https://example.com/""#, true),
    (#"unread_count > 3"#, true), (#"total_count between 21:30"#, false),
    (#"date < "2027-01-14""#, true), (#"date > "2027-01-15""#, false),
    (#"date =~ "^2027-01-12T07:59:00Z$""#, true), (#"guid = "urn:1""#, true),
    (#"link =~ "example\.com/cafe$""#, true), (#"enclosure_url # "mp3""#, false),
    (#"not unread = "yes""#, false),
  ])
  func eachOperatorChoosesAsNewsboatDoes(expression: String, chooses: Bool) throws {
    #expect(try Self.chooses(expression) == chooses)
  }

  /// Words are found as search finds them: whole, in any case and accent, in the title, the
  /// summary or the body; a phrase's words one after another within one of them.
  @Test(arguments: [
    (ArticleFilter.word("cafe"), true), (.word("CAFÉ"), true), (.word("caf"), false),
    (.word("espresso"), true), (.word("teaser"), true), (.phrase(["open", "source"]), true),
    (.phrase(["source", "open"]), false), (.phrase(["teaser", "open"]), false),
    (.and(.word("culture"), .not(.word("espresso"))), false),
    (.and(.word("culture"), .not(.word("sport"))), true),
  ])
  func wordsAndPhrases(filter: ArticleFilter, chooses: Bool) {
    #expect(filter.matches(Self.article, now: Self.now) == chooses)
  }

  @Test func publishedWithinCountsFromNow() {
    let threeDays = ArticleFilter.publishedWithin(seconds: 3 * 86_400)
    #expect(threeDays.matches(Self.article, now: Self.now.addingTimeInterval(-61)))
    #expect(!threeDays.matches(Self.article, now: Self.now))
    #expect(ArticleFilter.not(threeDays).matches(Self.article, now: Self.now))
  }

  @Test func requiredTextIsTheFullTextTermsAtTheTop() throws {
    let unread = ArticleFilter.comparison(FilterComparison(.unread, .equal, .text("yes")))
    let filter = ArticleFilter.and(
      .and(.and(.word("linux"), .phrase(["open", "source"])), unread), .not(.word("rust")))
    #expect(filter.requiredText == [.word("linux"), .phrase(["open", "source"])])
    #expect(filter.withoutRequiredText == .and(unread, .not(.word("rust"))))
    #expect(ArticleFilter.and(.word("a"), .word("b")).withoutRequiredText == nil)
    #expect(ArticleFilter.or(.word("a"), unread).requiredText == [])
    #expect(try ArticleFilter(newsboat: #"title = "a""#).requiredText == [])
  }

  @Test func changesWithoutSavingWhenItReadsAMarkAnAgeOrACount() throws {
    #expect(try ArticleFilter(newsboat: #"unread = "yes""#).changesWithoutSaving)
    #expect(try ArticleFilter(newsboat: #"title = "a" or age > 3"#).changesWithoutSaving)
    #expect(ArticleFilter.publishedWithin(seconds: 86_400).changesWithoutSaving)
    #expect(try !ArticleFilter(newsboat: #"title = "a" or tags # "b""#).changesWithoutSaving)
  }

  /// newsboat reads a number as `istringstream >> int` does.
  @Test(arguments: [
    ("12 new", 12), ("  -3x", -3), ("+7", 7), ("x12", 0), ("", 0), ("99999999999", 2_147_483_647),
    ("-99999999999", -2_147_483_648),
  ])
  func leadingNumber(text: String, number: Int) {
    #expect(FilterComparison.leadingNumber(text) == number)
  }

  @Test func aKillfileIgnoresWhatAnyRuleChooses() throws {
    let killfile = Killfile(rules: [
      IgnoreRule(
        feed: "https://example.com/feed.xml", expression: try ArticleFilter(newsboat: "age > 1")),
      IgnoreRule(feed: nil, expression: try ArticleFilter(newsboat: #"author = "Bob""#)),
    ])
    let filter = try #require(killfile.filter)
    var other = Self.article
    other.feedURL = "https://example.org/feed.xml"
    #expect(filter.matches(Self.article, now: Self.now))
    #expect(!filter.matches(other, now: Self.now))
    other.author = "Bob"
    #expect(filter.matches(other, now: Self.now))
    #expect(Killfile().filter == nil)
  }
}

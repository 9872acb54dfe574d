import ArticleStoreClient
import ArticleStoreClientTestSupport
import Foundation
import NewsClient
import Testing

struct ArticleIdentityTests {
  /// Every combination of guid, link and title and date, a few values of each, to check the
  /// index against the rule as its documentation states it.
  private static let identities: [ArticleIdentity] = {
    let dates = [Sample.start, Sample.start.addingTimeInterval(60)]
    var identities: [ArticleIdentity] = []
    for guid in [nil, "a", "b"] {
      for link in [nil, "https://example.org/x", "https://example.org/y"] {
        for titleAndDate in [nil, ("Story", dates[0]), ("Story", dates[1])] {
          identities.append(
            ArticleIdentity(
              guid: guid, link: link, title: titleAndDate?.0 ?? "Story",
              published: titleAndDate?.1))
        }
      }
    }
    return identities
  }()

  /// Articles that both have a guid are the same exactly when the guids are; otherwise when the
  /// links are, or the titles and dates.
  private static func theSame(_ left: ArticleIdentity, _ right: ArticleIdentity) -> Bool {
    if let leftGuid = left.guid, let rightGuid = right.guid { return leftGuid == rightGuid }
    if let leftLink = left.link, leftLink == right.link { return true }
    if let leftTitle = left.titleAndDate, leftTitle == right.titleAndDate { return true }
    return false
  }

  @Test func articlesWithDifferentGuidsAreNeverTheSameAndWithoutAGuidTheLinkOrTitleAndDateDecide() {
    for recorded in Self.identities {
      var index = ArticleIdentityIndex<Int>()
      index.record(recorded, as: 1)
      for probe in Self.identities {
        #expect(
          (index.value(sameAs: probe) != nil) == Self.theSame(recorded, probe),
          "recorded \(recorded), probe \(probe)")
      }
    }
  }

  @Test func theGuidIsTheBestMatchThenTheLinkThenTheTitleAndDate() {
    let date = Sample.start
    var index = ArticleIdentityIndex<String>()
    index.record(
      ArticleIdentity(guid: nil, link: nil, title: "Story", published: date), as: "title")
    index.record(
      ArticleIdentity(guid: nil, link: "https://e.org/1", title: "A", published: nil), as: "link")
    index.record(ArticleIdentity(guid: "g", link: nil, title: "B", published: nil), as: "guid")
    let everything = ArticleIdentity(
      guid: "g", link: "https://e.org/1", title: " STORY", published: date)
    #expect(index.value(sameAs: everything) == "guid")
    var noGuid = everything
    noGuid.guid = nil
    #expect(index.value(sameAs: noGuid) == "link")
    noGuid.link = nil
    #expect(index.value(sameAs: noGuid) == "title")
  }

  /// A guid and a link that read the same are different kinds of key.
  @Test func aGuidNeverMatchesALinkThatReadsTheSame() {
    var index = ArticleIdentityIndex<Void>()
    let inserted = [
      ArticleIdentity(guid: nil, link: "x", title: "A", published: nil),
      ArticleIdentity(guid: "x", link: nil, title: "B", published: nil),
      ArticleIdentity(guid: "x", link: nil, title: "C", published: nil),
      ArticleIdentity(guid: nil, link: nil, title: "D", published: nil),
      ArticleIdentity(guid: nil, link: nil, title: "D", published: nil),
    ].map { index.insert($0) }
    // The last two have no identity at all, so neither is the same as anything.
    #expect(inserted == [true, true, false, true, true])
  }

  /// A title's case and the white space around it, Unicode's included, are an edit, not a new
  /// article; the words and the spaces between them are the title.
  @Test func aTitleIsComparedWithoutCaseOrTheWhiteSpaceAroundIt() {
    let date = Date(timeIntervalSince1970: 1_800_000_000)
    let identity = { (title: String) in
      ArticleIdentity(guid: nil, link: nil, title: title, published: date).titleAndDate?.title
    }
    #expect(identity("Story  Two") == "story  two")
    for spelling in [
      "  story  two", "STORY  TWO\n", "\u{A0}Story  Two\u{3000}", "\tStory  Two \r\n",
    ] {
      #expect(identity(spelling) == "story  two", "\(spelling.debugDescription)")
    }
    #expect(identity(" \n\u{2028} ") == "")
    #expect(identity("Story Two") != identity("Story  Two"))
  }
}

/// Across feeds a guid decides only with the link, or the title: the feeds' own names for their
/// entries collide where the entries have nothing in common.
struct ArticleIdentityAcrossFeedsTests {
  func theSame(_ left: Article, _ right: Article) -> Bool {
    var index = ArticleIdentityIndex<Void>()
    _ = index.insert(ArticleIdentity(acrossFeeds: left))
    let isNew = index.insert(ArticleIdentity(acrossFeeds: right))
    return !isNew
  }

  let link = URL(string: "https://news.example.org/story")!

  @Test func theSameGuidAndLinkIsTheSameStory() {
    #expect(
      theSame(
        Article(guid: .init("g"), title: "Story", link: link),
        Article(guid: .init("g"), title: "Story, syndicated", link: link)))
  }

  @Test func theSameGuidWithOtherLinksIsNot() {
    #expect(
      !theSame(
        Article(guid: .init("?p=1001"), title: "Tram", link: link),
        Article(guid: .init("?p=1001"), title: "Garden", link: link.appendingPathComponent("2"))))
  }

  @Test func withoutLinksTheSameGuidNeedsTheSameTitle() {
    #expect(
      theSame(Article(guid: .init("7"), title: "Seven"), Article(guid: .init("7"), title: " SEVEN"))
    )
    #expect(
      !theSame(Article(guid: .init("7"), title: "Seven"), Article(guid: .init("7"), title: "Eight"))
    )
  }

  /// Within a feed the guid alone still decides: the store's own rule is unchanged.
  @Test func withinAFeedTheGuidAloneDecides() {
    var index = ArticleIdentityIndex<Void>()
    _ = index.insert(ArticleIdentity(Article(guid: .init("7"), title: "Seven", link: link)))
    let isNew = index.insert(ArticleIdentity(Article(guid: .init("7"), title: "Renamed")))
    #expect(!isNew)
  }
}

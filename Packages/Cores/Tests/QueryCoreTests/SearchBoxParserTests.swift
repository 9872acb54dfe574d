import Foundation
import QueryCore
import Testing

@Suite struct SearchBoxParserTests {
  private static func tagged(_ tag: String) -> ArticleFilter {
    .comparison(FilterComparison(.tags, .contains, .text(tag)))
  }

  @Test func bareWordsAreFullTextTermsAllOfWhichHold() throws {
    #expect(try ArticleFilter.searchBox("swift") == .word("swift"))
    #expect(
      try ArticleFilter.searchBox("  swift   linux ") == .and(.word("swift"), .word("linux")))
    #expect(
      try ArticleFilter.searchBox("a b c") == .and(.and(.word("a"), .word("b")), .word("c")))
  }

  /// A term is words as search finds them: punctuation only separates them, and a term of
  /// nothing but punctuation finds nothing.
  @Test func punctuationOnlySeparatesWords() throws {
    #expect(try ArticleFilter.searchBox("c++/rust") == .and(.word("c"), .word("rust")))
    #expect(try ArticleFilter.searchBox("-- ; %") == nil)
    #expect(try ArticleFilter.searchBox("") == nil)
  }

  @Test func aQuotedTermIsAPhrase() throws {
    #expect(try ArticleFilter.searchBox(#""open source""#) == .phrase(["open", "source"]))
    #expect(try ArticleFilter.searchBox(#""solo""#) == .word("solo"))
    #expect(
      try ArticleFilter.searchBox(#"linux "open source""#)
        == .and(.word("linux"), .phrase(["open", "source"])))
  }

  @Test func prefixesChooseByTitleAuthorAndFeedAsLiteralText() throws {
    #expect(
      try ArticleFilter.searchBox("title:a.b")
        == .comparison(FilterComparison(.title, .matches, .pattern(ExtendedRegex(literal: "a.b")))))
    #expect(
      try ArticleFilter.searchBox(#"author:"Ann Lee""#)
        == .comparison(
          FilterComparison(.author, .matches, .pattern(ExtendedRegex(literal: "Ann Lee")))))
    let feed = ExtendedRegex(literal: "lwn")
    #expect(
      try ArticleFilter.searchBox("FEED:lwn")
        == .or(
          .comparison(FilterComparison(.feedTitle, .matches, .pattern(feed))),
          .comparison(FilterComparison(.rssURL, .matches, .pattern(feed)))))
  }

  @Test func tagsAndMarks() throws {
    #expect(try ArticleFilter.searchBox("#news") == Self.tagged("news"))
    #expect(try ArticleFilter.searchBox("tag:news") == Self.tagged("news"))
    #expect(
      try ArticleFilter.searchBox("unread")
        == .comparison(FilterComparison(.unread, .equal, .text("yes"))))
    #expect(
      try ArticleFilter.searchBox("Read")
        == .comparison(FilterComparison(.unread, .equal, .text("no"))))
    #expect(
      try ArticleFilter.searchBox("starred")
        == .comparison(FilterComparison(.flags, .contains, .text("s"))))
  }

  @Test func spansOfTime() throws {
    #expect(try ArticleFilter.searchBox("newer:12h") == .publishedWithin(seconds: 43_200))
    #expect(try ArticleFilter.searchBox("newer:2d") == .publishedWithin(seconds: 172_800))
    #expect(try ArticleFilter.searchBox("older:1w") == .not(.publishedWithin(seconds: 604_800)))
  }

  @Test func aTildeNegatesTheTermAfterIt() throws {
    #expect(try ArticleFilter.searchBox("~sport") == .not(.word("sport")))
    #expect(
      try ArticleFilter.searchBox("linux ~#gaming unread")
        == .and(
          .and(.word("linux"), .not(Self.tagged("gaming"))),
          .comparison(FilterComparison(.unread, .equal, .text("yes")))))
  }

  /// A prefix the search box does not know is words, so that "re:" or a time "10:30" finds text.
  @Test func anUnknownPrefixIsWords() throws {
    #expect(try ArticleFilter.searchBox("re:release") == .and(.word("re"), .word("release")))
  }

  /// What the terms choose, over one article, through the reference evaluator.
  @Test(arguments: [
    ("title:café", true), ("title:CAFE", false), ("title:.*", false), ("author:ann", true),
    ("feed:example.com/feed", true), ("feed:EXAMPLE", true), ("#news", true), ("tag:food", false),
    ("unread", true), ("read", false), ("starred", false), ("~starred", true), ("cafe", true),
    (#""open source""#, true), ("newer:3d", false), ("newer:4d", true), ("older:3d", true),
  ])
  func termsChoose(search: String, chooses: Bool) throws {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let article = FilterableArticle(
      title: "10 Things About Café Culture", author: "Ann Lee", body: "Open source espresso.",
      date: now.addingTimeInterval(-3 * 86_400 - 60), feedTitle: "Example News",
      feedURL: "https://example.com/feed.xml", tags: ["news", "food drink"])
    let filter = try #require(try ArticleFilter.searchBox(search))
    #expect(filter.matches(article, now: now) == chooses)
  }

  @Test(
    arguments: [
      ("title:", 7, "a value after title:", nil),
      ("linux tag:", 11, "a value after tag:", nil),
      ("newer:2x", 7, "a span such as 12h, 2d or 1w", "2x"),
      ("older:d", 7, "a span such as 12h, 2d or 1w", "d"),
      (#""open source"#, 1, #"a closing " for this phrase"#, #""open source"#),
      (#"é ~"open"#, 4, #"a closing " for this phrase"#, #""open"#),
    ] as [(String, Int, String, String?)])
  func saysWhereAndWhatWasExpected(text: String, column: Int, expected: String, found: String?) {
    #expect {
      try ArticleFilter.searchBox(text)
    } throws: { error in
      guard let error = error as? FilterSyntaxError else { return false }
      return error.column == column && error.expected == expected && error.found == found
    }
  }

  /// Matching recurses through the chain of terms: a pasted page gets an error, never a stack
  /// overflow.
  @Test func refusesMoreTermsThanItCanMatch() throws {
    let words = (1...100_000).map { "w\($0)" }
    #expect(try ArticleFilter.searchBox(words.prefix(256).joined(separator: " ")) != nil)
    #expect {
      try ArticleFilter.searchBox(words.joined(separator: " "))
    } throws: { error in
      (error as? FilterSyntaxError)?.found == "w257"
    }
    #expect {
      try ArticleFilter.searchBox("x " + words.joined(separator: ","))
    } throws: { error in
      (error as? FilterSyntaxError)?.column == 3
    }
  }
}

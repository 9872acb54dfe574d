import Foundation
import GRDB
import QueryCore
import Testing

@testable import ArticleStoreClientLive

/// What a filter compiles to: the SQL written out, every value of the user's an argument.
struct ArticleQuerySQLTests {
  private static let now = Date(timeIntervalSinceReferenceDate: 800_000_000)

  private static func compiled(_ expression: String) throws -> ArticleQuerySQL {
    ArticleQuerySQL(try ArticleFilter(newsboat: expression), tags: [:], now: now)
  }

  /// newsboat reads `and` and `or` left to right with equal precedence: the SQL says so with
  /// parentheses, which SQLite's own precedence (`and` first) would otherwise regroup.
  @Test func mixedAndOrIsParenthesisedFromTheLeft() throws {
    let compiled = try Self.compiled(#"author = "Ann" or author = "Bob" and unread = "yes""#)
    #expect(
      compiled.condition
        == "((coalesce(article.author, '') = ? OR coalesce(article.author, '') = ?) AND article.is_read = 0)"
    )
    #expect(compiled.arguments == ["Ann", "Bob"])
  }

  /// `unread = "yes"` is the read mark itself, which SQLite's index of unread articles serves;
  /// any other value than "yes" and "no" is no article's.
  @Test func theReadMarkIsComparedAsItIsStored() throws {
    #expect(try Self.compiled(#"unread = "yes""#).condition == "article.is_read = 0")
    #expect(try Self.compiled(#"unread != "no""#).condition == "NOT (article.is_read != 0)")
    #expect(try Self.compiled(#"unread = "YES""#).condition == "0")
    #expect(try Self.compiled(#"unread =~ "^y""#).condition.contains("CASE WHEN article.is_read"))
  }

  @Test func aRegularExpressionIsNamedByItsPlaceAndCompiledOnce() throws {
    let compiled = try Self.compiled(
      #"title =~ "^rust" or feedtitle =~ "^rust" or title !~ "[0-9]""#)
    #expect(
      compiled.condition
        == "((article_filter_matches(0, article.title) OR article_filter_matches(0, feed.title)) OR NOT (article_filter_matches(1, article.title)))"
    )
    #expect(compiled.arguments == [])
    #expect(compiled.patterns.map(\.pattern) == ["^rust", "[0-9]"])
  }

  @Test func hostileTextIsAnArgumentAndNoLikePattern() throws {
    let compiled = try Self.compiled(
      #"title = "x' OR 1=1; DROP TABLE article; --" and content # "100%_done""#)
    #expect(
      compiled.condition
        == "(article.title = ? AND instr(' ' || coalesce(article.summary, '') || ' ' || coalesce((SELECT body FROM article_text WHERE article_text.id = article.id), '') || ' ', ?) > 0)"
    )
    #expect(compiled.arguments == ["x' OR 1=1; DROP TABLE article; --", " 100%_done "])
  }

  @Test func numbersDatesAndCounts() throws {
    let compiled = try Self.compiled(
      #"age between 1:7 and date < "2026-11-01" and unread_count > 3 and title < 5"#)
    #expect(
      compiled.condition
        == "(((CAST((? - article.sort_date) / 86400 AS INTEGER) BETWEEN ? AND ? AND article.sort_date < ?) AND feed.unread_count > ?) AND article_filter_leading_number(article.title) < ?)"
    )
    #expect(
      compiled.arguments == [
        Self.now.timeIntervalSinceReferenceDate, 1, 7,
        ISO8601DateFormatter().date(from: "2026-11-01T00:00:00Z")!.timeIntervalSinceReferenceDate,
        3, 5,
      ])
  }

  /// Words go through the full-text index; a phrase is looked up there, then checked in order.
  @Test func fullTextTermsUseTheIndex() throws {
    let compiled = ArticleQuerySQL(
      .and(.not(.word("Café")), .phrase(["open", "source"])), tags: [:], now: Self.now)
    #expect(
      compiled.condition
        == "(NOT (article.id IN (SELECT rowid FROM article_search WHERE article_search MATCH ?)) AND (article.id IN (SELECT rowid FROM article_search WHERE article_search MATCH ?) AND article_filter_holds_phrase(0, article.title, coalesce(article.summary, ''), coalesce((SELECT body FROM article_text WHERE article_text.id = article.id), ''))))"
    )
    #expect(compiled.arguments == [#""Cafe""#, #""open" "source""#])
    #expect(compiled.phrases == [["open", "source"]])
  }

  /// A feed's tags are the query's, read by functions of the statement: `#` names the tag by its
  /// place, so that it is compared whole in Swift, and no tag is ever part of the SQL.
  @Test func tagsAreReadByTheQuerysFunctions() throws {
    let compiled = try Self.compiled(
      #"tags # "news" and tags !# "x' OR 1=1 --" or tags # "news" and tags =~ "^n""#)
    #expect(
      compiled.condition
        == "(((article_filter_has_tag(0, feed.url) AND NOT (article_filter_has_tag(1, feed.url))) OR article_filter_has_tag(0, feed.url)) AND article_filter_matches(0, article_filter_tags(feed.url)))"
    )
    #expect(compiled.arguments == [])
    #expect(compiled.wantedTags == ["news", "x' OR 1=1 --"])
    let equal = try Self.compiled(#"tags = "news tech""#)
    #expect(equal.condition == "article_filter_tags(feed.url) = ?")
    #expect(equal.arguments == ["news tech"])
  }

  /// The functions map a feed's URL to the tags the query gave it, and a feed it did not give
  /// to none.
  @Test func theTagFunctionsAnswerForTheQuerysFeeds() throws {
    let feed = "https://example.org/feed.xml"
    let compiled = ArticleQuerySQL(
      try ArticleFilter(newsboat: #"tags # "news""#),
      tags: [URL(string: feed)!: ["news", "tech"]], now: Self.now)
    let answers = try DatabaseQueue().read { connection in
      try compiled.registered(on: connection) {
        try Row.fetchOne(
          connection,
          sql: """
            SELECT article_filter_tags(?), article_filter_tags('https://other.example/'),
              article_filter_has_tag(0, ?), article_filter_has_tag(0, 'https://other.example/')
            """, arguments: [feed, feed])
      }
    }
    let row = try #require(answers)
    #expect(row[0] as String == "news tech")
    #expect(row[1] as String == "")
    #expect(row[2] as Bool == true)
    #expect(row[3] as Bool == false)
  }

  /// A value SQLite could not hold, or a word no value's words can be, chooses nothing, rather
  /// than a text cut short at its NUL.
  @Test func valuesNoArticleCanHoldChooseNothing() throws {
    #expect(try Self.compiled("title # \"two words\"").condition == "0")
    #expect(ArticleQuerySQL(.word("a-b"), tags: [:], now: Self.now).condition == "0")
    let withNUL = ArticleFilter.comparison(FilterComparison(.title, .notEqual, .text("a\0b")))
    #expect(ArticleQuerySQL(withNUL, tags: [:], now: Self.now).condition == "NOT (0)")
  }

  /// The functions answer only for what this query holds: a place it has not is an error that
  /// SQLite reports, never a crash.
  @Test func aPlaceTheQueryHasNotIsAnError() throws {
    let compiled = try Self.compiled(#"title =~ "a""#)
    let queue = try DatabaseQueue()
    let (known, unknown) = try queue.read { connection in
      try compiled.registered(on: connection) {
        let known = try Bool.fetchOne(connection, sql: "SELECT article_filter_matches(0, 'bar')")
        let unknown = Result {
          try Bool.fetchOne(connection, sql: "SELECT article_filter_matches(1, 'bar')")
        }
        return (known, unknown)
      }
    }
    #expect(known == true)
    #expect(throws: DatabaseError.self) { try unknown.get() }
    #expect(
      (try? unknown.get()) == nil
        && "\(unknown)".contains("article_filter_matches: this query has no item 1"))
    // Gone with the query: a pooled connection keeps no other query's patterns.
    #expect(throws: DatabaseError.self) {
      try queue.read { try Bool.fetchOne($0, sql: "SELECT article_filter_matches(0, 'bar')") }
    }
  }
}

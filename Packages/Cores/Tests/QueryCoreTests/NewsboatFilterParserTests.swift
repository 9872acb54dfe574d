import Foundation
import QueryCore
import Testing

@Suite struct NewsboatFilterParserTests {
  private static func equal(_ attribute: FilterAttribute, _ text: String) -> ArticleFilter {
    .comparison(FilterComparison(attribute, .equal, .text(text)))
  }

  private let titleX = equal(.title, "x")
  private let titleY = equal(.title, "y")
  private let titleW = equal(.title, "w")
  private let authorZ = equal(.author, "z")

  /// newsboat 2.21 reads `and` and `or` with equal precedence, left to right: with `ignore-article
  /// "*" "title = \"x\" or title = \"y\" and author = \"z\""` over items x (by q), y and w (by z),
  /// `newsboat -x reload print-unread` printed "2 unread articles": only y was ignored, as
  /// `(x or y) and z` chooses, where `x or (y and z)` would have ignored x too.
  @Test func andAndOrHaveEqualPrecedenceReadFromTheLeft() throws {
    #expect(
      try ArticleFilter(newsboat: #"title = "x" or title = "y" and author = "z""#)
        == .and(.or(titleX, titleY), authorZ))
    #expect(
      try ArticleFilter(newsboat: #"author = "z" and title = "y" or title = "x""#)
        == .or(.and(authorZ, titleY), titleX))
    #expect(
      try ArticleFilter(newsboat: #"title = "x" and title = "y" and author = "z" or title = "w""#)
        == .or(.and(.and(titleX, titleY), authorZ), titleW))
  }

  /// The same three items through the reference evaluator: the articles chosen are the ones
  /// newsboat ignored (y alone; with parentheses x and y).
  @Test func choosesWhatNewsboatIgnored() throws {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let items = [("x", "q"), ("y", "z"), ("w", "z")].map { title, author in
      FilterableArticle(title: title, author: author, date: now)
    }
    func chosen(_ expression: String) throws -> [String] {
      let filter = try ArticleFilter(newsboat: expression)
      return items.filter { filter.matches($0, now: now) }.map(\.title)
    }
    #expect(try chosen(#"title = "x" or title = "y" and author = "z""#) == ["y"])
    #expect(try chosen(#"title = "x" or (title = "y" and author = "z")"#) == ["x", "y"])
    #expect(try chosen(#"author = "z" and title = "y" or title = "x""#) == ["x", "y"])
  }

  @Test func parenthesesGroup() throws {
    #expect(
      try ArticleFilter(newsboat: #"title = "x" or (title = "y" and author = "z")"#)
        == .or(titleX, .and(titleY, authorZ)))
    // newsboat 2.21 reads this one as `(z and (y or w)) or x` (it printed "0 unread articles"
    // over the three items, x ignored too); a group keeps its level here.
    #expect(
      try ArticleFilter(
        newsboat: #"author = "z" and ((title = "y" or title = "w") or title = "x")"#)
        == .and(authorZ, .or(.or(titleY, titleW), titleX)))
  }

  @Test func notBindsToTheTermAfterIt() throws {
    #expect(
      try ArticleFilter(newsboat: #"not title = "x" and author = "z""#)
        == .and(.not(titleX), authorZ))
    #expect(
      try ArticleFilter(newsboat: #"not (title = "x" and author = "z")"#)
        == .not(.and(titleX, authorZ)))
  }

  @Test(arguments: [
    (#"title = "a""#, FilterComparator.equal), (#"title == "a""#, .equal),
    (#"title != "a""#, .notEqual), (#"title # "a""#, .contains), (#"title !# "a""#, .notContains),
  ])
  func readsTextOperators(expression: String, comparator: FilterComparator) throws {
    #expect(
      try ArticleFilter(newsboat: expression)
        == .comparison(FilterComparison(.title, comparator, .text("a"))))
  }

  @Test func readsEachOperandAsItsOperatorTakesIt() throws {
    #expect(
      try ArticleFilter(newsboat: "age < 7")
        == .comparison(FilterComparison(.age, .less, .number(7))))
    #expect(
      try ArticleFilter(newsboat: #"unread_count >= "12 new""#)
        == .comparison(FilterComparison(.unreadCount, .greaterOrEqual, .number(12))))
    #expect(
      try ArticleFilter(newsboat: "age between 7:1")
        == .comparison(FilterComparison(.age, .between, .range(1...7))))
    #expect(
      try ArticleFilter(newsboat: #"date > "2026-11-01""#)
        == .comparison(
          FilterComparison(.date, .greater, .date(Date(timeIntervalSince1970: 1_793_491_200)))))
    #expect(
      try ArticleFilter(newsboat: #"title =~ "^a(b|c)""#)
        == .comparison(FilterComparison(.title, .matches, .pattern(try ExtendedRegex("^a(b|c)")))))
    #expect(
      try ArticleFilter(newsboat: #"enclosure_type !~ "audio""#)
        == .comparison(
          FilterComparison(.enclosureType, .notMatches, .pattern(try ExtendedRegex("audio")))))
  }

  /// Every attribute newsboat's manual lists reads by its name.
  @Test(arguments: FilterAttribute.allCases)
  func readsEveryAttribute(attribute: FilterAttribute) throws {
    #expect(
      try ArticleFilter(newsboat: "\(attribute.rawValue) = \"1\"")
        == .comparison(FilterComparison(attribute, .equal, .text("1"))))
  }

  /// What a filter writes reads back as the same filter, its grouping kept.
  @Test(arguments: [
    #"title = "x" or title = "y" and author = "z""#,
    #"title = "x" or (title = "y" and not author = "z")"#,
    #"age between 1:7 and (tags # "news" or rssurl =~ "example\.(com|org)")"#,
    #"unread_count > 3 or date <= "2026-11-01T12:30:00Z""#,
  ])
  func writesWhatReadsBack(expression: String) throws {
    let filter = try ArticleFilter(newsboat: expression)
    #expect(try ArticleFilter(newsboat: filter.description) == filter)
  }

  @Test(
    arguments: [
      (#"titel = "a""#, 1, "an attribute (title,", "titel"),
      (#"title "a""#, 7, "an operator (=,", #""a""#),
      ("title = ", 9, "a value in double quotes, or a number", nil),
      (#"title = "a"#, 9, #"a closing " for this string"#, #""a"#),
      (#"(title = "a""#, 13, "a closing ) for the ( at column 1", nil),
      (#"title = "a" xor author = "b""#, 13, "and, or or the end of the filter", "xor"),
      (#"title = "a" and"#, 16, "an attribute, ( or not", nil),
      (#"title =~ "a(""#, 12, "a POSIX extended regular expression (unmatched ()", "a("),
      (#"date < "yesterday""#, 8, "a date such as", "yesterday"),
      ("age between 1", 13, "two whole numbers joined by a colon", "1"),
      (#"title = "é" or titel = "a""#, 16, "an attribute", "titel"),
    ] as [(String, Int, String, String?)])
  func saysWhereAndWhatWasExpected(
    expression: String, column: Int, expected: String, found: String?
  ) {
    #expect {
      try ArticleFilter(newsboat: expression)
    } throws: { error in
      guard let error = error as? FilterSyntaxError else { return false }
      return error.column == column && error.expected.hasPrefix(expected) && error.found == found
    }
  }

  @Test func anErrorReadsOnOneLineSafeForATerminal() {
    #expect {
      try ArticleFilter(newsboat: "title \u{1B}[2J = \"a\"")
    } throws: { error in
      let description = String(describing: error)
      return description.hasPrefix("column 7: expected an operator")
        && !description.contains("\u{1B}") && !description.contains("\n")
    }
  }

  /// Reading, matching and writing recurse through the tree: a filter too deep or too long gets
  /// an error where it goes too far, never a stack overflow.
  @Test func refusesAFilterTooDeepOrTooLongToRead() throws {
    func grouped(_ depth: Int) -> String {
      String(repeating: "(", count: depth) + #"title = "a""# + String(repeating: ")", count: depth)
    }
    func chain(_ count: Int) -> String {
      Array(repeating: #"title = "a""#, count: count).joined(separator: " or ")
    }
    let article = FilterableArticle(title: "a", date: .distantPast)
    #expect(try ArticleFilter(newsboat: grouped(100)).matches(article, now: .distantPast))
    #expect(try ArticleFilter(newsboat: chain(256)).matches(article, now: .distantPast))
    #expect {
      try ArticleFilter(newsboat: grouped(100_000))
    } throws: { error in
      (error as? FilterSyntaxError)?.column == 101
    }
    #expect {
      try ArticleFilter(newsboat: String(repeating: "not ", count: 100_000) + #"title = "a""#)
    } throws: { error in
      (error as? FilterSyntaxError)?.column == 401
    }
    #expect {
      try ArticleFilter(newsboat: chain(100_000))
    } throws: { error in
      (error as? FilterSyntaxError)?.column == 256 * 15 + 1
    }
  }
}

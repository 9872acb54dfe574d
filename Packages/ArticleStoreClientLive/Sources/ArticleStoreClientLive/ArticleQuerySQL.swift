import ArticleStoreClient
import Foundation
import GRDB
import QueryCore

/// An ``QueryCore/ArticleFilter`` compiled to a condition on a row of `article JOIN feed`, so
/// that SQLite chooses the articles rather than every article being read into Swift and tested.
///
/// It must choose exactly what ``QueryCore/ArticleFilter/matches(_:now:)`` chooses over the
/// article as ``ArticleStoreClient/StoredArticle/filterable(feedLink:feedUnreadCount:feedTotalCount:tags:)``
/// reads it; the tests compare the two on generated filters. To that end:
///
/// - Every value of the filter is a statement argument: no text of the user's is ever part of the
///   SQL. No `LIKE` is used, so no value is read as a pattern: `#` looks for the word between
///   spaces with `instr`, which compares bytes, as Swift's `==` on the split words does.
/// - Every `and` and `or` is written in parentheses, so the grouping the tree holds, newsboat's
///   left to right, is the one SQLite evaluates.
/// - What only QueryCore knows how to read is asked of QueryCore inside the statement, through
///   functions this registers on the connection for the statement's life (``registered(on:_:)``):
///   regular expressions (``QueryCore/ExtendedRegex``, compiled when the filter was read, so each
///   is compiled once per query and matched in linear time), phrases and words of scripts written
///   without spaces (``QueryCore/SearchText``), a date as text and the number a text starts with.
///   The statement names a pattern or phrase by its place in this query's list.
/// - A feed's tags are the subscriptions', which the store does not hold: the caller gives them
///   with the query (``ArticleStoreClient/ArticleQuery/tags``), and a function of this query maps
///   `feed.url` to them, joined by spaces as the reference evaluator reads them; another answers
///   `#`, whether the feed has the tag this query names by its place, compared whole in Swift.
/// - Bare words go through the full-text index, whose tokenizer reads words by ``SearchText``'s
///   rule; a phrase is looked up there by its words first, then checked in order by QueryCore.
struct ArticleQuerySQL {
  /// The condition, every value in it a `?`.
  private(set) var condition = ""
  private(set) var arguments: StatementArguments = []
  /// The regular expressions the statement matches with, by their place in the list.
  private(set) var patterns: [ExtendedRegex] = []
  /// The phrases the statement checks, by their place in the list.
  private(set) var phrases: [[String]] = []
  /// The words of scripts written without spaces the statement looks for inside the text.
  private(set) var unspacedWords: [String] = []
  /// The tags the statement asks a feed for (`tags # "x"`), by their place in the list: compared
  /// whole in Swift, as the reference evaluator compares them, whatever a tag holds.
  private(set) var wantedTags: [String] = []
  /// Each feed's tags, by its URL as the store writes it.
  private let tags: [String: [String]]
  private let now: Date

  /// `filter` over feeds tagged as `tags` says, by feed URL, at `now`.
  init(_ filter: ArticleFilter, tags: [URL: [String]], now: Date) {
    self.now = now
    self.tags = Dictionary(
      tags.map { ($0.key.absoluteString, $0.value) }, uniquingKeysWith: { first, _ in first })
    condition = compile(filter)
  }

  // MARK: The tree

  private mutating func compile(_ filter: ArticleFilter) -> String {
    switch filter {
    case .comparison(let comparison):
      return compile(comparison)
    case .and(let left, let right):
      let left = compile(left)
      return "(\(left) AND \(compile(right)))"
    case .or(let left, let right):
      let left = compile(left)
      return "(\(left) OR \(compile(right)))"
    case .not(let inner):
      return "NOT (\(compile(inner)))"
    case .word(let word):
      if SearchText.isUnspaced(word) {
        unspacedWords.append(word)
        return
          "article_filter_contains_text(\(unspacedWords.count - 1), \(Self.fullTextColumns))"
      }
      guard let indexed = Self.indexedWord(word) else { return "0" }
      arguments += [FullTextQuery.pattern(for: [indexed])]
      return Self.inFullTextIndex
    case .phrase(let words):
      phrases.append(words)
      let holds = "article_filter_holds_phrase(\(phrases.count - 1), \(Self.fullTextColumns))"
      let indexed = words.filter { !SearchText.isUnspaced($0) }.compactMap(Self.indexedWord)
      guard let pattern = FullTextQuery.pattern(for: indexed) else { return holds }
      arguments += [pattern]
      return "(\(Self.inFullTextIndex) AND \(holds))"
    case .publishedWithin(let seconds):
      arguments += [now.timeIntervalSinceReferenceDate - Double(seconds)]
      return "article.sort_date >= ?"
    }
  }

  /// Whether the article holds the words of the argument's full-text query.
  private static let inFullTextIndex =
    "article.id IN (SELECT rowid FROM article_search WHERE article_search MATCH ?)"

  /// The title, summary and body, each a text of its own, as the full-text index reads them.
  private static let fullTextColumns =
    "article.title, coalesce(article.summary, ''), coalesce(\(body), '')"

  /// The body's text as the index reads it: the blocks of the feed's body then of the page.
  private static let body = "(SELECT body FROM article_text WHERE article_text.id = article.id)"

  /// `word` as the index holds it, when it is one word by ``SearchText``'s rule; nil when it is
  /// none, or holds a character that only separates words, since no word of an article then
  /// equals it.
  static func indexedWord(_ word: String) -> String? {
    let words = SearchText.words(in: word)
    guard words.count == 1,
      words[0] == word.folding(options: .diacriticInsensitive, locale: nil)
    else { return nil }
    return words[0]
  }

  // MARK: Comparisons

  private mutating func compile(_ comparison: FilterComparison) -> String {
    let attribute = comparison.attribute
    let operand = comparison.operand
    switch comparison.comparator {
    case .equal:
      // SQLite's text ends at a NUL, so no stored text holds one: a value with one equals none.
      guard !operand.text.contains("\0") else { return "0" }
      if attribute == .unread {
        // The read mark itself rather than its text, so that SQLite can choose the articles by
        // its index of unread ones: `unread = "yes"` is the most common query feed.
        switch operand.text {
        case "yes": return "article.is_read = 0"
        case "no": return "article.is_read != 0"
        default: return "0"
        }
      }
      let value = text(of: attribute)
      arguments += [operand.text]
      return "\(value) = ?"
    case .matches:
      let pattern = operand.pattern
      let index = patterns.firstIndex(of: pattern) ?? patterns.count
      if index == patterns.count { patterns.append(pattern) }
      return "article_filter_matches(\(index), \(text(of: attribute)))"
    case .contains:
      let word = operand.text
      if attribute == .tags {
        let index = wantedTags.firstIndex(of: word) ?? wantedTags.count
        if index == wantedTags.count { wantedTags.append(word) }
        return "article_filter_has_tag(\(index), feed.url)"
      }
      // Split at spaces with the empty pieces dropped, a value never holds an empty word, nor one
      // with a space or a NUL in it.
      guard !word.isEmpty, !word.contains(" "), !word.contains("\0") else { return "0" }
      let value = text(of: attribute)
      arguments += [" \(word) "]
      return "instr(' ' || \(value) || ' ', ?) > 0"
    case .less, .greater, .lessOrEqual, .greaterOrEqual:
      let symbol = comparison.comparator.rawValue
      if attribute.kind == .date, case .date(let date) = operand {
        arguments += [date.timeIntervalSinceReferenceDate]
        return "article.sort_date \(symbol) ?"
      }
      let value = number(of: attribute)
      arguments += [operand.number]
      return "\(value) \(symbol) ?"
    case .between:
      let value = number(of: attribute)
      arguments += [operand.range.lowerBound, operand.range.upperBound]
      return "\(value) BETWEEN ? AND ?"
    case .notEqual:
      return "NOT (\(compile(FilterComparison(attribute, .equal, operand))))"
    case .notMatches:
      return "NOT (\(compile(FilterComparison(attribute, .matches, operand))))"
    case .notContains:
      return "NOT (\(compile(FilterComparison(attribute, .contains, operand))))"
    }
  }

  /// The attribute's value as text, as ``QueryCore/FilterableArticle/text(of:now:)`` reads it.
  private mutating func text(of attribute: FilterAttribute) -> String {
    switch attribute {
    case .title: "article.title"
    case .link: "coalesce(article.link, '')"
    case .author: "coalesce(article.author, '')"
    case .content: "coalesce(article.summary, '') || ' ' || coalesce(\(Self.body), '')"
    case .date: "article_filter_date_text(article.sort_date)"
    case .guid:
      "CASE WHEN article.guid_is_link THEN coalesce(article.link, '') ELSE coalesce(article.guid, '') END"
    case .unread: "CASE WHEN article.is_read THEN 'no' ELSE 'yes' END"
    case .enclosureURL: "coalesce(json_extract(article.enclosures, '$[0].url'), '')"
    case .enclosureType: "coalesce(json_extract(article.enclosures, '$[0].mimeType'), '')"
    case .flags: "CASE WHEN article.is_starred THEN 's' ELSE '' END"
    case .age, .unreadCount, .totalCount: "CAST(\(number(of: attribute)) AS TEXT)"
    case .feedTitle: "feed.title"
    case .feedLink: "coalesce(feed.link, '')"
    case .rssURL: "feed.url"
    case .tags: "article_filter_tags(feed.url)"
    }
  }

  /// The attribute's value as a number, as ``QueryCore/FilterableArticle/number(of:now:)`` reads
  /// it.
  private mutating func number(of attribute: FilterAttribute) -> String {
    switch attribute {
    case .age:
      // Whole days, cut toward zero as Swift's `Int(_:)` cuts, from the same subtraction.
      arguments += [now.timeIntervalSinceReferenceDate]
      return "CAST((? - article.sort_date) / 86400 AS INTEGER)"
    // The counts the feed keeps (ArticleSchema's version 10).
    case .unreadCount:
      return "feed.unread_count"
    case .totalCount:
      return "feed.article_count"
    default:
      return "article_filter_leading_number(\(text(of: attribute)))"
    }
  }

  // MARK: Functions

  /// Runs `body` with this query's functions registered on `connection`, and removes them after,
  /// so that a pooled connection never keeps another query's patterns.
  func registered<Value>(on connection: Database, _ body: () throws -> Value) throws -> Value {
    let functions = self.functions
    for function in functions { connection.add(function: function) }
    defer { for function in functions { connection.remove(function: function) } }
    return try body()
  }

  private var functions: [DatabaseFunction] {
    let patterns = self.patterns
    let phrases = self.phrases
    let unspacedWords = self.unspacedWords
    let tags = self.tags
    let wantedTags = self.wantedTags
    return [
      DatabaseFunction("article_filter_tags", argumentCount: 1, pure: true) { values in
        (tags[Self.text(values[0])] ?? []).joined(separator: " ")
      },
      DatabaseFunction("article_filter_has_tag", argumentCount: 2, pure: true) { values in
        let tag = try Self.element(of: wantedTags, at: values[0], in: "article_filter_has_tag")
        return (tags[Self.text(values[1])] ?? []).contains(tag)
      },
      DatabaseFunction("article_filter_matches", argumentCount: 2, pure: true) { values in
        try Self.element(of: patterns, at: values[0], in: "article_filter_matches")
          .matches(Self.text(values[1]))
      },
      DatabaseFunction("article_filter_holds_phrase", argumentCount: 4, pure: true) { values in
        let phrase = try Self.element(of: phrases, at: values[0], in: "article_filter_holds_phrase")
        return values[1...].contains { SearchText.holds(phrase: phrase, in: Self.text($0)) }
      },
      DatabaseFunction("article_filter_contains_text", argumentCount: 4, pure: true) { values in
        let word = try Self.element(
          of: unspacedWords, at: values[0], in: "article_filter_contains_text")
        return values[1...].contains { Self.text($0).contains(word) }
      },
      DatabaseFunction("article_filter_date_text", argumentCount: 1, pure: true) { values in
        FilterableArticle.dateText(
          Date(timeIntervalSinceReferenceDate: Double.fromDatabaseValue(values[0]) ?? 0))
      },
      DatabaseFunction("article_filter_leading_number", argumentCount: 1, pure: true) { values in
        FilterComparison.leadingNumber(Self.text(values[0]))
      },
    ]
  }

  private static func text(_ value: DatabaseValue) -> String {
    String.fromDatabaseValue(value) ?? ""
  }

  /// The element the statement names by its place; an error, not a crash, for a place this
  /// query has not, which only SQL written by hand could name.
  private static func element<Element>(
    of list: [Element], at place: DatabaseValue, in function: String
  ) throws -> Element {
    guard let index = Int.fromDatabaseValue(place), list.indices.contains(index) else {
      throw DatabaseError(message: "\(function): this query has no item \(place)")
    }
    return list[index]
  }
}

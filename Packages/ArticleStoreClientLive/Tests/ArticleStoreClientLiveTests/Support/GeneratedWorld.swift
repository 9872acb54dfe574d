import Foundation
import NewsClient
import QueryCore
import RichTextCore

/// Feeds of articles and filters over them drawn from a small vocabulary, so that generated
/// filters often choose some articles and not others: the cases the property test compares the
/// live store's SQL with the reference evaluator on.
struct GeneratedWorld {
  static let now = Date(timeIntervalSince1970: 1_800_000_000)
  static let words = [
    "rust", "Swift", "linux", "café", "CAFE", "news", "open", "source", "東京", "50", "7up", "ß",
    "Ünïcode", "x_y",
  ]
  static let patterns = [
    "rust", "^s", "(a|e)+$", "[[:digit:]]", "caf.", "^$", "o.*n", "\\<linux\\>", "^[^ ]+$",
    "e{2,}", "東", "ss", "(x|y)_", "^https://",
  ]

  /// Tags, some of them words an operand names, so that `#` and `=~` on `tags` choose some feeds.
  static let tags = ["news", "rust", "Swift", "東京", "7up", "local", "s"]

  var generator: SeededGenerator

  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements.randomElement(using: &generator)!
  }

  mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &generator) < percent
  }

  mutating func text(_ range: ClosedRange<Int>) -> String {
    (0..<Int.random(in: range, using: &generator)).map { _ in pick(Self.words) }
      .joined(separator: pick([" ", " ", ", ", "-"]))
  }

  mutating func feeds() -> [Feed] {
    var number = 0
    return (0..<3).map { feedIndex in
      let articles = (0..<Int.random(in: 3...12, using: &generator)).map { _ in
        number += 1
        return article(number)
      }
      return Feed(
        url: URL(string: "https://feed\(feedIndex).example.org/rss")!,
        title: pick(["World", "Tech news", "rust weekly", "東京"]),
        link: feedIndex == 2 ? nil : URL(string: "https://feed\(feedIndex).example.org/"),
        format: .rss, articles: articles)
    }
  }

  /// The tags of the feeds ``feeds()`` makes, as a caller gives them with a query: a feed may be
  /// missing, or have none, one or several.
  mutating func tags() -> [URL: [String]] {
    var tags: [URL: [String]] = [:]
    for feedIndex in 0..<3 where chance(80) {
      tags[URL(string: "https://feed\(feedIndex).example.org/rss")!] =
        (0..<Int.random(in: 0...3, using: &generator)).map { _ in pick(Self.tags) }
    }
    return tags
  }

  /// Article `number`, its title ending in the number so that every title is told apart.
  mutating func article(_ number: Int) -> Article {
    let link = chance(80) ? URL(string: "https://example.org/\(text(1...2))/\(number)") : nil
    let guid: Article.GUID? =
      chance(20)
      ? nil : Article.GUID(chance(30) && link != nil ? link!.absoluteString : "g\(number)")
    var blocks: [RichTextBlock] = []
    for _ in 0..<Int.random(in: 0...2, using: &generator) {
      blocks.append(
        chance(20)
          ? RichTextBlock(.tableRow(isHeader: false), cells: [text(1...2), text(1...2)])
          : RichTextBlock(.paragraph, text: text(1...6)))
    }
    return Article(
      guid: guid, title: "\(text(0...4)) n\(number)", link: link,
      summary: chance(70) ? text(0...5) : nil,
      content: blocks.isEmpty && chance(50) ? nil : RichText(blocks: blocks),
      author: chance(70) ? pick(["Ann", "Bob", "ann", ""]) : nil,
      published: chance(90)
        ? Self.now.addingTimeInterval(-Double(Int.random(in: 0...4_000_000, using: &generator)))
        : nil,
      enclosures: chance(30)
        ? [
          Enclosure(
            url: URL(string: "https://cdn.example.org/\(number).mp3")!,
            mimeType: pick(["audio/mpeg", "video/mp4", nil]))
        ] : [])
  }

  mutating func filter(depth: Int = 0) -> ArticleFilter {
    switch Int.random(in: 0..<(depth >= 3 ? 10 : 16), using: &generator) {
    case 0..<7: return .comparison(comparison())
    case 7: return .word(pick(Self.words + ["n3", "a-b"]))
    case 8:
      return .phrase((0..<Int.random(in: 1...2, using: &generator)).map { _ in pick(Self.words) })
    case 9: return .publishedWithin(seconds: Int.random(in: 0...3_000_000, using: &generator))
    case 10, 11: return .and(filter(depth: depth + 1), filter(depth: depth + 1))
    case 12, 13: return .or(filter(depth: depth + 1), filter(depth: depth + 1))
    default: return .not(filter(depth: depth + 1))
    }
  }

  mutating func comparison() -> FilterComparison {
    let attribute = pick(FilterAttribute.allCases)
    let comparator = pick(FilterComparator.allCases)
    let operand: FilterOperand
    switch comparator {
    case .matches, .notMatches:
      operand = .pattern(try! ExtendedRegex(pick(Self.patterns)))
    case .less, .greater, .lessOrEqual, .greaterOrEqual:
      operand =
        attribute.kind == .date
        ? .date(
          Self.now.addingTimeInterval(-Double(Int.random(in: 0...4_000_000, using: &generator))))
        : .number(Int.random(in: -1...60, using: &generator))
    case .between:
      let low = Int.random(in: 0...40, using: &generator)
      operand = .range(low...(low + Int.random(in: 0...20, using: &generator)))
    default:
      operand = .text(
        pick(
          Self.words + [
            "", "yes", "no", "s", "Ann", "ann", "World", "audio/mpeg", "https://feed0.example.org/",
            "https://feed1.example.org/rss", "0", "3", "g5", "rust n2",
          ]))
    }
    return FilterComparison(attribute, comparator, operand)
  }
}

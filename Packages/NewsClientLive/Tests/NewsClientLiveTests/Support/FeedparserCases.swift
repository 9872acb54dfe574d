import Foundation
import NewsClient

@testable import NewsClientLive

/// The cases of feedparser's own test suite that apply to this parser, as
/// `Scripts/import-feedparser-cases` wrote them into `Fixtures/feedparser/cases.json` (feedparser
/// 6.0.11, BSD-style licence, whose text is kept beside them): each feed with checks on the `Feed`
/// this package returns for it, and feedparser's table of date strings.
///
/// feedparser returns HTML where the app shows text, so the importer wrote an HTML value as what
/// a reader sees of it: its words, and for a body its links. Words are compared with white space
/// folded, since the layout is the app's own.
struct FeedparserCases {
  struct FeedCase {
    /// The path of the case in feedparser's `tests/` folder, and of its fixture here.
    let identifier: String
    /// feedparser's expression, for the reader of a failure.
    let expectation: String
    /// The address the case is read from: where feedparser's runner serves it, or the base its
    /// HTTP headers give.
    let url: URL
    /// The charset of the Content-Type its HTTP headers give.
    let charset: String?
    let checks: [[String: Any]]

    /// feedparser's folder: `wellformed/rss`, `encoding`, `illformed`…
    var folder: String {
      let parts = identifier.split(separator: "/")
      return parts[0] == "wellformed" ? parts.prefix(2).joined(separator: "/") : String(parts[0])
    }
  }

  struct DateCase {
    /// The feedparser date parser whose test it is.
    let parser: String
    let text: String
    /// Year, month, day, hour, minute and second in UTC, or nil for a string that is not a date.
    let expected: [Int]?
    /// Why the case does not apply, when it does not.
    let notApplicable: String?
  }

  let feeds: [FeedCase]
  let dates: [DateCase]

  static func load() throws -> FeedparserCases {
    let data = try Fixtures.data("feedparser/cases.json")
    let root = try JSONSerialization.jsonObject(with: data) as! [String: Any]
    let feeds = (root["feeds"] as! [[String: Any]]).map { item in
      FeedCase(
        identifier: item["id"] as! String,
        expectation: item["expect"] as! String,
        url: URL(string: item["url"] as! String)!,
        charset: item["charset"] as? String,
        checks: item["checks"] as! [[String: Any]])
    }
    let dates = (root["dates"] as! [[String: Any]]).map { item in
      DateCase(
        parser: item["parser"] as! String,
        text: item["text"] as! String,
        expected: item["expected"] as? [Int],
        notApplicable: item["notApplicable"] as? String)
    }
    return FeedparserCases(feeds: feeds, dates: dates)
  }
}

extension FeedparserCases.FeedCase {
  /// What fails of this case, one line per check; empty when it passes.
  func failures() -> [String] {
    let outcome: Result<Feed, any Error>
    do {
      let data = try Fixtures.data("feedparser/" + identifier)
      outcome = .success(try Fixtures.parse(data: data, as: url, charset: charset))
    } catch {
      outcome = .failure(error)
    }
    return checks.compactMap { check in
      evaluate(check, outcome).map { "\(check["field"] as! String): \($0)" }
    }
  }

  private func evaluate(_ check: [String: Any], _ outcome: Result<Feed, any Error>) -> String? {
    let field = check["field"] as! String
    let expected = check["expected"]
    if field == "problem" {
      let wanted = expected as! Bool
      switch outcome {
      case .success(let feed):
        if wanted, feed.problem == nil { return "no problem reported" }
        if !wanted, let problem = feed.problem { return "reported \(problem)" }
        return nil
      case .failure(let error):
        return wanted ? nil : "failed: \(error)"
      }
    }
    if field == "feed.format" {
      let format: String
      switch outcome {
      case .success(let feed): format = feed.format.rawValue
      case .failure(FeedParsingFailure.notAFeed): format = "none"
      case .failure(let error): return "failed: \(error)"
      }
      return format == expected as! String ? nil : "read as \(format)"
    }
    let feed: Feed
    switch outcome {
    case .success(let parsed): feed = parsed
    case .failure(let error):
      return field == "articles.count" && expected as? Int == 0 ? nil : "failed: \(error)"
    }
    if field == "articles.count" {
      return feed.articles.count == expected as! Int ? nil : "\(feed.articles.count) articles"
    }
    if field.hasPrefix("feed.") {
      return compare(check, feedValue(field, of: feed))
    }
    let index = check["entry"] as! Int
    guard index < feed.articles.count else { return "only \(feed.articles.count) articles" }
    return compare(check, articleValue(field, of: feed.articles[index]))
  }

  private enum Value {
    case text(String?)
    case url(URL?)
    case body(String?, links: [String])
    case date(Date?)
    case integer(Int64?)
    case boolean(Bool)
  }

  private func feedValue(_ field: String, of feed: Feed) -> Value {
    switch field {
    case "feed.title": .text(feed.title)
    case "feed.summary": .text(feed.summary)
    case "feed.link": .url(feed.link)
    case "feed.imageURL": .url(feed.imageURL)
    default: fatalError("unknown field \(field)")
    }
  }

  private func articleValue(_ field: String, of article: Article) -> Value {
    switch field {
    case "entry.title": .text(article.title)
    case "entry.summary": .text(article.summary)
    case "entry.content":
      .body(article.content?.plainText, links: article.content?.links.map(\.address) ?? [])
    case "entry.link": .url(article.link)
    case "entry.imageURL": .url(article.imageURL)
    case "entry.guid": .text(article.guid?.value)
    case "entry.guidIsLink":
      .boolean(
        article.guid?.isPermaLink == true && article.link?.absoluteString == article.guid?.value)
    case "entry.author": .text(article.author)
    case "entry.published": .date(article.published)
    // feedparser answers `updated` with `published` when an entry has no other date.
    case "entry.updated": .date(article.updated ?? article.published)
    case "entry.enclosure.url": .url(article.enclosures.first?.url)
    case "entry.enclosure.mimeType": .text(article.enclosures.first?.mimeType)
    case "entry.enclosure.length": .integer(article.enclosures.first?.length)
    default: fatalError("unknown field \(field)")
    }
  }

  private func compare(_ check: [String: Any], _ value: Value) -> String? {
    let expected = check["expected"]
    switch value {
    case .text(let text):
      let options = (expected as? [String]) ?? [expected as? String ?? ""]
      let folded = Self.folded(text ?? "")
      return options.contains(folded) ? nil : "\(quoted(folded)), not \(quoted(options[0]))"
    case .body(let text, let links):
      let folded = Self.folded(text ?? "")
      let options = (expected as? [String]) ?? [expected as? String ?? ""]
      guard options.contains(folded) else {
        return "\(quoted(folded)), not \(quoted(options[0]))"
      }
      let expectedLinks = check["links"] as? [String] ?? []
      guard check["links"] == nil || links == expectedLinks.map(resolved) else {
        return "links \(links), not \(expectedLinks)"
      }
      return nil
    case .url(let url):
      let options = (expected as? [String]) ?? [expected as? String ?? ""]
      let actual = url?.absoluteString ?? ""
      return options.map(resolved).contains(actual)
        ? nil : "\(quoted(actual)), not \(quoted(resolved(options[0])))"
    case .date(let date):
      let wanted = expected as? [Int]
      let actual = date.map(Self.components)
      return actual == wanted
        ? nil : "\(actual.map { "\($0)" } ?? "no date"), not \(wanted.map { "\($0)" } ?? "none")"
    case .integer(let integer):
      let wanted = (expected as? Int).map(Int64.init)
      return integer == wanted ? nil : "\(integer.map(String.init) ?? "none")"
    case .boolean(let flag):
      return flag == expected as? Bool ? nil : "\(flag)"
    }
  }

  /// A link as the app resolves it: against the address the case was read from.
  private func resolved(_ reference: String) -> String {
    URL(string: reference, relativeTo: url)?.absoluteString ?? reference
  }

  private func quoted(_ text: String) -> String { "\"\(text)\"" }

  /// Runs of white space as one space, trimmed; the no-break, en, em and thin spaces the app
  /// lays out as spaces count as white space, as the importer folds them.
  static func folded(_ text: String) -> String {
    var result = ""
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      switch scalar {
      case " ", "\t", "\n", "\r", "\u{0C}", "\u{00A0}", "\u{2002}", "\u{2003}", "\u{2009}":
        pendingSpace = !result.isEmpty
      default:
        if pendingSpace { result.unicodeScalars.append(" ") }
        pendingSpace = false
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The date's year, month, day, hour, minute and second in UTC, in the proleptic Gregorian
  /// calendar that feedparser's tuples use (Foundation's Gregorian calendar turns Julian before
  /// 1582), by Howard Hinnant's civil-from-days.
  static func components(_ date: Date) -> [Int] {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return [
      year, month, day, secondOfDay / 3_600, secondOfDay % 3_600 / 60, secondOfDay % 60,
    ]
  }
}

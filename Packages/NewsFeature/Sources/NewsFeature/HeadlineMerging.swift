import Foundation
import NewsClient

/// Merges the articles of several feeds into one list a person can read top to bottom.
enum HeadlineMerging {
  /// Removes duplicates, then sorts newest first and applies `limit`.
  ///
  /// The same story often arrives twice: syndicated under two feeds, or republished with a new
  /// guid. An article is a duplicate when its guid, its link, or its title and date together match
  /// an earlier one. Articles without a date follow the dated ones in the order they arrived, so
  /// the list never reshuffles between runs.
  static func merge(_ feeds: [(source: String, feed: URL, articles: [Article])], limit: Int?) -> [Headline] {
    var seenKeys = Set<String>()
    var unique: [Headline] = []
    for (source, feed, articles) in feeds {
      for article in articles {
        let keys = identityKeys(of: article)
        if !keys.isEmpty, !seenKeys.isDisjoint(with: keys) { continue }
        seenKeys.formUnion(keys)
        unique.append(Headline(article: article, feed: feed, source: source))
      }
    }
    let sorted = unique.enumerated().sorted { left, right in
      switch (left.element.published, right.element.published) {
      case let (leftDate?, rightDate?) where leftDate != rightDate:
        return leftDate > rightDate
      case (.some, nil):
        return true
      case (nil, .some):
        return false
      default:
        return left.offset < right.offset
      }
    }
    .map(\.element)
    guard let limit else { return sorted }
    return Array(sorted.prefix(max(0, limit)))
  }

  private static func identityKeys(of article: Article) -> Set<String> {
    var keys = Set<String>()
    if let guid = article.guid?.value, !guid.isEmpty {
      keys.insert("guid:\(guid)")
    }
    if let link = article.link?.absoluteString {
      keys.insert("link:\(link)")
    }
    if let published = article.published {
      let title = article.title.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
      keys.insert("title:\(title)|\(published.timeIntervalSince1970)")
    }
    return keys
  }
}

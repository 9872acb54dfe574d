import Foundation
import NewsClient

/// The identities of the articles merged so far, to recognise the same story arriving again.
///
/// An article is known by its guid, by its link, and by its title and date together; matching any
/// one of them makes it a duplicate. Each kind has a set of its own, so a guid never matches a
/// link that happens to read the same, and the sets hold the articles' own strings rather than
/// new ones made to tell the kinds apart.
struct ArticleIdentities {
  private struct TitleAndDate: Hashable {
    var title: String
    var date: Date
  }

  private var guids = Set<String>()
  private var links = Set<String>()
  private var titlesAndDates = Set<TitleAndDate>()

  /// Records `article` and returns true, or returns false when it is a duplicate of one recorded
  /// before. An article with no identity at all is never a duplicate.
  mutating func insert(_ article: Article) -> Bool {
    let guid = article.guid.map(\.value).flatMap { $0.isEmpty ? nil : $0 }
    let link = article.linkAddress
    let titleAndDate = article.published.map { date in
      let title = article.title.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
      return TitleAndDate(title: title, date: date)
    }
    if let guid, guids.contains(guid) { return false }
    if let link, links.contains(link) { return false }
    if let titleAndDate, titlesAndDates.contains(titleAndDate) { return false }
    if let guid { guids.insert(guid) }
    if let link { links.insert(link) }
    if let titleAndDate { titlesAndDates.insert(titleAndDate) }
    return true
  }
}

import Foundation
import HTMLEngine

/// Chooses an article's headline among what the page offers.
///
/// The page's `<title>` is the most common source and the least clean: sites append their name
/// ("Night trains return | The Daily Example") or put it first. Open Graph and JSON-LD titles are
/// written for sharing and usually hold the headline alone, and the article's `<h1>` is the
/// headline as readers see it. So a heading on the page that one of the metadata titles agrees
/// with wins; then the metadata itself, cleaned of a site name; then the `<title>`, cleaned.
enum TitleFinder {
  static func title(
    metadata: PageMetadata, headings: [String], url: URL
  ) -> String? {
    let siteNames = [metadata.siteName, url.host].compactMap { $0 }
    let declared = [
      metadata.openGraphTitle, metadata.structuredHeadline, metadata.twitterTitle,
      metadata.documentTitle,
    ].compactMap { $0 }.filter { !$0.isEmpty }
    // A heading that a declared title contains, or one part of it, is the headline as shown.
    let siteKeys = Set(siteNames.map(comparable))
    // A heading that is the site's name is its logo, not a headline.
    for heading in headings where heading.count >= 3 && !siteKeys.contains(comparable(heading)) {
      let key = comparable(heading)
      for title in declared {
        let titleKey = comparable(title)
        // Only the longest part: a heading equal to a shorter one is the site's name.
        let isPart =
          parts(of: title).max { $0.count < $1.count }.map { comparable($0) == key } ?? false
        if titleKey == key || isPart || (titleKey.contains(key) && key.count * 2 >= titleKey.count)
        {
          return heading
        }
      }
    }
    let cleaned = declared.map { withoutSiteName($0, siteNames: siteNames) }
      .filter { $0.split(separator: " ").count >= 2 || declared.count == 1 }
    // Titles written for sharing add to the headline ("…: what you need to know"): when one
    // declared title begins another, the shorter is the headline.
    for title in cleaned {
      let key = comparable(title)
      if cleaned.contains(where: { comparable($0).hasPrefix(key) && comparable($0) != key }) {
        return title
      }
    }
    return cleaned.first ?? declared.first.map { withoutSiteName($0, siteNames: siteNames) }
      ?? headings.first
  }

  /// The separators sites put between a headline and their name.
  private static let separators = [
    " | ", " - ", " – ", " — ", " :: ", " : ", " · ", " • ", " / ", " ~ ", " » ", ": ",
  ]

  /// `title` without the part that names the site: the part equal to a known site name, or else,
  /// when one separator splits it, the longest part.
  static func withoutSiteName(_ title: String, siteNames: [String]) -> String {
    let names = Set(siteNames.map(comparable))
    for separator in separators where title.contains(separator) {
      let parts = title.components(separatedBy: separator).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let remaining = parts.filter { part in
        let key = comparable(part)
        return !names.contains(key)
          && !names.contains {
            !$0.isEmpty && ($0.contains(key) || key.contains($0)) && key.count <= $0.count + 4
          }
      }
      if remaining.count == 1, remaining[0].split(separator: " ").count >= 2 { return remaining[0] }
      // The colon also belongs in headlines ("Review: a night train"); only a site name removes it.
      guard separator != ": " else { continue }
      let longest = (remaining.isEmpty ? parts : remaining).max { $0.count < $1.count } ?? title
      if longest.split(separator: " ").count >= 3 { return longest }
    }
    return title
  }

  /// The parts of a title between the separators sites use.
  private static func parts(of title: String) -> [String] {
    var parts = [title]
    for separator in separators where separator != ": " {
      parts = parts.flatMap { $0.components(separatedBy: separator) }
    }
    return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// Letters and digits only, lower-cased, for comparing titles written differently.
  static func comparable(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.lowercased().unicodeScalars.filter {
          $0.properties.isAlphabetic || $0.properties.numericType != nil
        }))
  }
}

import HTMLEngine

/// What an element's `class` and `id` say about it: page authors name their navigation, ads,
/// comments and share bars, and their article bodies, and those names are the strongest signal an
/// extractor has after the text itself.
struct ElementHints {
  /// The element's `class` and `id`, lower-cased, with a space between and around them.
  let names: String

  init(_ node: HTMLNode, in document: HTMLDocument) {
    let classes = document.attribute(.class, of: node) ?? ""
    let id = document.attribute(.id, of: node) ?? ""
    names = classes.isEmpty && id.isEmpty ? "" : " \(classes) \(id) ".lowercased()
  }

  var isEmpty: Bool { names.isEmpty }

  /// Whether the names say the element is not content: navigation, ads, comments, sharing,
  /// related links, banners, sign-up forms, unless they also say it holds the article.
  var isUnlikely: Bool {
    guard !names.isEmpty, !Self.contentNames.contains(where: contains) else { return false }
    return Self.unlikelyNames.contains(where: contains) || hasToken(in: Self.unlikelyTokens)
  }

  /// +25 for names of article bodies, -25 for names of what surrounds them, or both.
  var weight: Int {
    guard !names.isEmpty else { return 0 }
    var weight = 0
    if Self.negativeNames.contains(where: contains) || hasToken(in: Self.unlikelyTokens) {
      weight -= 25
    }
    if Self.positiveNames.contains(where: contains) { weight += 25 }
    return weight
  }

  /// Whether the names say "caption", as a word or inside one: `caption`, `image__caption`,
  /// `newsCaption`, `wp-caption-text`.
  var isCaption: Bool {
    contains("caption")
  }

  /// Whether one of the names' words is "credit" or "credits": the line that names a picture's
  /// photographer or agency.
  var isCredit: Bool {
    hasToken(in: ["credit", "credits"])
  }

  /// Whether the names mark the label set above a headline: "Long read", "Analysis", a section.
  var isKicker: Bool {
    Self.kickerNames.contains(where: contains)
  }

  /// Whether the names are those of a card that a page shows only while the pointer is over a
  /// link, hiding it with a style sheet until then (a tooltip, a popover, a person's hover
  /// card), or of what holds that card and its link.
  var isHoverCard: Bool {
    Self.hoverCardNames.contains(where: contains)
  }

  /// Whether the names mark the banner that asks for consent to cookies.
  var isConsent: Bool {
    Self.consentNames.contains(where: contains)
  }

  /// Whether the names mark readers' comments, the boilerplate that reads most like an article.
  var isDiscussion: Bool {
    Self.discussionNames.contains(where: contains)
  }

  /// Whether the names mark the credit or the date line that heads an article.
  var isBylineOrDate: Bool {
    Self.bylineNames.contains(where: contains)
  }

  /// Whether `fragment` occurs in the names, searched in their UTF-8 bytes: with Foundation
  /// imported, `String.contains` bridges every search through `CFString`, which made matching
  /// names a third of the extractor's time.
  func contains(_ fragment: StaticString) -> Bool {
    guard !names.isEmpty else { return false }
    let found = names.utf8.withContiguousStorageIfAvailable { haystack in
      fragment.withUTF8Buffer { needle in
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in
          var offset = 0
          while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
          return offset == needle.count
        }
      }
    }
    return found ?? names.contains(fragment.description)
  }

  /// Whether one of the space-, hyphen- or underscore-separated words of the names is in `tokens`.
  private func hasToken(in tokens: Set<Substring>) -> Bool {
    names.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" }).contains(
      where: tokens.contains)
  }

  private static let unlikelyNames: [StaticString] = [
    "-ad-", "ai2html", "banner", "breadcrumb", "combx", "comment", "community", "cover-wrap",
    "disqus", "extra", "footer", "gdpr", "header", "legends", "menu", "related", "remark",
    "replies", "rss", "shoutbox", "sidebar", "skyscraper", "social", "sponsor", "supplemental",
    "ad-break", "agegate", "pagination", "pager", "popup", "yom-remote", "cookie", "consent",
    "newsletter", "subscribe", "share", "sharing", "promo", "outbrain", "taboola", "recirc",
    "most-popular", "mostpopular", "trending", "navbar", "signup", "sign-up", "toolbar",
    "recommend", "read-more", "readmore", "more-stories", "up-next", "widget",
  ]

  /// Names that mark content even when an unlikely name is there too ("main-header" is not a
  /// site header to drop, "article-sidebar" may be).
  private static let contentNames: [StaticString] = [
    " and", "article", "body", "column", "content", "main", "mathjax", "shadow", "story",
  ]

  private static let unlikelyTokens: Set<Substring> = [
    "ad", "ads", "adv", "advert", "advertisement", "adslot", "adsbygoogle", "dfp", "sponsored",
    "nav", "navigation", "breadcrumbs", "tags", "taglist", "print", "jump", "skip",
  ]

  private static let positiveNames: [StaticString] = [
    "article", "body", "content", "entry", "hentry", "h-entry", "main", "page", "post", "text",
    "blog", "story", "prose",
  ]

  private static let negativeNames: [StaticString] = [
    "-ad-", "hidden", "banner", "combx", "comment", "com-", "contact", "footer", "gdpr",
    "masthead", "media", "meta", "outbrain", "promo", "related", "scroll", "share", "shoutbox",
    "sidebar", "skyscraper", "sponsor", "shopping", "widget", "cookie", "newsletter",
    "subscribe", "recommend", "trending", "popular", "social", "caption-credit",
  ]

  private static let kickerNames: [StaticString] = [
    "kicker", "eyebrow", "overline", "rubric", "supertitle",
  ]

  private static let hoverCardNames: [StaticString] = [
    "tooltip", "popover", "hovercard", "rollover",
  ]

  private static let consentNames: [StaticString] = ["cookie", "consent", "gdpr"]

  private static let discussionNames: [StaticString] = ["comment", "disqus", "replies"]

  private static let bylineNames: [StaticString] = [
    "byline", "author", "dateline", "writtenby", "p-author", "timestamp", "publish",
    "post-date", "entry-date", "article-date", "posted-on", "meta-date", "article-meta",
    "post-meta", "entry-meta", "story-meta",
  ]
}

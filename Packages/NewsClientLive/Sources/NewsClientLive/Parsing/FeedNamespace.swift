/// The XML vocabularies a feed may use, recognised by namespace URI and never by prefix: one feed
/// writes `dc:creator`, the next `dublincore:creator`, and both mean the same.
enum FeedNamespace {
  case none
  case atom
  case rdf
  /// RSS 1.0 and RSS 0.90, whose element names are RSS's.
  case rss
  case content
  case dublinCore
  case media
  case iTunes
  case xhtml
  case other

  /// Matched leniently, because feeds get their namespaces slightly wrong: in any case, with or
  /// without a trailing slash, over https, and Atom under any of its draft URIs.
  init(uri: String) {
    var normalized = uri.lowercased()
    while normalized.hasSuffix("/") { normalized.removeLast() }
    if normalized.hasPrefix("https://") { normalized = "http://" + normalized.dropFirst(8) }
    if normalized.hasPrefix("http://purl.org/atom/ns#")
      || normalized.hasPrefix("http://www.w3.org/2005/atom")
    {
      self = .atom
      return
    }
    switch normalized {
    case "http://www.w3.org/1999/02/22-rdf-syntax-ns#": self = .rdf
    case "http://purl.org/rss/1.0", "http://my.netscape.com/rdf/simple/0.9",
      "http://backend.userland.com/rss2", "http://blogs.law.harvard.edu/tech/rss":
      self = .rss
    case "http://purl.org/rss/1.0/modules/content": self = .content
    case "http://purl.org/dc/elements/1.1", "http://purl.org/dc/terms": self = .dublinCore
    case "http://search.yahoo.com/mrss", "http://video.search.yahoo.com/mrss": self = .media
    case "http://www.itunes.com/dtds/podcast-1.0.dtd": self = .iTunes
    case "http://www.w3.org/1999/xhtml": self = .xhtml
    default: self = .other
    }
  }
}

/// What an element means to a feed reader, whatever vocabulary it came from.
enum FeedElement {
  case rssRoot
  case rdfRoot
  case atomRoot
  case channel
  case item
  case title
  case link
  case atomLink
  case description
  /// RSS's `summary`, which RSS does not have but feeds write.
  case rssSummary
  case atomSummary
  case atomContent
  case contentEncoded
  case subtitle
  case guid
  case atomID
  case published
  case updated
  case author
  case atomAuthor
  case atomName
  case enclosure
  case image
  case imageURL
  case atomLogo
  case mediaContent
  case mediaThumbnail
  case mediaGroup
  case iTunesDuration
  case iTunesImage
  /// Early iTunes feeds' `itunes:link`, an image when its `rel` is `image`.
  case iTunesLink
  case dublinCoreTitle
  case dublinCoreDescription
  case iTunesTitle
  case iTunesSummary
  case iTunesSubtitle
  case mediaTitle
  case mediaDescription
  case xhtmlBody
  case other

  /// RSS's own elements are matched in any case (`<TITLE>`), as feedparser matches them: RSS
  /// grew out of HTML-minded tools.
  init(namespace: FeedNamespace, localName: String) {
    let name = namespace == .none || namespace == .rss ? localName.lowercased() : localName
    switch (namespace, name) {
    case (.none, "rss"), (.rss, "rss"): self = .rssRoot
    case (.rdf, "RDF"): self = .rdfRoot
    case (.atom, "feed"): self = .atomRoot
    case (.none, "channel"), (.rss, "channel"): self = .channel
    case (.none, "item"), (.rss, "item"), (.atom, "entry"): self = .item
    case (.none, "title"), (.rss, "title"), (.atom, "title"): self = .title
    case (.none, "link"), (.rss, "link"): self = .link
    case (.atom, "link"): self = .atomLink
    case (.none, "description"), (.rss, "description"): self = .description
    case (.none, "summary"), (.rss, "summary"): self = .rssSummary
    case (.atom, "summary"): self = .atomSummary
    case (.atom, "content"): self = .atomContent
    // `fullitem` and a `body` without a namespace are old names for the whole item.
    case (.content, "encoded"), (.none, "fullitem"), (.rss, "fullitem"): self = .contentEncoded
    case (.atom, "subtitle"), (.atom, "tagline"): self = .subtitle
    case (.none, "guid"), (.rss, "guid"): self = .guid
    case (.atom, "id"): self = .atomID
    case (.none, "pubdate"), (.rss, "pubdate"), (.dublinCore, "date"), (.atom, "published"),
      (.atom, "issued"), (.atom, "created"), (.dublinCore, "issued"), (.dublinCore, "created"):
      self = .published
    case (.atom, "updated"), (.atom, "modified"), (.dublinCore, "modified"): self = .updated
    case (.none, "author"), (.rss, "author"), (.dublinCore, "creator"), (.dublinCore, "author"),
      (.iTunes, "author"):
      self = .author
    case (.atom, "author"): self = .atomAuthor
    case (.atom, "name"): self = .atomName
    case (.none, "enclosure"), (.rss, "enclosure"): self = .enclosure
    case (.none, "image"), (.rss, "image"): self = .image
    case (.none, "url"), (.rss, "url"): self = .imageURL
    case (.atom, "logo"), (.atom, "icon"): self = .atomLogo
    case (.media, "content"): self = .mediaContent
    case (.media, "thumbnail"): self = .mediaThumbnail
    case (.media, "group"): self = .mediaGroup
    case (.iTunes, "duration"): self = .iTunesDuration
    case (.iTunes, "image"): self = .iTunesImage
    case (.iTunes, "link"): self = .iTunesLink
    case (.dublinCore, "title"): self = .dublinCoreTitle
    case (.dublinCore, "description"): self = .dublinCoreDescription
    case (.iTunes, "title"): self = .iTunesTitle
    case (.iTunes, "summary"): self = .iTunesSummary
    case (.iTunes, "subtitle"): self = .iTunesSubtitle
    case (.media, "title"): self = .mediaTitle
    case (.media, "description"): self = .mediaDescription
    case (.xhtml, "body"), (.none, "body"), (.rss, "body"): self = .xhtmlBody
    default: self = .other
    }
  }
}

import Foundation
import HTMLEngine

/// What a page says about itself outside its text: the `<title>`, Open Graph and Twitter cards,
/// `<meta name="author">`, and the schema.org article that JSON-LD describes. Publishers write
/// these for search engines and social networks, so they are usually right about the headline and
/// the author, and never cluttered with the page around the article.
struct PageMetadata {
  var documentTitle: String?
  var openGraphTitle: String?
  var twitterTitle: String?
  var siteName: String?
  var author: String?
  var structuredHeadline: String?
  var structuredAuthor: String?

  init(_ document: HTMLDocument) {
    documentTitle = document.title
    for index in 0..<document.nodeCount {
      let node = HTMLNode(index: index)
      switch document.tag(of: node) {
      case .meta:
        read(meta: node, in: document)
      case .script:
        guard let text = document.children(of: node).first(where: { _ in true }) else { continue }
        read(jsonLD: document.text(of: text))
      case .body:
        // `<meta>` and JSON-LD belong in the head, but pages put them anywhere: keep looking.
        continue
      default:
        continue
      }
    }
  }

  private mutating func read(meta: HTMLNode, in document: HTMLDocument) {
    guard let content = document.attribute(.content, of: meta).map(Self.cleaned), !content.isEmpty
    else { return }
    let key = (document.attribute(.property, of: meta) ?? document.attribute(.name, of: meta) ?? "")
      .lowercased().trimmingCharacters(in: .whitespaces)
    switch key {
    case "og:title": openGraphTitle = openGraphTitle ?? content
    case "twitter:title": twitterTitle = twitterTitle ?? content
    case "og:site_name": siteName = siteName ?? content
    case "author", "article:author", "dc.creator", "byl", "sailthru.author", "parsely-author":
      // Some pages put the author's profile address here, which is no name.
      if !content.hasPrefix("http") { author = author ?? content }
    default: break
    }
  }

  private mutating func read(jsonLD text: String) {
    guard let data = text.data(using: .utf8),
      let value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    else { return }
    visit(value, depth: 0)
  }

  /// Finds the first article among JSON-LD objects, `@graph` lists and arrays.
  private mutating func visit(_ value: Any, depth: Int) {
    guard depth < 8, structuredHeadline == nil else { return }
    if let list = value as? [Any] {
      for item in list { visit(item, depth: depth + 1) }
      return
    }
    guard let object = value as? [String: Any] else { return }
    if let graph = object["@graph"] { visit(graph, depth: depth + 1) }
    let types = (object["@type"] as? String).map { [$0] } ?? (object["@type"] as? [String]) ?? []
    guard types.contains(where: Self.isArticleType) else { return }
    if let headline = (object["headline"] as? String) ?? (object["name"] as? String) {
      structuredHeadline = Self.cleaned(headline)
    }
    structuredAuthor = Self.name(of: object["author"])
  }

  private static func isArticleType(_ type: String) -> Bool {
    type.hasSuffix("Article") || type == "BlogPosting" || type == "Report"
      || type == "LiveBlogPosting" || type == "SocialMediaPosting" || type == "Review"
  }

  /// The name of a schema.org author: a string, a Person, or a list of them.
  private static func name(of author: Any?) -> String? {
    if let name = author as? String { return cleaned(name) }
    if let person = author as? [String: Any] { return (person["name"] as? String).map(cleaned) }
    if let people = author as? [Any] {
      let names = people.compactMap { name(of: $0) }.filter { !$0.isEmpty }
      return names.isEmpty ? nil : names.joined(separator: ", ")
    }
    return nil
  }

  /// Text from an attribute or JSON, as a reader sees it: markup and entities that were escaped
  /// twice read as HTML, white space collapsed, controls removed.
  static func cleaned(_ text: String) -> String {
    guard text.contains("&") || text.contains("<") else { return HTMLDocument.collapsed(text) }
    let fragment = HTMLDocument(html: text)
    return fragment.collapsedText(of: fragment.root)
  }
}

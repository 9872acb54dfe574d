import ArgumentParser
import ArticleClient
import ArticleStoreClient
import Dependencies
import Foundation
import RichTextCore
import TextCore

/// Reader mode on the command line: the article of a page, without its navigation, ads,
/// comments and share bars.
struct ArticleCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "article",
    abstract: "Fetch a page and print its article: title, byline and text.",
    discussion: """
      Give a page's address, or the number of a stored article (from 'headlines --ids', \
      'search' or '--json'), whose page is fetched once and kept with it, for reading offline \
      and for search. Exits 1 with one line when the page holds no article or cannot be fetched.
      """
  )

  @OptionGroup var global: GlobalOptions

  @Argument(
    help: ArgumentHelp(
      "A page's http or https address, or a stored article's number.", valueName: "url-or-number"),
    transform: Target.init)
  var target: Target

  @Flag(help: "Print {\"url\", \"title\", \"byline\", \"text\"} as JSON for scripts.")
  var json = false

  /// What the argument names.
  enum Target {
    case page(URL)
    case stored(Int64)

    init(_ text: String) throws {
      if let number = Int64(text) {
        self = .stored(number)
      } else if let url = URL(string: text.trimmingCharacters(in: .whitespaces)),
        ["http", "https"].contains(url.scheme?.lowercased() ?? "")
      {
        self = .page(url)
      } else {
        // ArgumentParser quotes the value before this reason.
        throw ValidationError("it is neither an http or https address nor an article's number.")
      }
    }
  }

  func run() async throws {
    let article = try await extracted()
    if json {
      print(try ArticleJSON(article).encoded())
    } else {
      print(TerminalText.sanitized(article.title))
      if let byline = article.byline { print(TerminalText.sanitized(byline)) }
      print("")
      print(TerminalText.sanitizedKeepingLayout(article.body.plainText))
    }
  }

  /// The article: fetched from the page, or for a stored article, the page kept from an earlier
  /// fetch, else its page fetched now and kept.
  private func extracted() async throws -> ExtractedArticle {
    @Dependency(\.articleClient) var articleClient
    @Dependency(\.articleStore) var store
    switch target {
    case .page(let url):
      return try await fetch(url, with: articleClient)
    case .stored(let number):
      guard let stored = try await store.article(number) else {
        throw CommandFailure("No stored article has the number \(number).")
      }
      guard let link = stored.article.link else {
        throw CommandFailure("Article \(number) has no page to fetch.")
      }
      if let page = stored.page {
        return ExtractedArticle(
          url: link, title: stored.article.title, byline: stored.article.author, body: page)
      }
      let article = try await fetch(link, with: articleClient)
      _ = try await store.savePage(number, article.body)
      return article
    }
  }

  private func fetch(_ url: URL, with client: ArticleClient) async throws -> ExtractedArticle {
    do {
      return try await client.fetchArticle(url)
    } catch let error as ArticleClientError {
      throw CommandFailure(String(describing: error))
    }
  }
}

import ArgumentParser
import ArticleClient
import ArticleFeature
import Foundation
import NetworkCore
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
      } else if let url = WebAddress.parse(text) {
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

  /// The article: fetched from the page, or for a stored article, its page kept from an earlier
  /// fetch, else fetched now and kept (ArticleFeature).
  private func extracted() async throws -> ExtractedArticle {
    do {
      switch target {
      case .page(let url): return try await ArticleFeature().article(at: url)
      case .stored(let number): return try await ArticleFeature().article(ofStored: number)
      }
    } catch let error as ArticleClientError {
      throw CommandFailure(String(describing: error))
    } catch let error as StoredArticleError {
      throw CommandFailure(String(describing: error))
    }
  }
}

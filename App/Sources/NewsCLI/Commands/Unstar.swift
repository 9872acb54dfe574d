import ArgumentParser
import ArticleFeature
import TextCore

struct Unstar: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unstar",
    abstract: "Take the star off stored articles, by number."
  )

  @OptionGroup var global: GlobalOptions

  @OptionGroup var articles: ArticleNumbers

  func run() async throws {
    let changed = try await ArticleFeature().setStarred(
      .articles(articles.numbers), isStarred: false)
    print("Unstarred \(changed.counting("article")).")
  }
}

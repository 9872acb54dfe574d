import ArgumentParser
import ArticleFeature
import TextCore

struct Star: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "star",
    abstract:
      "Star stored articles, by number, to keep them and find them with 'headlines --starred'."
  )

  @OptionGroup var global: GlobalOptions

  @OptionGroup var articles: ArticleNumbers

  func run() async throws {
    let changed = try await ArticleFeature().setStarred(
      .articles(articles.numbers), isStarred: true)
    print("Starred \(changed.counting("article")).")
  }
}

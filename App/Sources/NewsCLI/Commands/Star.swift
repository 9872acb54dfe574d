import ArgumentParser
import Dependencies
import TextCore

struct Star: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Star stored articles, by number, to keep them and find them with 'headlines --starred'."
  )

  @OptionGroup var global: GlobalOptions

  @OptionGroup var articles: ArticleNumbers

  func run() async throws {
    @Dependency(\.articleStore) var store
    let changed = try await store.setStarred(.articles(articles.numbers), true)
    print("Starred \(changed.counting("article")).")
  }
}

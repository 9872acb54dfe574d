import ArgumentParser
import Dependencies
import TextCore

struct Unstar: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Take the star off stored articles, by number."
  )

  @OptionGroup var global: GlobalOptions

  @OptionGroup var articles: ArticleNumbers

  func run() async throws {
    @Dependency(\.articleStore) var store
    let changed = try await store.setStarred(.articles(articles.numbers), false)
    print("Unstarred \(changed.counting("article")).")
  }
}

import ArgumentParser
import Dependencies

struct Star: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Star stored articles, by number, to keep them and find them with 'headlines --starred'.",
    discussion: "Article numbers are shown by 'headlines --ids', 'search' and '--json'."
  )

  @OptionGroup var global: GlobalOptions

  @Argument(help: ArgumentHelp("The articles' numbers.", valueName: "number"))
  var numbers: [Int64]

  func run() async throws {
    @Dependency(\.articleStore) var store
    let changed = try await store.setStarred(.articles(numbers), true)
    print("Starred \(changed) \(changed == 1 ? "article" : "articles").")
  }
}

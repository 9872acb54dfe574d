import ArgumentParser
import Dependencies

struct Unstar: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Take the star off stored articles, by number.",
    discussion: "Article numbers are shown by 'headlines --ids', 'search' and '--json'."
  )

  @OptionGroup var global: GlobalOptions

  @Argument(help: ArgumentHelp("The articles' numbers.", valueName: "number"))
  var numbers: [Int64]

  func run() async throws {
    @Dependency(\.articleStore) var store
    let changed = try await store.setStarred(.articles(numbers), false)
    print("Unstarred \(changed) \(changed == 1 ? "article" : "articles").")
  }
}

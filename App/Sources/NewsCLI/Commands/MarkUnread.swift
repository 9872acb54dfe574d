import ArgumentParser
import Dependencies

struct MarkUnread: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mark-unread",
    abstract: "Mark stored articles unread again, by number.",
    discussion: "Article numbers are shown by 'headlines --ids', 'search' and '--json'."
  )

  @OptionGroup var global: GlobalOptions

  @Argument(help: ArgumentHelp("The articles' numbers.", valueName: "number"))
  var numbers: [Int64]

  func run() async throws {
    @Dependency(\.articleStore) var store
    let changed = try await store.setRead(.articles(numbers), false)
    print("Marked \(changed) \(changed == 1 ? "article" : "articles") unread.")
  }
}

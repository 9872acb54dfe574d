import ArgumentParser
import Dependencies
import TextCore

struct MarkUnread: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mark-unread",
    abstract: "Mark stored articles unread again, by number."
  )

  @OptionGroup var global: GlobalOptions

  @OptionGroup var articles: ArticleNumbers

  func run() async throws {
    @Dependency(\.articleStore) var store
    let changed = try await store.setRead(.articles(articles.numbers), false)
    print("Marked \(changed.counting("article")) unread.")
  }
}

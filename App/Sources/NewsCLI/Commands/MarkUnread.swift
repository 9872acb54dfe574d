import ArgumentParser
import ArticleFeature
import TextCore

struct MarkUnread: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mark-unread",
    abstract: "Mark stored articles unread again, by number."
  )

  @OptionGroup var global: GlobalOptions

  @OptionGroup var articles: ArticleNumbers

  func run() async throws {
    let changed = try await ArticleFeature().setRead([.articles(articles.numbers)], isRead: false)
    print("Marked \(changed.counting("article")) unread.")
  }
}

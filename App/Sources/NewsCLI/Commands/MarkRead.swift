import ArgumentParser
import ArticleFeature
import ArticleStoreClient
import Foundation
import TextCore

struct MarkRead: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mark-read",
    abstract: "Mark stored articles read: by number, a whole feed, everything, or what is older.",
    discussion: "Article numbers are shown by 'headlines --ids', 'search' and '--json'."
  )

  @OptionGroup var global: GlobalOptions

  @Argument(help: ArgumentHelp("The articles' numbers.", valueName: "number"))
  var numbers: [Int64] = []

  @Option(
    help: ArgumentHelp("Every article of this feed.", valueName: "url"),
    transform: FeedArgument.url)
  var feed: URL?

  @Flag(help: "Every stored article.")
  var all = false

  @Option(
    help: ArgumentHelp(
      "Every article published before this date, such as 2026-11-01 or 2026-11-01T12:00:00Z.",
      valueName: "date"),
    transform: DateArgument.parse)
  var before: Date?

  func validate() throws {
    let chosen = [!numbers.isEmpty, feed != nil, all, before != nil].filter { $0 }.count
    guard chosen == 1 else {
      throw ValidationError("Choose one of: article numbers, --feed URL, --all, or --before DATE.")
    }
  }

  func run() async throws {
    let changed = try await ArticleFeature().setRead([selection], isRead: true)
    print("Marked \(changed.counting("article")) read.")
  }

  /// The one way of choosing articles given, which `validate()` has made sure of.
  private var selection: ArticleSelection {
    if let feed { return .feed(feed) }
    if all { return .all }
    if let before { return .publishedBefore(before) }
    return .articles(numbers)
  }
}

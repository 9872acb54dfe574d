import ArgumentParser
import ArticleFeature
import ArticleStoreClient
import Foundation
import NewsFeature
import TextCore

struct MarkRead: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mark-read",
    abstract:
      "Mark stored articles read: by number, a whole feed, everything, what is older, or a filter.",
    discussion: """
      Article numbers are shown by 'headlines --ids', 'search' and '--json'. --filter marks every \
      article that 'headlines --offline --filter' lists with the same expression, however many, \
      at once; an expression that does not read is one line with its column, status 64, and \
      nothing is marked.
      """
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

  @Option(
    help: ArgumentHelp(
      """
      Every stored article of the subscriptions this chooses, in newsboat's filter language: \
      'unread = "yes" and feedtitle # "News"'.
      """, valueName: "expression"))
  var filter: String?

  func validate() throws {
    let chosen = [!numbers.isEmpty, feed != nil, all, before != nil, filter != nil].filter { $0 }
      .count
    guard chosen == 1 else {
      throw ValidationError(
        "Choose one of: article numbers, --feed URL, --all, --before DATE, or --filter EXPRESSION."
      )
    }
  }

  func run() async throws {
    let changed: Int
    if let filter = try FilterArgument.parse(filter) {
      let subscriptions = try await SubscriptionsFeature().load()
      Warnings(terminal: Terminal.current()).report(subscriptions.problem)
      changed = try await ArticleFeature().setRead(
        matching: filter, among: subscriptions.value.map(\.url),
        tags: subscriptions.value.tagsByFeed, isRead: true)
    } else {
      changed = try await ArticleFeature().setRead([selection], isRead: true)
    }
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

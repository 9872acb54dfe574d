import ArgumentParser
import Dependencies
import Foundation
import NewsClient
import NewsFeature

struct Headlines: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show the latest headlines from your feeds, newest first."
  )

  @OptionGroup var global: GlobalOptions

  @Option(name: .customLong("feed"), help: ArgumentHelp("Read only this feed; repeat for more.", valueName: "url"))
  var feeds: [String] = []

  @Option(help: "The most headlines to show.")
  var limit = 30

  @Flag(help: "Print JSON for scripts instead of columns.")
  var json = false

  @Flag(help: "Use cached feeds only; never touch the network.")
  var offline = false

  func validate() throws {
    guard limit > 0 else { throw ValidationError("--limit must be at least 1.") }
    _ = try FeedArgument.urls(feeds)
  }

  func run() async throws {
    let chosen = try FeedArgument.urls(feeds).map { Subscription(url: $0) }
    let subscriptions = chosen.isEmpty ? Subscription.defaults : chosen
    try await global.withDependencies {
      @Dependency(\.date.now) var now
      let list = await HeadlinesFeature().refresh(
        subscriptions,
        cachePolicy: offline ? .offline : .revalidate,
        limit: limit
      )
      let terminal = Terminal.current()
      if json {
        print(try HeadlinesJSON(list).encoded())
      } else {
        if !list.headlines.isEmpty {
          print(HeadlinesTable(terminal: terminal, now: now).render(list.headlines))
        }
        for failure in list.failures {
          printError(Style.yellow.apply("warning:", when: terminal.usesColor) + " \(failure.message)")
        }
      }
      if !subscriptions.isEmpty, list.failures.count == subscriptions.count {
        throw ExitCode.failure
      }
    }
  }
}

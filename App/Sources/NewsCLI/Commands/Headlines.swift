import ArgumentParser
import ConfigurationCore
import Dependencies
import Foundation
import NewsFeature
import QueryCore
import RefreshFeature

struct Headlines: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "headlines",
    abstract: "Show the latest headlines from your feeds, newest first.",
    discussion:
      "Articles not shown before are marked with •. Feeds that fail are reported on standard error."
  )

  @OptionGroup var global: GlobalOptions

  @Option(
    name: .customLong("feed"),
    help: ArgumentHelp("Read only this feed, and save nothing; repeat for more.", valueName: "url"),
    transform: FeedArgument.url
  )
  var feeds: [URL] = []

  @Option(
    help: """
      The most headlines to show; more than are stored shows them all. \
      (default: 30, or headline-limit in the config file)
      """,
    transform: LimitArgument.parse)
  var limit: Int?

  @Flag(help: "Print JSON for scripts instead of columns.")
  var json = false

  @Flag(help: "Read the article store only; never touch the network.")
  var offline = false

  @Flag(help: "Show only articles that were not shown by an earlier run.")
  var new = false

  @Flag(help: "Show only articles not marked read.")
  var unread = false

  @Flag(help: "Show only starred articles (star them with 'star' or * in 'read').")
  var starred = false

  @Flag(help: "Show each article's number, which mark-read and mark-unread take.")
  var ids = false

  @Option(
    help: ArgumentHelp(
      """
      Show only the stored articles this chooses, in newsboat's filter language: \
      'unread = "yes" and (title =~ "rust" or feedtitle # "News")'.
      """, valueName: "expression"))
  var filter: String?

  @OptionGroup var network: NetworkOptions

  func validate() throws {
    try Settings.headlineLimits.validate(limit, flag: "--limit")
    for (flag, isSet) in [
      ("--unread", unread), ("--starred", starred), ("--filter", filter != nil),
    ]
    where isSet && !feeds.isEmpty {
      throw ValidationError(
        "\(flag) reads the article store, and a feed named with --feed is read without storing it.")
    }
  }

  func run() async throws {
    try await run(greetingNewcomers: false)
  }

  /// Shows the headlines; with `greetingNewcomers`, as the bare command runs it, a newcomer with
  /// nothing subscribed is greeted (``Greeting``) rather than told so with a failure, which a
  /// script that typed `headlines` out relies on.
  func run(greetingNewcomers: Bool) async throws {
    let filter = try FilterArgument.parse(filter)
    let terminal = Terminal.current()
    let warnings = Warnings(terminal: terminal)
    @Dependency(\.configuration) var configuration
    let answer: HeadlinesAnswer
    do {
      answer = try await RefreshFeature().headlines(request(configuration, filter: filter))
    } catch SubscriptionError.noSubscriptions {
      guard greetingNewcomers, !json else { throw NoSubscriptions.fail() }
      return await Greeting.show(on: terminal)
    }
    answer.warnings.forEach(warnings.report)
    if json {
      print(try HeadlinesJSON(answer.list).encoded())
    } else {
      @Dependency(\.date.now) var now
      if !answer.list.headlines.isEmpty {
        print(
          HeadlinesTable(
            terminal: terminal, now: now, newIDs: new ? [] : answer.newIDs, showsNumbers: ids
          ).render(answer.list.headlines))
      } else if !answer.everyFeedFailed {
        printError(new ? "Nothing new since the last run." : "No headlines.")
      }
      for failure in answer.list.failures { warnings.report(failure.message) }
    }
    if answer.everyFeedFailed { throw ExitCode.failure }
  }

  /// The flags, with the configuration's limit and retention, as the use case takes them.
  private func request(_ configuration: Configuration, filter: ArticleFilter?) -> HeadlinesRequest {
    HeadlinesRequest(
      feeds: feeds, offline: offline, onlyNew: new, unreadOnly: unread, starredOnly: starred,
      limit: limit ?? configuration.headlineLimit, summaries: json,
      retention: configuration.retention, filter: filter)
  }
}

extension Headlines: ShapesLiveValues {
  var liveOptions: LiveOptions { LiveOptions(feedTimeout: network.timeout) }
}

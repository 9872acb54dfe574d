import ArgumentParser
import Dependencies
import Foundation
import NewsClient
import NewsFeature
import SyncFeature

struct Headlines: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
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
      (default: 30, or headlineLimit in settings.json)
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

  @OptionGroup var network: NetworkOptions

  func validate() throws {
    try Settings.headlineLimits.validate(limit, flag: "--limit")
    for (flag, isSet) in [("--unread", unread), ("--starred", starred)]
    where isSet && !feeds.isEmpty {
      throw ValidationError(
        "\(flag) reads the article store, and a feed named with --feed is read without storing it.")
    }
  }

  func run() async throws {
    let terminal = Terminal.current()
    let warnings = Warnings(terminal: terminal)
    @Dependency(\.settings) var settings

    // Logged in to a sync server, the refresh is a sync, which also brings the subscriptions;
    // when it fails, the stored headlines are shown, as --offline shows them.
    let synced = feeds.isEmpty && !offline ? await syncIfLoggedIn(warnings) : false

    let subscriptions: [Subscription]
    if feeds.isEmpty {
      let stored = try await SubscriptionsFeature().load()
      warnings.report(stored.problem)
      subscriptions = stored.value
    } else {
      subscriptions = feeds.map { Subscription(url: $0) }.removingDuplicateFeeds()
    }
    guard !subscriptions.isEmpty else { throw NoSubscriptions.fail() }

    let limit = limit ?? settings.headlineLimit ?? 30
    // Subscriptions are kept in the article store; a feed named with --feed is only read. The
    // table shows titles, so summaries are read from the store for --json alone.
    var list: HeadlineList
    if !feeds.isEmpty {
      list = await HeadlinesFeature().refresh(
        subscriptions, cachePolicy: offline ? .offline : .revalidate, limit: new ? nil : limit)
    } else if offline || synced {
      list = try await StoredHeadlinesFeature().stored(
        subscriptions, unreadOnly: unread, starredOnly: starred, limit: new ? .max : limit,
        summaries: json)
      // A synced feed with nothing stored is one whose articles the server counts read, not one
      // that failed: the sync said so already if it failed.
      if synced { list.failures = [] }
    } else {
      list = await StoredHeadlinesFeature().refresh(
        subscriptions, retention: settings.retention, unreadOnly: unread, starredOnly: starred,
        limit: new ? .max : limit, summaries: json)
    }
    if let problem = list.storeProblem {
      warnings.report("\(problem); the headlines are shown as fetched, and nothing was stored")
    }
    // Feeds named with --feed are read, not followed: what they show is not recorded.
    let history = ReadingHistory()
    let newIDs =
      await feeds.isEmpty
      ? history.recordNew(list.headlines) : history.unseen(among: list.headlines)
    warnings.report(newIDs.problem)
    if new {
      list.headlines = Array(list.headlines.filter { newIDs.value.contains($0.id) }.prefix(limit))
    }

    if json {
      print(try HeadlinesJSON(list).encoded())
    } else {
      @Dependency(\.date.now) var now
      if !list.headlines.isEmpty {
        print(
          HeadlinesTable(
            terminal: terminal, now: now, newIDs: new ? [] : newIDs.value, showsNumbers: ids
          ).render(list.headlines))
      } else if list.failures.count < subscriptions.count {
        printError(new ? "Nothing new since the last run." : "No headlines.")
      }
      for failure in list.failures {
        warnings.report(failure.message)
      }
    }
    if list.failures.count == subscriptions.count {
      throw ExitCode.failure
    }
  }

  /// Syncs when an account is saved: true when it did, whether or not the server answered.
  private func syncIfLoggedIn(_ warnings: Warnings) async -> Bool {
    switch await SyncFeature().sync() {
    case .notLoggedIn:
      return false
    case .synced:
      return true
    case .failed(let failure):
      warnings.report("\(failure.message); the stored headlines are shown")
      return true
    }
  }
}

extension Headlines: ShapesLiveValues {
  var liveOptions: LiveOptions { LiveOptions(feedTimeout: network.timeout) }
}

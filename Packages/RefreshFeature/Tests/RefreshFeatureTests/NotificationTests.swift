import ArticleStoreClient
import ConfigurationCore
import Dependencies
import DependenciesTestSupport
import Foundation
import NewsClient
import RefreshFeature
import StorageClient
import SyncClient
import TerminalClient
import Testing

/// `notify-program` after a refresh, with newsboat's `notify-format` fields. The program is
/// started through the terminal's runner, which these tests record instead of running.
@Suite(.dependencies)
struct NotificationTests {
  let notification = RefreshNotification(
    program: CommandTemplate("~/bin/notify"),
    format: FormatString("%d new articles in %D feeds (%n unread articles, %f unread feeds)"))

  /// Runs refreshes over `feeds`, one for each of `rounds`, and returns the commands each ran.
  private func commands(
    _ rounds: [[URL: Feed]], notification: RefreshNotification?,
    store: ArticleStoreClient = .inMemory()
  ) async throws -> [[ExternalCommand]] {
    var ran: [[ExternalCommand]] = []
    for feeds in rounds {
      let commands = LockIsolated<[ExternalCommand]>([])
      _ = try await withDependencies {
        $0.storage = Fixtures.storage(subscribedTo: [Fixtures.world, Fixtures.tech])
        $0.articleStore = store
        $0.newsClient.fetchFeedUpdate = Fixtures.updating(feeds)
        $0.date.now = Fixtures.base
        $0.refreshNotification = notification
        $0.terminal.run = { command in commands.withValue { $0.append(command) } }
      } operation: {
        try await RefreshFeature().refresh(retention: nil)
      }
      ran.append(commands.value)
    }
    return ran
  }

  private func message(_ text: String) -> ExternalCommand {
    ExternalCommand(
      template: CommandTemplate("~/bin/notify"), subject: .arguments([text]),
      handsOverTerminal: false)
  }

  @Test func aRefreshThatBringsNewArticlesRunsTheNotifierWithTheMessage() async throws {
    var later = Fixtures.feeds
    later[Fixtures.tech]?.articles.append(
      Article(guid: Article.GUID("t2"), title: "Tech two", published: Fixtures.base))
    let ran = try await commands(
      [Fixtures.feeds, Fixtures.feeds, later], notification: notification)
    #expect(
      ran == [
        [message("3 new articles in 2 feeds (3 unread articles, 2 unread feeds)")],
        [],
        [message("1 new articles in 1 feeds (4 unread articles, 2 unread feeds)")],
      ])
  }

  @Test func notifyAlwaysNotifiesAlsoWhenNothingIsNew() async throws {
    var always = notification
    always.always = true
    always.format = FormatString("%d new, %n unread")
    let ran = try await commands([Fixtures.feeds, Fixtures.feeds], notification: always)
    #expect(ran == [[message("3 new, 3 unread")], [message("0 new, 3 unread")]])
  }

  /// Without `notify-program` nothing runs: the terminal's runner is never asked.
  @Test func withoutANotifierNothingRuns() async throws {
    let ran = try await commands([Fixtures.feeds], notification: nil)
    #expect(ran == [[]])
  }

  /// A sync counts the articles the server brought.
  @Test func aSyncNotifiesOfWhatTheServerBrought() async throws {
    let storage = Fixtures.storage(subscribedTo: [Fixtures.world])
    let server = SyncClient.sampleServer()
    try await Fixtures.logIn(storage, to: server)
    let commands = LockIsolated<[ExternalCommand]>([])
    let outcome = try await withDependencies {
      $0.storage = storage
      $0.syncClient = server
      $0.articleStore = .inMemory()
      $0.date.now = Fixtures.base
      $0.refreshNotification = RefreshNotification(
        program: CommandTemplate("~/bin/notify"), format: FormatString("%d new, %n unread"))
      $0.terminal.run = { command in commands.withValue { $0.append(command) } }
    } operation: {
      try await RefreshFeature().refresh(retention: nil)
    }
    guard case .synced(let report) = outcome.result else {
      Issue.record("expected a sync, got \(outcome.result)")
      return
    }
    #expect(commands.value.count == 1)
    guard case .arguments(let arguments) = commands.value.first?.subject else { return }
    #expect(arguments.first?.hasPrefix("\(report.newArticles) new, ") == true)
    #expect(report.newArticles > 0)
  }
}

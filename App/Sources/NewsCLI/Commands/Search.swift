import ArgumentParser
import Dependencies
import Foundation
import NewsClient
import NewsFeature
import TextCore

struct Search: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract: "Search the stored articles' titles and summaries, best matches first.",
    discussion: """
      Every word must be found as a whole word, in any case and with or without accents; quotes \
      and operators are only separators. Exits with status 1 when nothing matches, as grep does.
      """
  )

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The words to find.")
  var words: [String]

  @Option(help: "The most articles to show.", transform: LimitArgument.parse)
  var limit = 30

  @Flag(help: "Print JSON for scripts instead of columns.")
  var json = false

  func validate() throws {
    try Settings.headlineLimits.validate(limit, flag: "--limit")
  }

  func run() async throws {
    let terminal = Terminal.current()
    let subscriptions = try await SubscriptionsFeature().load()
    Warnings(terminal: terminal).report(subscriptions.problem)
    let headlines = try await StoredHeadlinesFeature().search(
      words.joined(separator: " "), among: subscriptions.value, limit: limit, bodies: json)
    if json {
      print(try HeadlinesJSON(HeadlineList(headlines: headlines, failures: [])).encoded())
    } else if !headlines.isEmpty {
      @Dependency(\.date.now) var now
      print(HeadlinesTable(terminal: terminal, now: now, showsNumbers: true).render(headlines))
    }
    if headlines.isEmpty {
      if !json {
        printError(
          "No stored article matches \(TerminalText.sanitized(words.joined(separator: " "))).")
      }
      throw ExitCode.failure
    }
  }
}

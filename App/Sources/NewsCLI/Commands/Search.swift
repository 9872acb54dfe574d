import ArgumentParser
import Dependencies
import Foundation
import NewsClient
import NewsFeature
import QueryCore
import TextCore

struct Search: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract: "Search the stored articles, with the terms of a search box.",
    discussion: """
      Terms are apart by spaces, and every one must hold. A bare word is found as a whole word \
      in the title, summary or body, in any case and with or without accents; "a phrase" finds \
      its words one after another. title:, author: and feed: (the feed's name or address) find \
      text inside those; tag:news or #news the feeds tagged so; unread, read and starred the \
      articles so marked; newer:2d and older:1w by date, in hours (h), days (d) or weeks (w). \
      ~ before a term keeps the articles it does not choose: 'title:rust ~unread'. Words alone \
      are listed best matches first, a title match first; a search with any other term lists \
      what it chooses newest first. A search that does not read is one line with its column, \
      status 64. Exits with status 1 when nothing matches, as grep does.
      """
  )

  @OptionGroup var global: GlobalOptions

  @Argument(help: ArgumentHelp("The search's terms.", valueName: "query"))
  var query: [String]

  @Option(help: "The most articles to show.", transform: LimitArgument.parse)
  var limit = 30

  @Flag(help: "Print JSON for scripts instead of columns.")
  var json = false

  func validate() throws {
    try Settings.headlineLimits.validate(limit, flag: "--limit")
  }

  func run() async throws {
    let text = query.joined(separator: " ")
    let filter = try FilterArgument.parseSearch(text)
    let terminal = Terminal.current()
    let subscriptions = try await SubscriptionsFeature().load()
    Warnings(terminal: terminal).report(subscriptions.problem)
    let headlines =
      if let filter {
        try await StoredHeadlinesFeature().search(
          filter, among: subscriptions.value, limit: limit, bodies: json)
      } else {
        [Headline]()
      }
    if json {
      print(try HeadlinesJSON(HeadlineList(headlines: headlines, failures: [])).encoded())
    } else if !headlines.isEmpty {
      @Dependency(\.date.now) var now
      print(HeadlinesTable(terminal: terminal, now: now, showsNumbers: true).render(headlines))
    }
    if headlines.isEmpty {
      if !json { printError("No stored article matches \(TerminalText.sanitized(text)).") }
      throw ExitCode.failure
    }
  }
}

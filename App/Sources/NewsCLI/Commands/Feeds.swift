import ArgumentParser
import ArticleStoreClient
import Dependencies
import Foundation
import NewsClient
import NewsFeature
import SyncFeature
import TextCore

struct Feeds: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List and change your subscriptions, or move them in and out as OPML.",
    subcommands: [
      List.self, Add.self, Samples.self, ReaderMode.self, Remove.self, Import.self, Export.self,
    ],
    defaultSubcommand: List.self
  )

  @OptionGroup var global: GlobalOptions

  struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List your subscriptions, numbered, with their unread and stored articles.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
      let stored = try await SubscriptionsFeature().load()
      Warnings(terminal: .current()).report(stored.problem)
      // An empty list is an answer, not a failure, so it is said on standard error with status 0
      // and standard output stays empty for scripts.
      if stored.value.isEmpty { printError(NoSubscriptions.message) }
      let counts = await Feeds.storedCounts()
      let countTexts = stored.value.map { subscription in
        counts.map { counts in
          let count = counts[subscription.url]
          return "\(count?.unread ?? 0)/\(count?.total ?? 0)  "
        } ?? ""
      }
      let width = String(stored.value.count).count
      let countWidth = countTexts.map(\.count).max() ?? 0
      for (index, subscription) in stored.value.enumerated() {
        let number = String(index + 1)
        let folder =
          subscription.folder.isEmpty ? "" : subscription.folder.joined(separator: "/") + "/"
        let title = subscription.title.map { "\(folder)\($0)  " } ?? folder
        let count =
          String(repeating: " ", count: countWidth - countTexts[index].count) + countTexts[index]
        print(
          "\(String(repeating: " ", count: width - number.count))\(number)  \(count)\(title)\(subscription.url.absoluteString)"
        )
      }
    }
  }

  /// Refuses to change the subscriptions while the user is logged in to a sync server: the next
  /// sync makes the server's feeds the subscriptions, and a change made here would silently go.
  /// Fever cannot subscribe, so the change belongs on the server.
  static func refuseWhileSyncing() async throws {
    // An account that cannot be read is no account: the change then fails, or not, on its own.
    guard let account = try? await SyncFeature().account() else { return }
    throw CommandFailure(
      "While logged in to \(account.serverURL.absoluteString), the subscriptions are the sync "
        + "server's: change them there, or log out with '\(AppIdentity.name) sync logout'.")
  }

  /// Unread and stored articles by feed, or nil when nothing is stored yet, or the store cannot
  /// be read, which costs the list only its counts.
  private static func storedCounts() async -> [URL: FeedCounts]? {
    @Dependency(\.articleStore) var store
    do {
      let counts = try await store.counts()
      if counts.isEmpty { return nil }
      return Dictionary(counts.map { ($0.feed, $0) }, uniquingKeysWith: { first, _ in first })
    } catch {
      Warnings(terminal: .current()).report("\(error); the list is shown without counts")
      return nil
    }
  }

  struct Add: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Subscribe to a feed.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The feed's address.", valueName: "url"), transform: webAddress)
    var address: URL

    @Option(help: "A name for the feed; its own title is used otherwise.")
    var title: String?

    /// The address to subscribe to. Subscriptions are fetched on every run, so only web feeds are
    /// accepted; `headlines --feed` reads a local file once.
    private static func webAddress(_ text: String) throws -> URL {
      guard let address = URL(string: text.trimmingCharacters(in: .whitespaces)),
        FeedAddress.isWeb(address)
      else {
        // ArgumentParser quotes the value before this reason.
        throw ValidationError("it is not an http or https address.")
      }
      return address
    }

    func run() async throws {
      try await Feeds.refuseWhileSyncing()
      if try await SubscriptionsFeature().add(address, title: title) {
        printError("Subscribed to \(address.absoluteString)")
      } else {
        printError("Already subscribed to \(address.absoluteString)")
      }
    }
  }

  struct Samples: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Subscribe to six sample news feeds, one of them an hourly audio bulletin.",
      discussion:
        "Nothing is ever subscribed to unless you ask; this is how to ask for the samples.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
      try await Feeds.refuseWhileSyncing()
      let added = try await SubscriptionsFeature().addSamples()
      printError(
        added == 0
          ? "Already subscribed to every sample feed"
          : "Subscribed to \(added.counting("sample feed"))")
    }
  }

  struct ReaderMode: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "reader-mode",
      abstract: "Fetch the whole page of every article of a feed that carries only teasers.",
      discussion: """
        With reader mode on, opening one of the feed's articles in 'read' fetches its page and \
        extracts the article, as 'f' does for one article, and keeps it for reading offline.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The feed's address or number.", valueName: "url-or-number"))
    var feed: String

    @Flag(help: "Turn reader mode off again.")
    var off = false

    func run() async throws {
      let changed = try await SubscriptionsFeature().setFetchesPages(!off, for: feed)
      printError(
        "Reader mode is \(changed.fetchesPages ? "on" : "off") for \(changed.url.absoluteString)")
    }
  }

  struct Remove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Unsubscribe from a feed, by address or by its number in 'feeds list'.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The feed's address or number.", valueName: "url-or-number"))
    var feed: String

    func run() async throws {
      try await Feeds.refuseWhileSyncing()
      let removed = try await SubscriptionsFeature().remove(feed)
      printError("Unsubscribed from \(removed.url.absoluteString)")
    }
  }

  struct Import: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Subscribe to every feed in an OPML file.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The OPML file.", completion: .file(extensions: ["opml", "xml"]))
    var file: String

    func run() async throws {
      try await Feeds.refuseWhileSyncing()
      let data = try LocalFile.contents(of: file)
      let result: OPMLImport
      do {
        result = try await SubscriptionsFeature().importOPML(data)
      } catch let error as OPMLError {
        throw CommandFailure("\(TerminalText.sanitized(file)) cannot be imported: \(error)")
      }
      if result.added == 0 && result.alreadySubscribed == 0 {
        printError(
          "\(TerminalText.sanitized(file)) lists no http or https feeds; nothing was imported.")
      } else {
        printError(
          "Imported \(result.added) feed(s); \(result.alreadySubscribed) were already subscribed.")
      }
    }
  }

  struct Export: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print your subscriptions as OPML.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
      print(try await SubscriptionsFeature().exportOPML(), terminator: "")
    }
  }
}

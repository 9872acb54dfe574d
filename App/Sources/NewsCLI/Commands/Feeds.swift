import ArgumentParser
import Foundation
import NetworkCore
import NewsFeature
import SyncFeature
import TextCore

struct Feeds: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "feeds",
    abstract: "List and change your subscriptions, or move them in and out as OPML.",
    subcommands: [
      List.self, Add.self, Samples.self, ReaderMode.self, Tag.self, Untag.self, Remove.self,
      Import.self, Export.self,
    ],
    defaultSubcommand: List.self
  )

  @OptionGroup var global: GlobalOptions

  struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list",
      abstract: "List your subscriptions, numbered, with their unread and stored articles.")

    @OptionGroup var global: GlobalOptions

    @Option(help: "List only the feeds with this tag; each keeps its number in the whole list.")
    var tag: String?

    func run() async throws {
      let listing = try await SubscriptionsFeature().listing()
      listing.warnings.forEach(Warnings(terminal: .current()).report)
      // An empty list is an answer, not a failure, so it is said on standard error with status 0
      // and standard output stays empty for scripts.
      if listing.subscriptions.isEmpty { printError(NoSubscriptions.message) }
      let shown = listing.subscriptions.enumerated().filter { _, subscription in
        tag.map(subscription.tags.contains) ?? true
      }
      if let tag, !listing.subscriptions.isEmpty, shown.isEmpty {
        printError("No feed is tagged '\(TerminalText.sanitized(tag))'")
      }
      let countTexts = listing.subscriptions.map { subscription in
        listing.counts.map { counts in
          let count = counts[subscription.url]
          return "\(count?.unread ?? 0)/\(count?.total ?? 0)  "
        } ?? ""
      }
      let width = String(listing.subscriptions.count).count
      let countWidth = countTexts.map(\.count).max() ?? 0
      for (index, subscription) in shown {
        let number = String(index + 1)
        let folder =
          subscription.folder.isEmpty ? "" : subscription.folder.joined(separator: "/") + "/"
        let title = subscription.title.map { "\(folder)\($0)  " } ?? folder
        let count =
          String(repeating: " ", count: countWidth - countTexts[index].count) + countTexts[index]
        // The search box's spelling, which chooses the same feeds' articles.
        let tags = subscription.tags.map { "#" + TerminalText.sanitized($0) }.joined(
          separator: " ")
        print(
          "\(String(repeating: " ", count: width - number.count))\(number)  \(count)\(title)\(subscription.url.absoluteString)\(tags.isEmpty ? "" : "  " + tags)"
        )
      }
    }
  }

  /// Refuses to change the subscriptions while they are a sync server's (SyncFeature's answer):
  /// the next sync would silently undo the change, and Fever cannot subscribe, so the change
  /// belongs on the server.
  static func refuseWhileSyncing() async throws {
    guard let server = await SyncFeature().subscriptionsOwner() else { return }
    throw CommandFailure(
      "While logged in to \(server.absoluteString), the subscriptions are the sync "
        + "server's: change them there, or log out with '\(AppIdentity.name) sync logout'.")
  }

  struct Add: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "add", abstract: "Subscribe to a feed.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The feed's address.", valueName: "url"), transform: webAddress)
    var address: URL

    @Option(help: "A name for the feed; its own title is used otherwise.")
    var title: String?

    /// The address to subscribe to. Subscriptions are fetched on every run, so only web feeds are
    /// accepted; `headlines --feed` reads a local file once.
    private static func webAddress(_ text: String) throws -> URL {
      guard let address = URL(string: text.trimmingCharacters(in: .whitespaces)),
        WebAddress.isWeb(address)
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
      commandName: "samples",
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

  /// What `tag` and `untag` say the feed is tagged now.
  static func tagsMessage(_ subscription: Subscription) -> String {
    let address = subscription.url.absoluteString
    guard !subscription.tags.isEmpty else { return "\(address) has no tags" }
    return "\(address) is tagged "
      + subscription.tags.map { TerminalText.sanitized($0) }.joined(separator: " ")
  }

  struct Tag: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "tag",
      abstract: "Tag a feed, by address or by its number in 'feeds list'.",
      discussion: """
        A tag is one word. 'feeds list --tag TAG' lists the feeds with it, and a filter chooses \
        their articles with 'tags # "TAG"' (or '#TAG' in the search box).
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The feed's address or number.", valueName: "url-or-number"))
    var feed: String

    @Argument(help: ArgumentHelp("The tags to add.", valueName: "tag"))
    var tags: [String]

    func run() async throws {
      printError(Feeds.tagsMessage(try await SubscriptionsFeature().tag(feed, with: tags)))
    }
  }

  struct Untag: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "untag",
      abstract: "Take tags off a feed, by address or by its number in 'feeds list'.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The feed's address or number.", valueName: "url-or-number"))
    var feed: String

    @Argument(help: ArgumentHelp("The tags to take off.", valueName: "tag"))
    var tags: [String]

    func run() async throws {
      printError(
        Feeds.tagsMessage(try await SubscriptionsFeature().untag(feed, removing: tags)))
    }
  }

  struct Remove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "remove",
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
      commandName: "import",
      abstract: "Subscribe to every feed in an OPML file or a newsboat urls file.",
      discussion: """
        The kind of file is told by its content. From a urls file, each feed's tags and its \
        "~Title" are kept; query feeds, exec: and filter: lines are left out, and hidden feeds \
        are shown, each said with its line number.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(
      help: "The OPML file, or newsboat's urls file.",
      completion: .file(extensions: ["opml", "xml"]))
    var file: String

    func run() async throws {
      try await Feeds.refuseWhileSyncing()
      let data = try LocalFile.contents(of: file)
      let name = TerminalText.sanitized(file)
      let result: OPMLImport
      do {
        let imported = try await SubscriptionsFeature().importSubscriptions(data)
        result = imported.imported
        let warnings = Warnings(terminal: .current())
        for problem in imported.problems { warnings.report("\(name), \(problem)") }
      } catch let error as OPMLError {
        throw CommandFailure("\(name) cannot be imported: \(error)")
      } catch let error as URLsFileError {
        throw CommandFailure("\(name) cannot be imported: \(error)")
      }
      if result.added == 0 && result.alreadySubscribed == 0 {
        printError("\(name) lists no http or https feeds; nothing was imported.")
      } else {
        printError(
          "Imported \(result.added) feed(s); \(result.alreadySubscribed) were already subscribed.")
      }
    }
  }

  struct Export: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "export",
      abstract: "Print your subscriptions as OPML, or as a newsboat urls file.")

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print newsboat's urls file: each feed's address, tags and title.")
    var urls = false

    func run() async throws {
      let feature = SubscriptionsFeature()
      print(
        try await urls ? feature.exportURLsFile() : feature.exportOPML(), terminator: "")
    }
  }
}

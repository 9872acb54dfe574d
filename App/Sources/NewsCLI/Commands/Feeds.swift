import ArgumentParser
import Foundation
import NewsFeature

struct Feeds: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List and change your subscriptions, or move them in and out as OPML.",
    subcommands: [List.self, Add.self, Remove.self, Import.self, Export.self],
    defaultSubcommand: List.self
  )

  @OptionGroup var global: GlobalOptions

  struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List your subscriptions, numbered.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
      try await global.run {
        let stored = try await SubscriptionsFeature().load()
        Warnings(terminal: .current()).report(stored.problem)
        let width = String(stored.value.count).count
        for (index, subscription) in stored.value.enumerated() {
          let number = String(index + 1)
          let folder = subscription.folder.isEmpty ? "" : subscription.folder.joined(separator: "/") + "/"
          let title = subscription.title.map { "\(folder)\($0)  " } ?? folder
          print("\(String(repeating: " ", count: width - number.count))\(number)  \(title)\(subscription.url.absoluteString)")
        }
      }
    }
  }

  struct Add: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Subscribe to a feed.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The feed's address.")
    var url: String

    @Option(help: "A name for the feed; its own title is used otherwise.")
    var title: String?

    func run() async throws {
      guard let address = URL(string: url) else { throw ValidationError("'\(url)' is not an address.") }
      try await global.run {
        if try await SubscriptionsFeature().add(address, title: title) {
          printError("Subscribed to \(address.absoluteString)")
        } else {
          printError("Already subscribed to \(address.absoluteString)")
        }
      }
    }
  }

  struct Remove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Unsubscribe from a feed, by address or by its number in 'feeds list'.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The feed's address or number.", valueName: "url-or-number"))
    var feed: String

    func run() async throws {
      try await global.run {
        let removed = try await SubscriptionsFeature().remove(feed)
        printError("Unsubscribed from \(removed.url.absoluteString)")
      }
    }
  }

  struct Import: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Subscribe to every feed in an OPML file.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The OPML file.", completion: .file(extensions: ["opml", "xml"]))
    var file: String

    func run() async throws {
      let data: Data
      do {
        data = try Data(contentsOf: URL(fileURLWithPath: file))
      } catch {
        throw ValidationError("Cannot read \(file): \(error.localizedDescription)")
      }
      try await global.run {
        let result = try await SubscriptionsFeature().importOPML(data)
        printError("Imported \(result.added) feed(s); \(result.alreadySubscribed) were already subscribed.")
      }
    }
  }

  struct Export: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print your subscriptions as OPML.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
      try await global.run {
        print(try await SubscriptionsFeature().exportOPML(), terminator: "")
      }
    }
  }
}

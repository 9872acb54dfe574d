import ArgumentParser
import Dependencies
import Foundation
import NetworkCore
import NewsFeature
import SyncClient
import SyncFeature
import TextCore
import TimeCore

struct Sync: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sync",
    abstract: "Keep subscriptions, read marks and stars in step with a sync server.",
    discussion: """
      Log in once with 'sync login'. While logged in, a refresh in 'headlines' and in 'read' is a \
      sync: the marks and stars made here are sent, then the server's feeds become the \
      subscriptions and its articles, read marks and stars are applied. When the server cannot \
      be reached, everything works from the stored articles and the changes wait to be sent.
      """,
    subcommands: [Now.self, Login.self, Status.self, Logout.self],
    defaultSubcommand: Now.self
  )

  @OptionGroup var global: GlobalOptions

  struct Now: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "now",
      abstract: "Send the changes made here, then fetch the server's.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
      switch await SyncFeature().sync() {
      case .notLoggedIn:
        throw CommandFailure(SyncMessages.notLoggedIn)
      case .synced(let report):
        print("Synced: \(report.summary).")
      case .failed(let failure):
        throw CommandFailure(failure.message)
      }
    }
  }

  struct Login: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "login",
      abstract: "Log in to a sync server, which checks the password.",
      discussion: """
        The password is read from standard input when it is not a terminal (its first line), and \
        asked for without echo when it is. It is never stored: the account file keeps the service, \
        the server, the user name and the token the server accepts in its place, readable by you \
        alone. For Fever, the address is the API's, such as \
        https://rss.example.org/api/fever.php (FreshRSS) or https://rss.example.org/fever/ \
        (Miniflux), and the user name is the one the server's Fever settings name.
        """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The protocol the server speaks.")
    var service: SyncService

    @Argument(
      help: ArgumentHelp("The address of the server's API.", valueName: "url"),
      transform: Sync.serverURL)
    var url: URL

    @Option(help: "Your user name on the server.")
    var user: String

    func run() async throws {
      let password = try PasswordInput.password(prompt: "Password for \(user): ")
      let account = try await SyncFeature().logIn(
        service: service, serverURL: url, user: user, password: password)
      print("Logged in to \(account.serverURL.absoluteString) as \(account.user).")
    }
  }

  struct Status: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "status",
      abstract: "Show the sync server, the user, the last sync and the changes waiting.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
      guard let status = try await SyncFeature().status() else {
        print(SyncMessages.notLoggedIn)
        return
      }
      @Dependency(\.date.now) var now
      let lastSync = status.lastSync.map {
        "\(DateText.relative($0, now: now)) (\(DateText.iso8601($0)))"
      }
      print(
        """
        Service:   \(status.service)
        Server:    \(status.serverURL.absoluteString)
        User:      \(status.user)
        Last sync: \(lastSync ?? "never")
        Waiting:   \(status.waitingMarks.counting("change"))
        """)
    }
  }

  struct Logout: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "logout",
      abstract: "Forget the sync account. Stored articles and waiting changes stay.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
      let feature = SyncFeature()
      guard let account = try await feature.account() else {
        print(SyncMessages.notLoggedIn)
        return
      }
      try await feature.logOut()
      print("Logged out of \(account.serverURL.absoluteString).")
    }
  }

  /// A server's address as the user types it: http or https, with a host.
  static func serverURL(_ argument: String) throws -> URL {
    guard let url = URL(string: argument), WebAddress.isWeb(url) else {
      // ArgumentParser quotes the value before this reason.
      throw ValidationError("it is not an http or https address.")
    }
    return url
  }
}

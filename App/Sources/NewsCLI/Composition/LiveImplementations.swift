import ArticleClient
import ArticleStoreClient
import AudioPlayerClient
import Dependencies
import NewsClient
import StorageClient
import SyncClient
import TerminalClient

/// Proves, before any work starts, that every client the app uses has a live implementation.
///
/// Left alone, swift-dependencies answers a missing `liveValue` with a warning and the test value,
/// and the process still exits 0: a release build could ship silently doing nothing. A live
/// implementation is a `DependencyKey` conformance added by a `*Live` package, so linking one is
/// visible at run time as a conformance, and its absence can fail loudly, naming the client.
enum LiveImplementations {
  /// Every client the app reaches through dependencies.
  static var clients: [any TestDependencyKey.Type] {
    [
      NewsClient.self, AudioPlayerClient.self, StorageClient.self, ArticleStoreClient.self,
      TerminalClient.self, ArticleClient.self, SyncClient.self,
    ]
  }

  /// The names of the clients in `clients` that have no live implementation linked.
  static func missing(from clients: [any TestDependencyKey.Type] = clients) -> [String] {
    clients.filter { !($0 is any DependencyKey.Type) }.map { String(describing: $0) }
  }

  /// Throws when any client lacks a live implementation.
  static func require(_ clients: [any TestDependencyKey.Type] = clients) throws {
    let missing = missing(from: clients)
    guard missing.isEmpty else { throw MissingLiveImplementation(clients: missing) }
  }
}

/// The app was built without the live implementation of one or more clients.
struct MissingLiveImplementation: Error, CustomStringConvertible {
  var clients: [String]

  var description: String {
    let names = clients.joined(separator: ", ")
    return """
      news-cli has no live implementation of \(names). \
      Link the matching *Live package in App/Package.swift, or run with --preview.
      """
  }
}

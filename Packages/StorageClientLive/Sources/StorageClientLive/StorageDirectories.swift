import Foundation
import StorageClient

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The two folders the live storage writes to: one for what the user chose, one for what the app
/// remembers.
///
/// Kept apart, as the XDG base directories ask, so that a person can back up or version their
/// configuration without the churn of state, and clear state without losing their subscriptions.
/// Public so that the app's `doctor` command can show where things are, and so that tests can point
/// the storage at a temporary folder.
public struct StorageDirectories: Sendable, Hashable {
  /// Where subscriptions and settings go.
  public var configuration: URL
  /// Where seen articles and other remembered state go.
  public var state: URL

  /// Folders given outright; they are created, with their parents, on the first save.
  public init(configuration: URL, state: URL) {
    self.configuration = configuration
    self.state = state
  }

  /// The folders the XDG Base Directory specification gives news-cli: `$XDG_CONFIG_HOME/news-cli`
  /// and `$XDG_STATE_HOME/news-cli`.
  ///
  /// A variable that is unset, empty or relative is ignored, as the specification requires, in
  /// favour of `$HOME/.config` and `$HOME/.local/state`. Without a usable `$HOME`, the home folder
  /// comes from the user database.
  ///
  /// - Parameter environment: The variables to read; the process's own unless a test passes others.
  public static func xdg(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> StorageDirectories {
    func absolutePath(_ name: String) -> URL? {
      guard let value = environment[name], value.hasPrefix("/") else { return nil }
      return URL(fileURLWithPath: value, isDirectory: true)
    }
    let home = absolutePath("HOME") ?? userDatabaseHome() ?? FileManager.default.homeDirectoryForCurrentUser
    let configurationHome = absolutePath("XDG_CONFIG_HOME")
      ?? home.appendingPathComponent(".config", isDirectory: true)
    let stateHome = absolutePath("XDG_STATE_HOME")
      ?? home.appendingPathComponent(".local/state", isDirectory: true)
    return StorageDirectories(
      configuration: configurationHome.appendingPathComponent(applicationFolder, isDirectory: true),
      state: stateHome.appendingPathComponent(applicationFolder, isDirectory: true)
    )
  }

  /// The folder that holds keys of `area`.
  public func folder(for area: StorageKey.Area) -> URL {
    switch area {
    case .configuration: configuration
    case .state: state
    }
  }

  private static let applicationFolder = "news-cli"

  /// The running user's home folder as the user database records it.
  private static func userDatabaseHome() -> URL? {
    var entry = passwd()
    var result: UnsafeMutablePointer<passwd>?
    var buffer = [CChar](repeating: 0, count: 16 * 1024)
    guard getpwuid_r(getuid(), &entry, &buffer, buffer.count, &result) == 0, result != nil,
      let directory = entry.pw_dir, directory.pointee == UInt8(ascii: "/")
    else { return nil }
    return URL(fileURLWithPath: String(cString: directory), isDirectory: true)
  }
}

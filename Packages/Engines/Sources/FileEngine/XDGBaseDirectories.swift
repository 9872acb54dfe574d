import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The base folders of the XDG Base Directory specification, under which each application keeps
/// a folder of its own: what the user configured, what the app remembers, what it can fetch again,
/// and the user's data.
///
/// The rule lives here once, for the app's composition root, which places every live value's files
/// from one resolution of the environment, and for the live packages' fallback values, so that no
/// two readings of the environment can disagree; so does the rule that an application's folder is
/// a folder of its name under each base (``folders(of:)``). The application's name is not here:
/// the app decides it and passes it down. Tests pass an environment of their own.
public struct XDGBaseDirectories: Sendable, Hashable {
  /// `$XDG_CONFIG_HOME`, or `~/.config`.
  public var configuration: URL
  /// `$XDG_STATE_HOME`, or `~/.local/state`.
  public var state: URL
  /// `$XDG_CACHE_HOME`, or `~/.cache`.
  public var cache: URL
  /// `$XDG_DATA_HOME`, or `~/.local/share`.
  public var data: URL

  /// Reads the folders from `environment`.
  ///
  /// A variable that is unset, empty or relative is ignored, as the specification requires. Without
  /// a usable `$HOME`, the home folder comes from the user database.
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    func absolutePath(_ name: String) -> URL? {
      guard let value = environment[name], value.hasPrefix("/") else { return nil }
      return URL(fileURLWithPath: value, isDirectory: true)
    }
    let home =
      absolutePath("HOME") ?? Self.userDatabaseHome()
      ?? FileManager.default.homeDirectoryForCurrentUser
    configuration =
      absolutePath("XDG_CONFIG_HOME") ?? home.appendingPathComponent(".config", isDirectory: true)
    state =
      absolutePath("XDG_STATE_HOME")
      ?? home.appendingPathComponent(".local/state", isDirectory: true)
    cache =
      absolutePath("XDG_CACHE_HOME") ?? home.appendingPathComponent(".cache", isDirectory: true)
    data =
      absolutePath("XDG_DATA_HOME")
      ?? home.appendingPathComponent(".local/share", isDirectory: true)
  }

  /// The folders of the application named `application`: a folder of that name under each base,
  /// `$XDG_CONFIG_HOME/<application>` and so on.
  public func folders(of application: String) -> XDGBaseDirectories {
    var folders = self
    for folder in [\XDGBaseDirectories.configuration, \.state, \.cache, \.data] {
      folders[keyPath: folder] = self[keyPath: folder].appendingPathComponent(
        application, isDirectory: true)
    }
    return folders
  }

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

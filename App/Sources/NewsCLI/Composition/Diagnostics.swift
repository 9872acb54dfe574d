import ArticleStoreClientLive
import AudioPlayerClient
import AudioPlayerClientLive
import Foundation
import HTTPEngine
import NewsClientLive

/// What `doctor` reports of the live implementations: the C libraries they loaded, the folders
/// they use, and whether a sound device opens.
///
/// Built here, in the composition root's folder, so that no command imports a live package.
struct Diagnostics: Sendable {
  /// Each library's name and its version, as loaded.
  var libraries: [(name: String, version: String)]
  /// libcurl's protocols, for telling whether https is there.
  var protocols: [String]
  /// Each folder's role and where it is.
  var folders: [(role: String, url: URL)]
  /// Opens `device`, configures it and closes it, or throws the reason it cannot.
  var checkDevice: @Sendable (_ device: String) async throws -> Void

  static func live(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> Diagnostics
  {
    let folders = LiveFolders(environment: environment)
    return Diagnostics(
      libraries: [
        ("libcurl", Libcurl.versionDescription),
        ("alsa-lib", LibraryVersions.alsa),
        ("libsndfile", LibraryVersions.sndfile),
        ("libmpg123", LibraryVersions.mpg123),
        ("SQLite", ArticleStoreLibrary.sqliteVersion),
      ],
      protocols: Libcurl.protocols,
      folders: [
        ("configuration", folders.storage.configuration),
        ("state", folders.storage.state),
        ("cache", folders.cache),
        ("articles", folders.articleStore),
      ],
      checkDevice: { device in try await AudioPlayerClient.checkDevice(device) }
    )
  }
}

import AudioPlayerClientLive
import Foundation
import ProcessEngine
import Testing

/// The versions come from the libraries loaded into this process; `pkg-config` reads the installed
/// packages' own records, so the two agree on a system with one copy of each.
struct LibraryVersionsTests {
  static func installedVersion(_ package: String) throws -> String {
    try SpawnedProcess.run("pkg-config", arguments: ["--modversion", package])
      .successfulOutput().trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func alsaAndLibsndfileReportTheInstalledVersions() throws {
    #expect(LibraryVersions.alsa == (try Self.installedVersion("alsa")))
    #expect(LibraryVersions.sndfile == (try Self.installedVersion("sndfile")))
  }

  @Test func libmpg123ReportsItsReleaseOrTheLibraryFileItWasLoadedFrom() throws {
    let version = LibraryVersions.mpg123
    let release = try Self.installedVersion("libmpg123")
    #expect(
      version == release || (version.hasPrefix("API ") && version.contains("libmpg123.so.")),
      "\(version)")
  }
}

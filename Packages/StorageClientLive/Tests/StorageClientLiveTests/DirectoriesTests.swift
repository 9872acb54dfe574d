import DependenciesTestSupport
import Foundation
import StorageClientLive
import Testing

@Suite(.dependencies)
struct DirectoriesTests {
  @Test func xdgVariablesNameTheParentFolders() {
    let directories = StorageDirectories.xdg(
      application: "reader-app",
      environment: [
        "HOME": "/home/reader",
        "XDG_CONFIG_HOME": "/srv/config",
        "XDG_STATE_HOME": "/srv/state",
        "XDG_CACHE_HOME": "/srv/cache",
      ])
    #expect(directories.configuration.path == "/srv/config/reader-app")
    #expect(directories.state.path == "/srv/state/reader-app")
    #expect(directories.cache.path == "/srv/cache/reader-app")
  }

  @Test func unsetVariablesFallBackToTheHomeFolder() {
    let directories = StorageDirectories.xdg(
      application: "reader-app", environment: ["HOME": "/home/reader"])
    #expect(directories.configuration.path == "/home/reader/.config/reader-app")
    #expect(directories.state.path == "/home/reader/.local/state/reader-app")
    #expect(directories.cache.path == "/home/reader/.cache/reader-app")
  }

  @Test func relativeAndEmptyVariablesAreIgnored() {
    let directories = StorageDirectories.xdg(
      application: "reader-app",
      environment: [
        "HOME": "/home/reader",
        "XDG_CONFIG_HOME": "relative/config",
        "XDG_STATE_HOME": "",
      ])
    #expect(directories.configuration.path == "/home/reader/.config/reader-app")
    #expect(directories.state.path == "/home/reader/.local/state/reader-app")
  }

  @Test func withoutHomeTheUserDatabaseGivesTheHomeFolder() throws {
    let directories = StorageDirectories.xdg(
      application: "reader-app", environment: ["HOME": "relative"])
    let passwd = try String(contentsOfFile: "/etc/passwd", encoding: .utf8)
    let entry = try #require(
      passwd.split(separator: "\n").map {
        $0.split(separator: ":", omittingEmptySubsequences: false)
      }
      .first { $0.count > 5 && $0[2] == "\(getuid())" })
    let home = String(entry[5])
    #expect(directories.configuration.path == home + "/.config/reader-app")
    #expect(directories.state.path == home + "/.local/state/reader-app")
  }

  @Test func cacheAndDataFollowTheSameRules() {
    let base = XDGBaseDirectories(environment: [
      "HOME": "/home/reader", "XDG_CACHE_HOME": "/srv/cache", "XDG_DATA_HOME": "data",
    ])
    #expect(base.cache.path == "/srv/cache")
    #expect(base.data.path == "/home/reader/.local/share")
  }

  @Test func eachAreaHasItsFolder() {
    let directories = StorageDirectories.xdg(
      application: "reader-app", environment: ["HOME": "/home/reader"])
    #expect(directories.folder(for: .configuration) == directories.configuration)
    #expect(directories.folder(for: .state) == directories.state)
    #expect(directories.folder(for: .cache) == directories.cache)
  }
}

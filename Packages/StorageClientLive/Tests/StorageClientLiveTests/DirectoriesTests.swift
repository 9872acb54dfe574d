import DependenciesTestSupport
import Foundation
import StorageClientLive
import Testing

@Suite(.dependencies)
struct DirectoriesTests {
  @Test func xdgVariablesNameTheParentFolders() {
    let directories = StorageDirectories.xdg(environment: [
      "HOME": "/home/reader",
      "XDG_CONFIG_HOME": "/srv/config",
      "XDG_STATE_HOME": "/srv/state",
    ])
    #expect(directories.configuration.path == "/srv/config/news-cli")
    #expect(directories.state.path == "/srv/state/news-cli")
  }

  @Test func unsetVariablesFallBackToTheHomeFolder() {
    let directories = StorageDirectories.xdg(environment: ["HOME": "/home/reader"])
    #expect(directories.configuration.path == "/home/reader/.config/news-cli")
    #expect(directories.state.path == "/home/reader/.local/state/news-cli")
  }

  @Test func relativeAndEmptyVariablesAreIgnored() {
    let directories = StorageDirectories.xdg(environment: [
      "HOME": "/home/reader",
      "XDG_CONFIG_HOME": "relative/config",
      "XDG_STATE_HOME": "",
    ])
    #expect(directories.configuration.path == "/home/reader/.config/news-cli")
    #expect(directories.state.path == "/home/reader/.local/state/news-cli")
  }

  @Test func withoutHomeTheUserDatabaseGivesTheHomeFolder() throws {
    let directories = StorageDirectories.xdg(environment: ["HOME": "relative"])
    let passwd = try String(contentsOfFile: "/etc/passwd", encoding: .utf8)
    let entry = try #require(
      passwd.split(separator: "\n").map { $0.split(separator: ":", omittingEmptySubsequences: false) }
        .first { $0.count > 5 && $0[2] == "\(getuid())" })
    let home = String(entry[5])
    #expect(directories.configuration.path == home + "/.config/news-cli")
    #expect(directories.state.path == home + "/.local/state/news-cli")
  }

  @Test func eachAreaHasItsFolder() {
    let directories = StorageDirectories.xdg(environment: ["HOME": "/home/reader"])
    #expect(directories.folder(for: .configuration) == directories.configuration)
    #expect(directories.folder(for: .state) == directories.state)
  }
}

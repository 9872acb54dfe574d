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

  @Test func relativeVariablesAreIgnoredAsTheEngineSays() {
    let directories = StorageDirectories.xdg(
      application: "reader-app",
      environment: ["HOME": "/home/reader", "XDG_CONFIG_HOME": "relative/config"])
    #expect(directories.configuration.path == "/home/reader/.config/reader-app")
  }

  @Test func eachAreaHasItsFolder() {
    let directories = StorageDirectories.xdg(
      application: "reader-app", environment: ["HOME": "/home/reader"])
    #expect(directories.folder(for: .configuration) == directories.configuration)
    #expect(directories.folder(for: .state) == directories.state)
    #expect(directories.folder(for: .cache) == directories.cache)
  }
}

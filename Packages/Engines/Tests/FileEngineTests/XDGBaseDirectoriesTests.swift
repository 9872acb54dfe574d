import FileEngine
import Foundation
import Testing

struct XDGBaseDirectoriesTests {
  @Test func variablesNameTheFolders() {
    let base = XDGBaseDirectories(environment: [
      "HOME": "/home/reader", "XDG_CONFIG_HOME": "/srv/config", "XDG_STATE_HOME": "/srv/state",
      "XDG_CACHE_HOME": "/srv/cache", "XDG_DATA_HOME": "/srv/data",
    ])
    #expect(base.configuration.path == "/srv/config")
    #expect(base.state.path == "/srv/state")
    #expect(base.cache.path == "/srv/cache")
    #expect(base.data.path == "/srv/data")
  }

  @Test func unsetVariablesFallBackToTheHomeFolder() {
    let base = XDGBaseDirectories(environment: ["HOME": "/home/reader"])
    #expect(base.configuration.path == "/home/reader/.config")
    #expect(base.state.path == "/home/reader/.local/state")
    #expect(base.cache.path == "/home/reader/.cache")
    #expect(base.data.path == "/home/reader/.local/share")
  }

  @Test func relativeAndEmptyVariablesAreIgnored() {
    let base = XDGBaseDirectories(environment: [
      "HOME": "/home/reader", "XDG_CONFIG_HOME": "relative/config", "XDG_STATE_HOME": "",
      "XDG_DATA_HOME": "data",
    ])
    #expect(base.configuration.path == "/home/reader/.config")
    #expect(base.state.path == "/home/reader/.local/state")
    #expect(base.data.path == "/home/reader/.local/share")
  }

  @Test func withoutHomeTheUserDatabaseGivesTheHomeFolder() throws {
    let base = XDGBaseDirectories(environment: ["HOME": "relative"])
    let passwd = try String(contentsOfFile: "/etc/passwd", encoding: .utf8)
    let entry = try #require(
      passwd.split(separator: "\n").map {
        $0.split(separator: ":", omittingEmptySubsequences: false)
      }
      .first { $0.count > 5 && $0[2] == "\(getuid())" })
    let home = String(entry[5])
    #expect(base.configuration.path == home + "/.config")
    #expect(base.data.path == home + "/.local/share")
  }
}

struct ApplicationFoldersTests {
  @Test func anApplicationsFoldersAreFoldersOfItsNameUnderEachBase() {
    let folders = XDGBaseDirectories(environment: [
      "HOME": "/home/ana", "XDG_CONFIG_HOME": "/etc/ana", "XDG_DATA_HOME": "/data",
    ]).folders(of: "reader-app")
    #expect(folders.configuration.path == "/etc/ana/reader-app")
    #expect(folders.state.path == "/home/ana/.local/state/reader-app")
    #expect(folders.cache.path == "/home/ana/.cache/reader-app")
    #expect(folders.data.path == "/data/reader-app")
  }
}

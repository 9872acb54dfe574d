import Dependencies
import DependenciesTestSupport
import Foundation
import StorageClient
import Testing

@testable import NewsCLI

@Suite(.dependencies)
struct SettingsTests {
  @Test func missingFieldsMeanDefaults() async throws {
    let stored = try await withDependencies {
      $0.storage.load = { key in
        #expect(key == .settings)
        return Data(#"{"volume": 0.5}"#.utf8)
      }
    } operation: {
      try await Settings.load()
    }
    #expect(stored.value == Settings(volume: 0.5))
  }

  /// A person's typo in one field costs that field only: the file is kept and the rest is used.
  @Test func valuesOfTheWrongTypeOrOutOfRangeAreIgnoredAndReported() async throws {
    let file = #"""
      {"headlineLimit": 0, "volume": 7, "bulletinFeed": "ftp://example.org/feed", "audioDevice": "null",
       "headlinelimit": 5}
      """#
    let stored = try await withDependencies {
      $0.storage.load = { _ in Data(file.utf8) }
    } operation: {
      try await Settings.load()
    }
    #expect(stored.problem == nil)
    #expect(stored.value.headlineLimit == nil)
    #expect(stored.value.volume == nil)
    #expect(stored.value.bulletinFeed == nil)
    #expect(stored.value.audioDevice == "null")
    #expect(
      stored.value.problems == [
        "settings.json: headlineLimit must be 1 or more; the default is used",
        "settings.json: bulletinFeed must be an http or https address; the default is used",
        "settings.json: volume must be a number from 0 to 1; the default is used",
        "settings.json: 'headlinelimit' is not a setting and is ignored",
      ])

    let wrongTypes = try await withDependencies {
      $0.storage.load = { _ in
        Data(#"{"headlineLimit": "ten", "volume": 0.5, "audioDevice": " "}"#.utf8)
      }
    } operation: {
      try await Settings.load()
    }
    #expect(wrongTypes.value.volume == 0.5)
    #expect(wrongTypes.value.headlineLimit == nil)
    #expect(wrongTypes.value.audioDevice == nil)
    #expect(wrongTypes.value.problems.count == 2)
  }

  @Test func aFileThatIsNotAnObjectIsSetAside() async throws {
    let setAside = LockIsolated(false)
    let stored = try await withDependencies {
      $0.storage.load = { _ in Data("[1, 2]".utf8) }
      $0.storage.setAside = { _ in
        setAside.setValue(true)
        return "/config/settings.json.corrupt-1"
      }
    } operation: {
      try await Settings.load()
    }
    #expect(setAside.value)
    #expect(stored.value == Settings())
    #expect(stored.problem != nil)
  }

  @Test func aConfigurationFolderThatCannotBeReadIsAWarningNotAFailure() async throws {
    let failure = StorageError.unavailable(
      .settings, reason: "/config/settings.json is in the way: it is a folder, not a file")
    let stored = try await withDependencies {
      $0.storage.load = { _ in throw failure }
    } operation: {
      try await Settings.load()
    }
    #expect(stored.value == Settings())
    #expect(stored.problem == failure)
  }
}

import Testing

@testable import ConfigurationCore

/// The reader's command line (`:`) takes the file's commands, and newsboat's `set NAME VALUE`.
@Suite struct TypedCommandTests {
  private let here = ConfigurationLocation(file: "command line", line: 0)

  @Test func setChangesASettingAsTheFileWould() {
    var loaded = LoadedConfiguration()
    #expect(loaded.apply(typed: #"set browser "mpv %u""#, at: here) == [])
    #expect(loaded.configuration.browser == CommandTemplate("mpv %u"))
    #expect(loaded.apply(typed: "show-read-articles no", at: here) == [])
    #expect(!loaded.configuration.showReadArticles)
    #expect(loaded.origins["browser"] == here)
  }

  @Test func otherCommandsApplyAsTheNextLineOfTheFile() {
    var loaded = LoadedConfiguration()
    loaded.apply(typed: "bind-key x quit", at: here)
    loaded.apply(typed: "color listfocus red default", at: here)
    #expect(loaded.configuration.keyBindings.count == 1)
    #expect(loaded.configuration.colors[.listfocus] == ColorStyle(foreground: .named(.red)))
  }

  @Test func aWrongCommandSaysWhyAndChangesNothing() {
    var loaded = LoadedConfiguration()
    let problems = loaded.apply(typed: "set reload-time soon", at: here)
    #expect(problems.map(\.kind) == [.badValue])
    #expect(loaded.configuration == Configuration())
    #expect(loaded.apply(typed: "include other", at: here).map(\.kind) == [.unsupported])
    #expect(loaded.apply(typed: "colour x", at: here).map(\.kind) == [.unknownCommand])
    #expect(loaded.apply(typed: "browser `id`", at: here).map(\.kind) == [.unsupported])
  }

  @Test func nothingTypedIsNothing() {
    var loaded = LoadedConfiguration()
    #expect(loaded.apply(typed: "   ", at: here) == [])
    #expect(loaded.apply(typed: "set", at: here).map(\.kind) == [.unknownCommand])
  }
}

import Testing

@testable import ConfigurationCore

@Suite struct ConfigurationParserTests {
  /// A file system of the test's own: paths to texts.
  private func parser(_ files: [String: String], home: String? = "/home/reader")
    -> ConfigurationParser
  {
    ConfigurationParser(home: home) { path in
      files[path].map(IncludedFile.text) ?? .unreadable(reason: "No such file or directory")
    }
  }

  private func commands(_ parsed: ParsedConfiguration) -> [String] {
    parsed.lines.map { ([$0.command] + $0.arguments.map(\.text)).joined(separator: " ") }
  }

  @Test func everyCommandKnowsItsFileAndLine() {
    let parsed = parser([:]).parse("# settings\n\nauto-reload yes\n  reload-time 30\n", file: "/c")
    #expect(commands(parsed) == ["auto-reload yes", "reload-time 30"])
    #expect(
      parsed.lines.map(\.location) == [.init(file: "/c", line: 3), .init(file: "/c", line: 4)])
    #expect(parsed.problems.isEmpty)
  }

  @Test func windowsLineEndsAndAByteOrderMarkAreNoMatter() {
    let parsed = parser([:]).parse("\u{FEFF}auto-reload yes\r\nreload-time 30\r\n", file: "/c")
    #expect(commands(parsed) == ["auto-reload yes", "reload-time 30"])
    #expect(parsed.lines.last?.location.line == 2)
  }

  /// newsboat 2.22 and later: a backslash that ends a line joins it with the next, and the
  /// command is known by its first line.
  @Test func aTrailingBackslashJoinsTheNextLine() {
    let text = "macro p open; \\\nreload; quit; \\\nquit -- \"Opens\"\nauto-reload yes\n"
    let parsed = parser([:]).parse(text, file: "/c")
    #expect(commands(parsed) == ["macro p open; reload; quit; quit -- Opens", "auto-reload yes"])
    #expect(parsed.lines.map(\.location.line) == [1, 4])
  }

  @Test func includedFilesAreReadInPlaceRelativeToTheFileThatIncludesThem() {
    let files = [
      "/home/reader/.config/app/colors": "color info red blue\ninclude more/keys",
      "/home/reader/.config/app/more/keys": "bind-key j down",
      "/home/reader/themes/dark": "color article white black",
    ]
    let text = """
      auto-reload yes
      include colors
      include "~/themes/dark"
      reload-time 30
      """
    let parsed = parser(files).parse(text, file: "/home/reader/.config/app/config")
    #expect(
      commands(parsed) == [
        "auto-reload yes", "color info red blue", "bind-key j down", "color article white black",
        "reload-time 30",
      ])
    #expect(
      parsed.lines[2].location
        == ConfigurationLocation(file: "/home/reader/.config/app/more/keys", line: 1))
    #expect(parsed.problems.isEmpty)
  }

  @Test func aMissingIncludeIsAProblemOnItsLineAndTheRestIsRead() {
    let parsed = parser([:]).parse("include nowhere\nauto-reload yes", file: "/etc/app/config")
    #expect(commands(parsed) == ["auto-reload yes"])
    #expect(
      parsed.problems == [
        ConfigurationProblem(
          .include, at: .init(file: "/etc/app/config", line: 1),
          "cannot include 'nowhere': No such file or directory")
      ])
  }

  @Test func anIncludeCycleIsAProblemAndEachFileIsReadOnce() {
    let files = [
      "/c/a": "include b\nauto-reload yes",
      "/c/b": "reload-time 5\ninclude ./a",
    ]
    let parsed = parser(files).parse(files["/c/a"]!, file: "/c/a")
    #expect(commands(parsed) == ["reload-time 5", "auto-reload yes"])
    #expect(parsed.problems.map(\.kind) == [.include])
    #expect(parsed.problems.first?.location == ConfigurationLocation(file: "/c/b", line: 2))
    #expect(parsed.problems.first?.message.contains("includes itself") == true)
  }

  @Test func aFileThatIncludesItselfIsReadOnce() {
    let parsed = parser(["/c/a": "include a"]).parse("include a\nauto-reload yes", file: "/c/a")
    #expect(commands(parsed) == ["auto-reload yes"])
    #expect(parsed.problems.map(\.location.line) == [1])
  }

  @Test func includesNestedTooDeepStop() {
    var files: [String: String] = [:]
    for depth in 0..<40 { files["/c/\(depth)"] = "include \(depth + 1)\nreload-time 5" }
    let parsed = parser(files).parse(files["/c/0"]!, file: "/c/0")
    #expect(parsed.lines.count == ConfigurationParser.maximumDepth)
    #expect(parsed.problems.count == 1)
  }

  @Test func aTildeWithoutAHomeIsAProblem() {
    let parsed = parser([:], home: nil).parse("include ~/colors", file: "/c")
    #expect(parsed.problems.map(\.kind) == [.include])
  }

  @Test func includeTakesOneFile() {
    let parsed = parser([:]).parse("include\ninclude a b", file: "/c")
    #expect(parsed.problems.map(\.kind) == [.badValue, .badValue])
  }

  @Test func backticksAndControlCharactersSkipOnlyTheirLine() {
    let parsed = parser([:]).parse(
      "browser `which w3m`\nnotify-format \"\u{1B}]52;c;x\u{07}\"\nauto-reload yes", file: "/c")
    #expect(commands(parsed) == ["auto-reload yes"])
    #expect(parsed.problems.map(\.kind) == [.unsupported, .syntax])
    #expect(parsed.problems.map(\.location.line) == [1, 2])
  }

  @Test func aColorSchemeIsReadAsIfIncluded() {
    let parsed = parser([:]).parse("color-scheme dusk\ncolor-scheme nonesuch", file: "/c")
    #expect(parsed.lines.contains { $0.command == "color" })
    #expect(parsed.lines.allSatisfy { $0.location.file == "color-scheme dusk" })
    #expect(parsed.problems.map(\.kind) == [.badValue])
    #expect(parsed.problems.first?.message.contains("dusk, paper, mono") == true)
  }

  @Test func aProblemSaysItsFileAndLineFirstAndQuotesNothingRawToATerminal() {
    let problem = ConfigurationProblem(
      .unknownCommand, at: .init(file: "/tmp/\u{1B}[2Jconfig", line: 7), "'x' is not a command")
    #expect(problem.description == "/tmp/config:7: 'x' is not a command")
    #expect(
      ConfigurationLocation(file: "/a/settings.json", line: 0).description == "/a/settings.json")
  }

  @Test func includePathsAreFoldedToOneSpelling() {
    #expect(IncludePath.resolve("../b/./c", from: "/x/y/config", home: nil) == "/x/b/c")
    #expect(IncludePath.resolve("/abs//d", from: "/x/config", home: nil) == "/abs/d")
    #expect(IncludePath.resolve("~", from: "/x/config", home: "/h") == "/h")
    #expect(IncludePath.resolve("c", from: "config", home: nil) == "c")
  }
}

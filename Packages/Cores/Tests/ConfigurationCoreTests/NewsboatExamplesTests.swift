import Foundation
import Testing

@testable import ConfigurationCore

/// What newsboat itself ships, as Debian installs it with the `newsboat` package
/// (`Scripts/install-system-packages --for tests` asks for it): the example configuration, which
/// gives one example line for every command newsboat 2.21 has, and the colour schemes of its
/// contrib folder. A newsboat user's file is made of such lines.
@Suite struct NewsboatExamplesTests {
  static let documentation = "/usr/share/doc/newsboat"

  private func text(_ path: String) throws -> String {
    let full = "\(Self.documentation)/\(path)"
    try #require(
      FileManager.default.fileExists(atPath: full),
      "\(full) is missing: install newsboat (Scripts/install-system-packages --for tests)")
    return try String(contentsOfFile: full, encoding: .utf8)
  }

  private func load(_ text: String, file: String) -> LoadedConfiguration {
    LoadedConfiguration(
      text, file: file,
      parser: ConfigurationParser(home: "/home/reader") { _ in
        .unreadable(reason: "No such file or directory")
      })
  }

  /// The example configuration is all comments; each command's section ends with its example,
  /// commented out. Uncommented, every example of a command this reader supports applies
  /// without a word, and every other is named once as newsboat's and unsupported.
  @Test func everyExampleOfTheExampleConfigurationAppliesOrIsNamedAsUnsupported() throws {
    let sections = try text("examples/config").components(separatedBy: "\n\n")
      .filter { $0.hasPrefix("####") }
    let examples = sections.compactMap { section in
      section.split(separator: "\n").last.map { String($0.dropFirst(2)) }
    }
    #expect(examples.count > 140)
    let loaded = load(examples.joined(separator: "\n"), file: "examples")
    let problems = Dictionary(grouping: loaded.problems) { examples[$0.location.line - 1] }
    for (number, example) in examples.enumerated() {
      let name = String(example.prefix { $0 != " " })
      let found = problems[example]?.map(\.kind) ?? []
      switch name {
      case "include":
        #expect(found == [.include], "\(example)")
      case "dirbrowser-file-format":
        // A slip of newsboat's documentation, for dirbrowser-title-format: no command at all.
        #expect(found == [.unknownCommand], "\(example)")
      case _
      where LoadedConfiguration.settingNames.contains(name)
        || ["bind-key", "unbind-key", "macro", "color", "highlight", "highlight-article"]
          .contains(name):
        #expect(found == [], "line \(number + 1): \(example)")
      default:
        #expect(found == [.unsupported], "line \(number + 1): \(example)")
      }
    }
    let configuration = loaded.configuration
    #expect(configuration.browser == CommandTemplate("w3m %u"))
    #expect(configuration.reloadTime == 120)
    #expect(configuration.macros.map(\.operations.count) == [3])
    #expect(configuration.keyBindings.count == 2)
  }

  @Test func everyShippedColorSchemeAppliesWhole() throws {
    let folder = "contrib/colorschemes"
    let names = try FileManager.default.contentsOfDirectory(
      atPath: "\(Self.documentation)/\(folder)")
    #expect(names.count >= 13)
    for name in names {
      let loaded = load(try text("\(folder)/\(name)"), file: name)
      #expect(loaded.problems == [], "\(name)")
      #expect(!loaded.configuration.colors.isEmpty, "\(name)")
    }
    let inkpot = load(try text("\(folder)/inkpot"), file: "inkpot").configuration
    #expect(inkpot.highlights.map(\.pattern).contains(#"\[[0-9]+\]"#))
    #expect(inkpot.colors[.listfocus]?.background == .indexed(61))
  }
}

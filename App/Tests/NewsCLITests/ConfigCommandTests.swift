import Foundation
import Testing

@testable import NewsCLI

/// `config check` and `config show` on the built binary, with a config file (and settings.json)
/// in a home of the test's own.
struct ConfigCommandTests {
  /// An app whose config file holds `text`, and whose settings.json holds `settings` when given.
  private func app(config text: String?, settings: String? = nil) throws -> NewsCLIProcess {
    let cli = NewsCLIProcess()
    let folder = cli.home.appendingPathComponent("config/\(AppIdentity.name)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    if let text { try Data(text.utf8).write(to: folder.appendingPathComponent("config")) }
    if let settings {
      try Data(settings.utf8).write(to: folder.appendingPathComponent("settings.json"))
    }
    return cli
  }

  private func file(_ cli: NewsCLIProcess, _ name: String = "config") -> String {
    cli.home.appendingPathComponent("config/\(AppIdentity.name)/\(name)").path
  }

  @Test func withoutAConfigFileThereIsNoProblem() async throws {
    let cli = try app(config: nil)
    let checked = try await cli.run(["config", "check"])
    #expect(checked.status == 0)
    #expect(checked.standardOutput == "\(file(cli)): no problems, and nothing set.\n")
    #expect(checked.standardError == "")
  }

  @Test func aGoodFileHasNoProblem() async throws {
    let cli = try app(config: "auto-reload yes\nbind-key j down\ncolor-scheme paper\n")
    let checked = try await cli.run(["config", "check"])
    #expect(checked.status == 0)
    #expect(checked.standardOutput == "\(file(cli)): no problems.\n")
  }

  /// Every kind of problem, each named with its file and line, in the order of the lines, and
  /// the status 1; the lines around them apply.
  @Test func checkNamesEveryProblemWithItsFileAndLine() async throws {
    let cli = try app(
      config: """
        # A newsboat user's config, with one of each problem.
        browser "w3m %u"
        cache-file "~/.newsboat/cache.db"
        frobnicate yes
        reload-time soon
        browser `which w3m`
        notify-format "\u{1B}[2J"
        include colors
        include keys
        color listfocus yellow blue invis
        bind-key j dwon
        auto-reload yes
        """)
    let keys = cli.home.appendingPathComponent("config/\(AppIdentity.name)/keys")
    try Data("include config\nbind-key k up\n".utf8).write(to: keys)
    let checked = try await cli.run(["config", "check"])
    #expect(checked.status == 1)
    let config = file(cli)
    #expect(
      checked.standardOutput.split(separator: "\n") == [
        "\(config):3: cache-file is newsboat's, and this reader does not support it; the line is skipped",
        "\(config):4: 'frobnicate' is not a command; the line is skipped",
        "\(config):5: reload-time takes a whole number from 1 to 10080 (minutes), not 'soon'; it stays 60",
        "\(config):6: runs a command between backticks, which this reader never does from its configuration; the line is skipped",
        "\(config):7: holds a control character; the line is skipped",
        "\(config):8: cannot include 'colors': there is no such file",
        "\(keys.path):1: 'config' includes itself (through \(config) → \(keys.path)); it is read once",
        "\(config):10: the attribute invis is not drawn here; the rest of the line applies",
        "\(config):11: 'dwon' is not an operation; the line is skipped",
      ])
    #expect(checked.standardError == "")

    let shown = try await cli.run(["config", "show"])
    #expect(shown.status == 0)
    #expect(shown.standardOutput.contains("auto-reload                 yes  # \(config):12"))
    #expect(shown.standardOutput.contains("bind-key k up"))
    #expect(shown.standardOutput.contains("color listfocus yellow blue\n"))
    // Other commands warn once, on standard error, and run.
    #expect(shown.standardError.split(separator: "\n").count == 9)
    #expect(shown.standardError.hasPrefix("warning: \(config):3: cache-file"))
  }

  @Test func aConfigFileThatCannotBeReadIsAProblemAndTheDefaultsApply() async throws {
    let cli = try app(config: nil)
    try FileManager.default.createDirectory(
      atPath: file(cli), withIntermediateDirectories: true)
    let checked = try await cli.run(["config", "check"])
    #expect(checked.status == 1)
    #expect(
      checked.standardOutput
        == "\(file(cli)): cannot be read: it is a folder; the defaults apply\n")
  }

  /// settings.json keeps working: its values apply where the config file sets none, and one
  /// note says where they belong now.
  @Test func settingsJSONStillAppliesWhereTheConfigFileIsSilent() async throws {
    let cli = try app(
      config: "headline-limit 50\n",
      settings: #"{"headlineLimit": 40, "volume": 0.25, "keepPerFeed": 200, "audioDevice": "null"}"#
    )
    let shown = try await cli.run(["config", "show"])
    let settings = file(cli, "settings.json")
    #expect(shown.status == 0)
    #expect(shown.standardOutput.contains("headline-limit              50  # \(file(cli)):1"))
    #expect(shown.standardOutput.contains("volume                      0.25  # \(settings)"))
    #expect(shown.standardOutput.contains("max-items                   200  # \(settings)"))
    #expect(shown.standardOutput.contains("audio-device                null  # \(settings)"))
    #expect(
      shown.standardError
        == "warning: \(settings): these settings belong in \(file(cli)) now, as the lines "
        + "headline-limit 40; volume 0.25; audio-device null; max-items 200. It is still read, "
        + "and where both set a value the config file wins.\n")

    let checked = try await cli.run(["config", "check"])
    #expect(checked.status == 0)
    #expect(checked.standardOutput.hasPrefix("note: \(settings): these settings belong in"))
  }

  /// What `config show` prints, written to the config file, reads back as the same settings.
  @Test func aFileThatConfigShowWroteReadsBackTheSame() async throws {
    let cli = try app(
      config: #"""
        browser "firefox --new-tab %u"
        opener "youtube\\.com|\\.mp4$" "mpv '%u'" background
        auto-reload yes
        reload-time 15
        notify-program "notify-send -a \"news\""
        notify-format "%d new articles (%n unread)"
        articlelist-format "%4i %f %D  %?T?|%-17T|  ?%t"
        keep-articles-days 30
        save-path "~/Saved Articles"
        unbind-key -a
        bind-key j down
        bind-key "#" goto-url article
        bind gg everywhere home -- "To the top"
        macro m set browser "mpv %u" ; open-in-browser ; set browser "firefox %u" -- "Watch"
        color-scheme dusk
        highlight-article "title =~ \"Swift\"" white red bold
        """#)
    let first = try await cli.run(["config", "show"])
    #expect(first.status == 0)
    #expect(first.standardError == "")
    try Data(first.standardOutput.utf8).write(to: URL(fileURLWithPath: file(cli)))
    let checked = try await cli.run(["config", "check"])
    #expect(checked.status == 0, "\(checked.standardOutput)")
    let second = try await cli.run(["config", "show"])
    /// The values, without the comments that say where each was set.
    func values(_ text: String) -> [String] {
      text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
        String($0.components(separatedBy: "  # ")[0])
      }
    }
    #expect(values(second.standardOutput) == values(first.standardOutput))
    #expect(values(first.standardOutput).contains("reload-time                 15"))
  }

  @Test func schemesAreListedAndPrinted() async throws {
    let cli = try app(config: nil)
    #expect(try await cli.run(["config", "scheme"]).standardOutput == "dusk\npaper\nmono\n")
    let paper = try await cli.run(["config", "scheme", "paper"])
    #expect(paper.standardOutput.contains("color listfocus           white   blue"))
    let missing = try await cli.run(["config", "scheme", "sepia"])
    #expect(missing.status == 1)
    #expect(missing.standardError.contains("There is no colour scheme sepia"))
  }

  /// Under `--preview` nothing of the user's is read, the config file neither.
  @Test func previewReadsNoConfigFile() async throws {
    let cli = try app(config: "frobnicate\nreload-time 5\n")
    let shown = try await cli.run(["--preview", "config", "show"])
    #expect(shown.standardError == "")
    #expect(shown.standardOutput.contains("reload-time                 60  # default"))
  }
}

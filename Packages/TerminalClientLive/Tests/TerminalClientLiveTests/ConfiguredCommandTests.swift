import ConfigurationCore
import Foundation
import TerminalClient
import TerminalClientLiveTestSupport
import TestSupport
import Testing

@testable import TerminalClientLive

/// Commands from the configuration, run by a real `sh`: the browser and openers on a link, a
/// notifier with its message. The fields of an article are text from a stranger; they must reach
/// the command as one argument each and never as shell text.
@Suite struct ConfiguredCommandTests {
  /// A folder with a logging script: it writes each of its arguments followed by a NUL, so that
  /// an argument that holds a line break is still told apart, and what its standard input is.
  ///
  /// Run as `/bin/sh SCRIPT`, not executed itself: a process another test forks while the script
  /// is open for writing would make executing it fail with ETXTBSY.
  private static func makeLogger() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    _ = try folder.write(
      Data(
        """
        #!/bin/sh
        folder="$(dirname "$0")"
        while [ -e "$folder/wait" ] && [ ! -e "$folder/go" ]; do sleep 0.01; done
        printf '%s\\0' "$@" > "$folder/arguments.tmp"
        readlink /proc/$$/fd/0 > "$folder/input"
        mv "$folder/arguments.tmp" "$folder/arguments"
        """.utf8), to: "log")
    return folder
  }

  private static func arguments(in folder: TemporaryFolder) -> [String]? {
    folder.contents("arguments").map { text in
      text.split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
  }

  private static let hostileTitle = #"; touch pwned; $(touch pwned) `touch pwned` 'q' "d" \n"#

  @Test(arguments: [
    "/bin/sh LOG %u %t %f", "/bin/sh LOG '%u' '%t' '%f'", #"/bin/sh LOG "%u" "%t" "%f""#,
    #"/bin/sh LOG "%u" '%t' %f 2>/dev/null | cat"#,
  ])
  func hostileFeedTextStaysOneArgumentHoweverTheTemplateQuotesIt(template: String) async throws {
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    defer { pty.close() }
    let folder = try Self.makeLogger()
    let url = URL(string: "https://example.com/a?q=$(touch%20pwned)&r=`touch`;touch pwned")!
    let command = CommandTemplate(
      template.replacingOccurrences(of: "LOG", with: folder.path("log")))
    let terminal = TerminalClient.live(input: pty.slave, output: pty.slave)

    try await terminal.run(
      .opening(
        url, title: Self.hostileTitle, feed: "Feed\nwith a line break",
        as: LinkOpening(command: command, handsOverTerminal: true)))
    #expect(
      Self.arguments(in: folder)
        == [url.absoluteString, Self.hostileTitle, "Feed\nwith a line break"])
    #expect(!FileManager.default.fileExists(atPath: folder.path("pwned")))
    #expect(!FileManager.default.fileExists(atPath: "pwned"))
  }

  /// newsboat's `browser links`: without `%u`, the URL follows the command.
  @Test func aBrowserWithoutPercentUGetsTheURLLast() async throws {
    let folder = try Self.makeLogger()
    let url = URL(string: "https://example.com/a b".replacingOccurrences(of: " ", with: "%20"))!
    try await TerminalClient.live().run(
      .opening(
        url,
        as: LinkOpening(
          command: CommandTemplate("/bin/sh \(folder.path("log")) --new"),
          handsOverTerminal: true)))
    #expect(Self.arguments(in: folder) == ["--new", url.absoluteString])
  }

  @Test func aCommandHandedTheTerminalRunsOnItAndTheTerminalIsTakenBack() async throws {
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    defer { pty.close() }
    let folder = try Self.makeLogger()
    let terminal = TerminalClient.live(input: pty.slave, output: pty.slave)
    try await terminal.enter()
    let raw = pty.mode
    let recorder = EventRecorder(terminal.events())

    try await terminal.run(
      .opening(
        URL(string: "https://example.com/")!,
        as: LinkOpening(
          command: CommandTemplate("/bin/sh \(folder.path("log")) %u"), handsOverTerminal: true)))
    #expect(folder.contents("input")?.hasPrefix("/dev/pts/") == true)
    #expect(pty.mode.isSame(as: raw))
    #expect(await recorder.waitFor(count: 1) == [.resume])
    await terminal.leave()
  }

  /// mpv or a clipboard tool: started beside the reader, which carries on at once, with no
  /// terminal to read from or write over.
  @Test func aCommandNotHandedTheTerminalStartsBesideTheCaller() async throws {
    let folder = try Self.makeLogger()
    _ = try folder.write(Data(), to: "wait")
    try await TerminalClient.live().run(
      .opening(
        URL(string: "https://example.com/v.mp4")!, title: "A title",
        as: LinkOpening(
          command: CommandTemplate("/bin/sh \(folder.path("log")) %t %u"),
          handsOverTerminal: false)))
    // The command waits for `go`, which only comes now: the call returned while it ran.
    #expect(Self.arguments(in: folder) == nil)
    _ = try folder.write(Data(), to: "go")
    #expect(await waitUntil { Self.arguments(in: folder) != nil })
    #expect(Self.arguments(in: folder) == ["A title", "https://example.com/v.mp4"])
    #expect(folder.contents("input") == "/dev/null\n")
  }

  /// newsboat's `notify-program`: the message is the program's first argument.
  @Test func aProgramGivenArgumentsGetsEachWhole() async throws {
    let folder = try Self.makeLogger()
    try await TerminalClient.live().run(
      ExternalCommand(
        template: CommandTemplate("/bin/sh \(folder.path("log"))"),
        subject: .arguments(["3 new articles; $(touch pwned)"]), handsOverTerminal: false))
    #expect(await waitUntil { Self.arguments(in: folder) != nil })
    #expect(Self.arguments(in: folder) == ["3 new articles; $(touch pwned)"])
    #expect(!FileManager.default.fileExists(atPath: folder.path("pwned")))
  }

  /// newsboat's `pipe-to`: the article's text on the command's standard input, the command
  /// handed the terminal, and a command that reads nothing costs the caller nothing.
  @Test func textGivenToACommandArrivesOnItsStandardInputWhole() async throws {
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    defer { pty.close() }
    let folder = try TemporaryFolder()
    let terminal = TerminalClient.live(input: pty.slave, output: pty.slave)
    let text =
      "Title: $(touch pwned)\n" + String(repeating: "a line of the article\n", count: 10_000)

    try await terminal.run(
      ExternalCommand(
        template: CommandTemplate("cat > \(folder.path("piped"))"), subject: .standardInput(text),
        handsOverTerminal: true))
    #expect(folder.contents("piped") == text)
    #expect(!FileManager.default.fileExists(atPath: folder.path("pwned")))

    try await terminal.run(
      ExternalCommand(
        template: CommandTemplate("true"), subject: .standardInput(text), handsOverTerminal: true))
    try await TerminalClient.live().run(
      ExternalCommand(
        template: CommandTemplate("cat > \(folder.path("beside"))"),
        subject: .standardInput("beside"), handsOverTerminal: false))
    #expect(await waitUntil { folder.contents("beside") == "beside" })
  }

  @Test func aCommandThatFailsOnTheTerminalIsReportedByWhatTheUserWrote() async throws {
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    defer { pty.close() }
    let terminal = TerminalClient.live(input: pty.slave, output: pty.slave)
    await #expect(
      throws: TerminalError.commandFailed(command: "exit 3", reason: "it exited with status 3")
    ) {
      try await terminal.run(
        .opening(
          URL(string: "https://example.com/")!,
          as: LinkOpening(command: CommandTemplate("exit 3"), handsOverTerminal: true)))
    }
  }

  @Test func aConfiguredCommandIsNeverGivenALinkThatIsNoWebAddress() async throws {
    let folder = try Self.makeLogger()
    let url = URL(string: "file:///etc/passwd")!
    await #expect(throws: TerminalError.notAWebAddress(url)) {
      try await TerminalClient.live().run(
        .opening(
          url,
          as: LinkOpening(
            command: CommandTemplate("/bin/sh \(folder.path("log")) %u"), handsOverTerminal: false))
      )
    }
    #expect(Self.arguments(in: folder) == nil)
  }
}

import ConfigurationCore
import Foundation
import Glibc
import TerminalClient
import TerminalClientLiveTestSupport
import Testing

@testable import TerminalClientLive

/// Serialized: each test sets `$BROWSER`, which belongs to the whole process.
@Suite(.serialized) struct OpenURLTests {
  /// A browser that records the mode of the terminal it was given, its arguments, one a line, and
  /// what its descriptors are open on.
  ///
  /// Run as `/bin/sh SCRIPT`, not executed itself: a process that another test forks while the
  /// script is open for writing would make executing it fail with ETXTBSY.
  private static func makeBrowser() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("terminal-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = folder.appendingPathComponent("browser")
    try """
    #!/bin/sh
    stty -g > "$(dirname "$0")/stty"
    for argument in "$@"; do printf '%s\\n' "$argument"; done > "$(dirname "$0")/arguments"
    ls -l /proc/$$/fd > "$(dirname "$0")/descriptors"
    """.write(to: script, atomically: true, encoding: .utf8)
    return script
  }

  /// No `browser` in the configuration: `$BROWSER`, else `xdg-open`.
  private static let systemBrowser = LinkOpening(command: nil, handsOverTerminal: true)

  private static func recorded(_ name: String, beside browser: URL) throws -> String {
    try String(
      contentsOf: browser.deletingLastPathComponent().appendingPathComponent(name),
      encoding: .utf8)
  }

  @Test func theBrowserRunsOnTheRestoredTerminalWhichIsTakenBackAfter() async throws {
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    defer { pty.close() }
    let browser = try Self.makeBrowser()
    defer { try? FileManager.default.removeItem(at: browser.deletingLastPathComponent()) }
    setenv("BROWSER", "/bin/sh \(browser.path)", 1)
    let terminal = TerminalClient.live(input: pty.slave, output: pty.slave)
    let sttyBefore = try pty.sttySettings()
    try await terminal.enter()
    let raw = pty.mode
    let recorder = EventRecorder(terminal.events())
    let url = URL(string: "https://example.com/a?q=$(id)&r=`id`;x")!

    try await terminal.run(.opening(url, as: Self.systemBrowser))
    #expect(try Self.recorded("arguments", beside: browser) == url.absoluteString + "\n")
    #expect(try Self.recorded("stty", beside: browser) == sttyBefore + "\n")
    #expect(pty.mode.isSame(as: raw))
    #expect(await recorder.waitFor(count: 1) == [.resume])
    pty.type("j")
    #expect(await recorder.waitFor(count: 2) == [.resume, .key(.character("j"))])
    await terminal.leave()
  }

  /// A browser may outlive the reader; it must not hold the reader's files, pipes and sockets.
  @Test func theBrowserHoldsNoneOfTheReadersDescriptors() async throws {
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    defer { pty.close() }
    let browser = try Self.makeBrowser()
    let folder = browser.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("articles.sqlite").path
    let descriptor = open(store, O_RDWR | O_CREAT, 0o600)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    setenv("BROWSER", "/bin/sh \(browser.path)", 1)
    let terminal = TerminalClient.live(input: pty.slave, output: pty.slave)

    try await terminal.run(.opening(URL(string: "https://example.com/")!, as: Self.systemBrowser))
    let descriptors = try Self.recorded("descriptors", beside: browser)
    #expect(descriptors.contains("/dev/pts/"))
    #expect(!descriptors.contains(store), "the browser held:\n\(descriptors)")
  }

  @Test func browsersAreTriedInTurnUntilOneSucceeds() async throws {
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    defer { pty.close() }
    let browser = try Self.makeBrowser()
    defer { try? FileManager.default.removeItem(at: browser.deletingLastPathComponent()) }
    setenv("BROWSER", "/nonexistent/browser:false:/bin/sh \(browser.path) --new %s", 1)
    let terminal = TerminalClient.live(input: pty.slave, output: pty.slave)

    try await terminal.run(.opening(URL(string: "http://example.com/")!, as: Self.systemBrowser))
    #expect(try Self.recorded("arguments", beside: browser) == "--new\nhttp://example.com/\n")
  }

  @Test func aBrowserThatFailsIsReported() async throws {
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    defer { pty.close() }
    setenv("BROWSER", "false", 1)
    let terminal = TerminalClient.live(input: pty.slave, output: pty.slave)

    await #expect(
      throws: TerminalError.browserFailed(command: "false", reason: "it exited with status 1")
    ) {
      try await terminal.run(.opening(URL(string: "https://example.com/")!, as: Self.systemBrowser))
    }
  }

  @Test(arguments: [
    "file:///etc/passwd", "javascript:alert(1)", "ftp://example.com/", "mailto:a@b",
  ])
  func onlyWebAddressesAreOpened(address: String) async throws {
    let browser = try Self.makeBrowser()
    defer { try? FileManager.default.removeItem(at: browser.deletingLastPathComponent()) }
    setenv("BROWSER", "/bin/sh \(browser.path)", 1)
    let url = URL(string: address)!

    await #expect(throws: TerminalError.notAWebAddress(url)) {
      try await TerminalClient.live().run(.opening(url, as: Self.systemBrowser))
    }
    #expect(throws: (any Error).self) { try Self.recorded("arguments", beside: browser) }
  }
}

import Foundation
import Glibc
import TerminalClientLiveTestSupport
import Testing

/// Every way out of a process that entered the terminal finds it restored; each runs
/// `terminal-child` on a pseudo-terminal, since the test process must not stop or die.
@Suite struct SignalTests {
  @Test(arguments: [SIGTERM, SIGHUP])
  func aTerminatingSignalRestoresTheTerminalAndStillKills(signal: Int32) async throws {
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    defer { pty.close() }
    let before = try pty.sttySettings()
    let child = try ChildTerminal(on: pty)
    #expect(await child.waitForReport("entered"))
    #expect(try pty.sttySettings() != before)

    kill(child.identifier, signal)
    #expect(await child.waitForStatus() == .killed(by: signal))
    #expect(try pty.sttySettings() == before)
    #expect(await pty.waitForOutput(containing: "\u{1B}[?25h\u{1B}[?1049l"))
  }

  @Test func exitRestoresTheTerminal() async throws {
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    defer { pty.close() }
    let before = pty.mode
    let child = try ChildTerminal(on: pty, arguments: ["exit"])

    #expect(await child.waitForStatus() == .exited(0))
    #expect(pty.mode.isSame(as: before))
    #expect(await pty.waitForOutput(containing: "\u{1B}[?1049l"))
  }

  @Test func ctrlZRestoresAndStopsAndSIGCONTTakesTheTerminalOverAgain() async throws {
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    defer { pty.close() }
    let before = pty.mode
    let sttyBefore = try pty.sttySettings()
    let child = try ChildTerminal(on: pty)
    #expect(await child.waitForReport("entered"))
    let raw = pty.mode

    pty.type([0x1A])
    #expect(await child.waitForStatus() == .stopped(by: SIGTSTP))
    #expect(pty.mode.isSame(as: before))
    #expect(try pty.sttySettings() == sttyBefore)
    #expect(await pty.waitForOutput(containing: "\u{1B}[?1049l"))
    pty.clearOutput()

    kill(child.identifier, SIGCONT)
    #expect(await child.waitForReport("suspend"))
    #expect(await child.waitForReport("resume"))
    #expect(pty.mode.isSame(as: raw))
    #expect(await pty.waitForOutput(containing: "\u{1B}[?1049h"))

    pty.type("q")
    #expect(await child.waitForReport("left"))
    #expect(await child.waitForStatus() == .exited(0))
    #expect(pty.mode.isSame(as: before))
  }

  @Test func aStopFromOutsideRestoresTheTerminalToo() async throws {
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    defer { pty.close() }
    let before = pty.mode
    let child = try ChildTerminal(on: pty)
    #expect(await child.waitForReport("entered"))

    kill(child.identifier, SIGTSTP)
    #expect(await child.waitForStatus() == .stopped(by: SIGTSTP))
    #expect(pty.mode.isSame(as: before))

    kill(child.identifier, SIGCONT)
    #expect(await child.waitForReport("resume"))
    #expect(!pty.mode.isSame(as: before))
    pty.type("q")
    #expect(await child.waitForStatus() == .exited(0))
    #expect(pty.mode.isSame(as: before))
  }
}

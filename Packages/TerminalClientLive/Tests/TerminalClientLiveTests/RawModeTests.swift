import Foundation
import Glibc
import TerminalClient
import TerminalClientLiveTestSupport
import Testing

@testable import TerminalClientLive

@Suite struct RawModeTests {
  @Test func enterSetsRawModeAndLeaveRestoresTheModeExactly() async throws {
    let pty = try PseudoTerminal()
    defer { pty.close() }
    let terminal = TerminalClient.live(input: pty.slave, output: pty.slave)
    let before = pty.mode
    let sttyBefore = try pty.sttySettings()

    try await terminal.enter()
    let raw = pty.mode
    #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) == 0)
    #expect(raw.c_iflag & tcflag_t(ICRNL | IXON) == 0)
    #expect(raw.c_cc.6 == 1)  // VMIN: a read returns as soon as one byte is there.
    #expect(try pty.sttySettings() != sttyBefore)

    await terminal.leave()
    #expect(pty.mode.isSame(as: before))
    #expect(try pty.sttySettings() == sttyBefore)
  }

  @Test func enterTakesTheAlternateScreenAndHidesTheCursorAndLeaveGivesThemBack() async throws {
    let pty = try PseudoTerminal()
    defer { pty.close() }
    let terminal = TerminalClient.live(input: pty.slave, output: pty.slave)

    try await terminal.enter()
    #expect(await pty.waitForOutput(containing: "\u{1B}[?1049h\u{1B}[?25l"))
    await terminal.leave()
    #expect(await pty.waitForOutput(containing: "\u{1B}[?25h\u{1B}[?1049l"))
  }

  @Test func leaveIsSafeTwiceAndWithoutEnter() async throws {
    let pty = try PseudoTerminal()
    defer { pty.close() }
    let terminal = TerminalClient.live(input: pty.slave, output: pty.slave)
    let before = pty.mode

    await terminal.leave()
    try await terminal.enter()
    await terminal.leave()
    await terminal.leave()
    #expect(pty.mode.isSame(as: before))
    try await terminal.enter()
    #expect(!pty.mode.isSame(as: before))
    await terminal.leave()
    #expect(pty.mode.isSame(as: before))
  }

  @Test func enteringAPipeFails() async throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }
    let terminal = TerminalClient.live(input: ends[0], output: ends[1])

    await #expect(throws: TerminalError.notATerminal(descriptor: ends[0])) {
      try await terminal.enter()
    }
  }

  @Test func sizeIsTheWindowsOrEightyByTwentyFour() throws {
    let sized = try PseudoTerminal(columns: 132, rows: 43)
    defer { sized.close() }
    let unsized = try PseudoTerminal()
    defer { unsized.close() }

    #expect(
      TerminalClient.live(input: sized.slave, output: sized.slave).size()
        == TerminalSize(columns: 132, rows: 43))
    #expect(
      TerminalClient.live(input: unsized.slave, output: unsized.slave).size()
        == TerminalSize(columns: 80, rows: 24))
  }
}

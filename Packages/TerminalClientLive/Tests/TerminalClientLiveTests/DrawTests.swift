import Foundation
import TerminalClient
import TerminalClientLiveTestSupport
import Testing

@testable import TerminalClientLive

@Suite struct DrawTests {
  @Test func framesReachTheTerminalAsTheirChangesOnly() async throws {
    let pty = try PseudoTerminal(columns: 20, rows: 3)
    defer { pty.close() }
    let terminal = TerminalClient.live(input: pty.slave, output: pty.slave)
    try await terminal.enter()
    #expect(await pty.waitForOutput(containing: "\u{1B}[?7l"))
    pty.clearOutput()

    var frame = Frame(size: terminal.size())
    frame.write("one", row: 0, column: 0)
    await terminal.draw(frame)
    #expect(await pty.waitForOutput(containing: "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Hone"))
    pty.clearOutput()

    frame.write("two", row: 1, column: 2)
    await terminal.draw(frame)
    #expect(await pty.waitForOutput(containing: "\u{1B}[2;3Htwo"))
    #expect(String(decoding: pty.output, as: UTF8.self) == "\u{1B}[2;3Htwo")
    await terminal.leave()
  }

  @Test func nothingIsDrawnOnceLeft() async throws {
    let pty = try PseudoTerminal(columns: 20, rows: 3)
    defer { pty.close() }
    let terminal = TerminalClient.live(input: pty.slave, output: pty.slave)
    try await terminal.enter()
    await terminal.leave()
    #expect(await pty.waitForOutput(containing: "\u{1B}[?1049l"))
    pty.clearOutput()

    var frame = Frame(size: terminal.size())
    frame.write("late", row: 0, column: 0)
    await terminal.draw(frame)
    try await Task.sleep(for: .milliseconds(50))
    #expect(pty.output.isEmpty)
  }

  @Test func aFrameAfterEnteringAgainIsDrawnWhole() async throws {
    let pty = try PseudoTerminal(columns: 20, rows: 3)
    defer { pty.close() }
    let terminal = TerminalClient.live(input: pty.slave, output: pty.slave)
    var frame = Frame(size: terminal.size())
    frame.write("same", row: 0, column: 0)
    try await terminal.enter()
    await terminal.draw(frame)
    await terminal.leave()

    try await terminal.enter()
    pty.clearOutput()
    await terminal.draw(frame)
    #expect(await pty.waitForOutput(containing: "\u{1B}[2J\u{1B}[1;1Hsame"))
    await terminal.leave()
  }

  /// The same frame again draws nothing; after an invalidation it clears the screen and draws
  /// every cell, over whatever another program left there.
  @Test func aFrameAfterAnInvalidationIsDrawnWhole() async throws {
    let pty = try PseudoTerminal(columns: 20, rows: 3)
    defer { pty.close() }
    let terminal = TerminalClient.live(input: pty.slave, output: pty.slave)
    var frame = Frame(size: terminal.size())
    frame.write("same", row: 0, column: 0)
    try await terminal.enter()
    await terminal.draw(frame)
    #expect(await pty.waitForOutput(containing: "same"))
    pty.clearOutput()

    await terminal.draw(frame)
    await terminal.invalidate()
    await terminal.draw(frame)
    #expect(await pty.waitForOutput(containing: "\u{1B}[2J\u{1B}[1;1Hsame"))
    #expect(String(decoding: pty.output, as: UTF8.self) == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Hsame")
    await terminal.leave()
  }
}

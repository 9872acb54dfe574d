import Foundation
import Glibc
import TerminalClient
import TerminalClientLiveTestSupport
import Testing

@testable import TerminalClientLive

@Suite struct EventTests {
  @Test func everyKindOfKeyArrivesFromTheTerminal() async throws {
    let pty = try PseudoTerminal()
    defer { pty.close() }
    let terminal = TerminalClient.live(input: pty.slave, output: pty.slave)
    try await terminal.enter()
    let recorder = EventRecorder(terminal.events())

    let typed: [(String, Key)] = [
      ("j", .character("j")), ("é", .character("é")), ("漢", .character("漢")),
      ("😀", .character("😀")), ("\r", .enter), ("\n", .enter), ("\t", .tab),
      ("\u{7F}", .backspace), ("\u{08}", .backspace), ("\u{1B}[3~", .delete),
      ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
      ("\u{1B}OA", .up), ("\u{1B}OD", .left), ("\u{1B}[H", .home), ("\u{1B}[F", .end),
      ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
      ("\u{1B}OH", .home), ("\u{1B}OF", .end), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
      ("\u{03}", .control("c")), ("\u{0C}", .control("l")), ("\u{1B}[15~x", .character("x")),
    ]
    for (bytes, _) in typed { pty.type(bytes) }
    let events = await recorder.waitFor(count: typed.count)
    #expect(events == typed.map { .key($0.1) })
    await terminal.leave()
  }

  @Test func aLoneEscapeArrivesAfterTheTimeout() async throws {
    let pty = try PseudoTerminal()
    defer { pty.close() }
    let terminal = TerminalClient.live(input: pty.slave, output: pty.slave)
    try await terminal.enter()
    let recorder = EventRecorder(terminal.events())

    pty.type("\u{1B}")
    // Without the timeout a lone escape waits for the byte after it, which comes only below.
    #expect(await recorder.waitFor(count: 1) == [.key(.escape)])
    pty.type("q")
    #expect(await recorder.waitFor(count: 2) == [.key(.escape), .key(.character("q"))])
    await terminal.leave()
  }

  @Test func keysTypedBeforeAnyoneListensAreKept() async throws {
    let pty = try PseudoTerminal()
    defer { pty.close() }
    let terminal = TerminalClient.live(input: pty.slave, output: pty.slave)
    try await terminal.enter()
    pty.type("ab")
    try await Task.sleep(for: .milliseconds(100))

    let recorder = EventRecorder(terminal.events())
    #expect(await recorder.waitFor(count: 2) == [.key(.character("a")), .key(.character("b"))])
    await terminal.leave()
  }

  @Test func theStreamEndsOnLeave() async throws {
    let pty = try PseudoTerminal()
    defer { pty.close() }
    let terminal = TerminalClient.live(input: pty.slave, output: pty.slave)
    try await terminal.enter()
    let recorder = EventRecorder(terminal.events())

    await terminal.leave()
    #expect(await recorder.waitForEnd())
  }

  @Test func aNewListenerEndsTheStreamOfTheLastOne() async throws {
    let pty = try PseudoTerminal()
    defer { pty.close() }
    let terminal = TerminalClient.live(input: pty.slave, output: pty.slave)
    try await terminal.enter()
    let first = EventRecorder(terminal.events())
    let second = EventRecorder(terminal.events())

    #expect(await first.waitForEnd())
    pty.type("k")
    #expect(await second.waitFor(count: 1) == [.key(.character("k"))])
    await terminal.leave()
    #expect(await second.waitForEnd())
  }

  @Test func nothingReadsTheTerminalAfterLeave() async throws {
    let pty = try PseudoTerminal()
    defer { pty.close() }
    let terminal = TerminalClient.live(input: pty.slave, output: pty.slave)
    try await terminal.enter()
    await terminal.leave()

    pty.type("z\n")
    var descriptor = pollfd(fd: pty.slave, events: Int16(POLLIN), revents: 0)
    #expect(poll(&descriptor, 1, 2_000) == 1)
    var byte: UInt8 = 0
    #expect(read(pty.slave, &byte, 1) == 1)
    #expect(byte == UInt8(ascii: "z"))
  }

  @Test func aResizeArrivesWithTheNewSize() async throws {
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    defer { pty.close() }
    let terminal = TerminalClient.live(input: pty.slave, output: pty.slave)
    try await terminal.enter()
    let recorder = EventRecorder(terminal.events())

    pty.resize(columns: 100, rows: 30)
    kill(getpid(), SIGWINCH)
    #expect(await recorder.waitFor(count: 1) == [.resize(TerminalSize(columns: 100, rows: 30))])
    #expect(terminal.size() == TerminalSize(columns: 100, rows: 30))

    // A SIGWINCH that did not change this terminal's size (another window's) reports nothing.
    kill(getpid(), SIGWINCH)
    pty.type("q")
    #expect(
      await recorder.waitFor(count: 2) == [
        .resize(TerminalSize(columns: 100, rows: 30)), .key(.character("q")),
      ])
    await terminal.leave()
  }
}

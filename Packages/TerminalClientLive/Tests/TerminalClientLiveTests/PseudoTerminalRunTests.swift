import Foundation
import TerminalClientLiveTestSupport
import Testing

/// The tests' way to run a program on a terminal and keep every byte it wrote there.
@Suite struct PseudoTerminalRunTests {
  @Test func theProgramSeesATerminalOfTheSizeGiven() async throws {
    let (termination, output) = try await PseudoTerminal.run(
      "/bin/sh", arguments: ["-c", "stty size; test -t 0 && test -t 1 && test -t 2 && exit 3"],
      columns: 132, rows: 40)
    #expect(termination == .exited(3))
    #expect(String(decoding: output, as: UTF8.self) == "40 132\r\n")
  }

  /// Written just before the program ended, and far more than the terminal's buffer holds: all
  /// of it is there when the run returns.
  @Test func everyByteWrittenIsThereWhenTheRunReturns() async throws {
    let (termination, output) = try await PseudoTerminal.run(
      "/bin/sh", arguments: ["-c", "head -c 300000 /dev/zero | tr '\\0' a"])
    #expect(termination == .exited(0))
    #expect(output.count == 300_000)
    #expect(output.allSatisfy { $0 == UInt8(ascii: "a") })
  }
}

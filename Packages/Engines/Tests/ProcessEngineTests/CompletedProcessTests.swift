import Foundation
import Glibc
import ProcessEngine
import Testing

@Suite struct CompletedProcessTests {
  @Test func aRunReturnsTheOutputAndTheErrorsTogetherByDefault() async throws {
    let completed = try await SpawnedProcess.run(
      "/bin/sh", arguments: ["-c", "echo out; echo error >&2"])
    #expect(completed.termination == .exited(0))
    #expect(completed.output == "out\nerror\n")
    #expect(try completed.successfulOutput() == "out\nerror\n")
  }

  @Test func aFailureSaysWhatRanHowItEndedAndWhatItPrinted() throws {
    let completed = try SpawnedProcess.run(
      "/bin/sh", arguments: ["-c", "echo why >&2; exit 4"], standardError: .standardOutput)
    #expect(completed.termination == .exited(4))
    #expect(throws: ProcessFailure(completed)) { try completed.successfulOutput() }
    #expect(
      ProcessFailure(completed).description
        == "/bin/sh -c echo why >&2; exit 4 exited with 4:\nwhy\n")
  }

  /// `tmux new-session` leaves its server running with the command's output open; a pipe would
  /// have kept this run waiting for the server's end, here the `sleep`'s.
  @Test func aRunEndsWithItsProgramNotWithWhatThatLeftBehind() async throws {
    let completed = try await SpawnedProcess.run(
      "/bin/sh", arguments: ["-c", "sleep 30 & echo $!"])
    let leftBehind = try #require(pid_t(completed.output.trimmingCharacters(in: .newlines)))
    #expect(kill(leftBehind, 0) == 0, "the run waited for what its program left behind")
    kill(leftBehind, SIGKILL)
  }
}

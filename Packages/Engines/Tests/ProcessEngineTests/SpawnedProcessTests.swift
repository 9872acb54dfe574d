import Foundation
import Glibc
import ProcessEngine
import Testing

/// Real programs, started and reaped: `/bin/sh`, `cat` and `sleep`.
@Suite struct SpawnedProcessTests {
  @Test func anExitAndADeathAreToldApartAsAShellTellsThem() async throws {
    let exited = try SpawnedProcess.spawn("/bin/sh", arguments: ["-c", "exit 3"])
    #expect(await exited.termination() == .exited(3))
    let killed = try SpawnedProcess.spawn("/bin/sh", arguments: ["-c", "kill -TERM $$"])
    let termination = killed.waitForExit()
    #expect(termination == .killed(by: SIGTERM))
    #expect(termination.shellStatus == 128 + SIGTERM)
  }

  @Test func whetherItHasEndedIsToldWithoutTakingItsStatus() async throws {
    let sleeper = try SpawnedProcess.spawn("sleep", arguments: ["30"], standardInput: .discarded)
    #expect(!sleeper.hasEnded)
    kill(sleeper.identifier, SIGKILL)
    while !sleeper.hasEnded { try await Task.sleep(for: .milliseconds(1)) }
    #expect(sleeper.waitForExit() == .killed(by: SIGKILL))
    #expect(sleeper.hasEnded)
  }

  @Test func aProgramWithoutASlashIsFoundOnThePath() throws {
    #expect(try SpawnedProcess.spawn("true").waitForExit() == .exited(0))
  }

  @Test func aProgramThatCannotBeStartedFailsHereNotInTheChild() {
    #expect {
      try SpawnedProcess.spawn("no-such-program-\(UUID().uuidString)")
    } throws: { error in
      guard let failure = error as? SpawnFailure else { return false }
      return failure.code == ENOENT
        && failure.reason == "it could not be started: No such file or directory"
    }
  }

  @Test func outputAndErrorGoToOneFileAndTheEnvironmentIsTheOneGiven() throws {
    let file = Self.temporaryPath()
    defer { unlink(file) }
    let process = try SpawnedProcess.spawn(
      "/bin/sh", arguments: ["-c", "echo \"$GIVEN${HOME:-}\"; echo error >&2"],
      environment: ["GIVEN": "given"], standardOutput: .file(file),
      standardError: .standardOutput)
    #expect(process.waitForExit() == .exited(0))
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "given\nerror\n")
  }

  @Test func inputComesFromTheDescriptorGivenOrFromNothing() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let file = Self.temporaryPath()
    defer { unlink(file) }
    let reader = try SpawnedProcess.spawn(
      "cat", standardInput: .descriptor(ends[0]), standardOutput: .file(file))
    _ = write(ends[1], "piped", 5)
    close(ends[1])
    #expect(reader.waitForExit() == .exited(0))
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "piped")

    let empty = try SpawnedProcess.spawn(
      "cat", standardInput: .discarded, standardOutput: .file(file))
    #expect(empty.waitForExit() == .exited(0))
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "")
  }

  /// Both ends of a conversation through pipes: the child reads to the end of its input when
  /// this process closes the writing end, and this process reads to the end of the child's output
  /// when it exits, because neither side kept a copy of the other's end.
  @Test func pipesCarryInputAndOutputAndEndWhenTheirWritersDo() async throws {
    let input = Pipe()
    let output = Pipe()
    let process = try SpawnedProcess.spawn(
      "cat", standardInput: .pipe(input), standardOutput: .pipe(output))
    try input.fileHandleForWriting.write(contentsOf: Data("through".utf8))
    try input.fileHandleForWriting.close()
    let received = try output.fileHandleForReading.readToEnd()
    #expect(await process.termination() == .exited(0))
    #expect(received == Data("through".utf8))
  }

  /// The hang this engine was made for: a child that outlives the moment holds no pipe of the
  /// parent's, so the pipe's reader sees its end when the parent closes its side.
  @Test func theChildHoldsNoDescriptorOfTheParentsAboveStandardError() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let sleeper = try SpawnedProcess.spawn(
      "sleep", arguments: ["30"], standardInput: .discarded, standardOutput: .discarded)
    defer {
      kill(sleeper.identifier, SIGKILL)
      _ = sleeper.waitForExit()
    }
    close(ends[1])
    var poll = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
    try #require(Glibc.poll(&poll, 1, 5_000) == 1, "the pipe's end never came")
    var byte: UInt8 = 0
    #expect(read(ends[0], &byte, 1) == 0)
  }

  /// What the parent ignores or blocks, the child does not: `cat` reports its own dispositions.
  /// (glibc keeps two real-time signals of its own ignored, so only SIGUSR2 is looked at there.)
  @Test func theChildStartsWithEverySignalAtItsDefaultAndNoneBlocked() throws {
    let previous = signal(SIGUSR2, SIG_IGN)
    defer { signal(SIGUSR2, previous) }
    var blocked = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGUSR2)
    var mask = sigset_t()
    pthread_sigmask(SIG_BLOCK, &blocked, &mask)
    defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
    let file = Self.temporaryPath()
    defer { unlink(file) }
    let process = try SpawnedProcess.spawn(
      "cat", arguments: ["/proc/self/status"], standardOutput: .file(file))
    #expect(process.waitForExit() == .exited(0))
    let status = try String(contentsOfFile: file, encoding: .utf8)
    let blockedInChild = try #require(Self.signalSet("SigBlk", in: status))
    let ignoredInChild = try #require(Self.signalSet("SigIgn", in: status))
    #expect(blockedInChild == 0)
    #expect(ignoredInChild & (1 << (SIGUSR2 - 1)) == 0)
  }

  /// A line of `/proc/PID/status` that holds a set of signals, as bits: signal n is bit n - 1.
  private static func signalSet(_ name: String, in status: String) -> UInt64? {
    status.split(separator: "\n").first { $0.hasPrefix(name + ":\t") }
      .flatMap { UInt64($0.dropFirst(name.count + 2), radix: 16) }
  }

  @Test func aProcessGroupOfItsOwnOnlyWhenAsked() throws {
    let leader = try SpawnedProcess.spawn(
      "sleep", arguments: ["30"], standardInput: .discarded, inProcessGroupOfItsOwn: true)
    let member = try SpawnedProcess.spawn("sleep", arguments: ["30"], standardInput: .discarded)
    defer {
      for process in [leader, member] {
        kill(process.identifier, SIGKILL)
        _ = process.waitForExit()
      }
    }
    #expect(getpgid(leader.identifier) == leader.identifier)
    #expect(getpgid(member.identifier) == getpgrp())
  }

  private static func temporaryPath() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("spawned-process-\(UUID().uuidString)").path
  }
}

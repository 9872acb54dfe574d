import Foundation
import Glibc

/// A program started with `posix_spawnp`, found on PATH and given its arguments as they are.
struct ChildProcess: Sendable {
  let identifier: pid_t

  /// The started process; glibc reports a program that cannot be run here, not in the child.
  static func spawn(program: String, arguments: [String], input: Int32, output: Int32)
    throws(TerminalError) -> ChildProcess
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO)
    posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var everySignal = sigset_t()
    sigfillset(&everySignal)
    var noSignal = sigset_t()
    sigemptyset(&noSignal)
    posix_spawnattr_setsigdefault(&attributes, &everySignal)
    posix_spawnattr_setsigmask(&attributes, &noSignal)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var identifier: pid_t = 0
    let result = posix_spawnp(&identifier, program, &actions, &attributes, argv, environ)
    guard result == 0 else {
      throw .browserFailed(
        command: program, reason: "it could not be started: \(String(cString: strerror(result)))")
    }
    return ChildProcess(identifier: identifier)
  }

  /// The exit status, or 128 plus the signal that ended it, as a shell reports it; waited for on a
  /// thread of its own so that no task of the cooperative pool blocks in `waitpid`.
  func exitStatus() async -> Int32 {
    await withCheckedContinuation { continuation in
      let identifier = identifier
      let thread = Thread {
        var status: Int32 = 0
        while waitpid(identifier, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        continuation.resume(returning: signal == 0 ? (status >> 8) & 0xFF : 128 + signal)
      }
      thread.name = "browser wait"
      thread.start()
    }
  }
}

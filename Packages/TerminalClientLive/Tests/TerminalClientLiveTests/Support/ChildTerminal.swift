import Foundation
import Glibc
import Synchronization

/// The package's `terminal-child` executable, run on a pseudo-terminal as a shell runs a job: in a
/// process group of its own, so that it can be stopped, continued and killed alone.
final class ChildTerminal: Sendable {
  /// What `waitpid` reported.
  enum Status: Equatable {
    case exited(Int32)
    case killed(by: Int32)
    case stopped(by: Int32)
  }

  let identifier: pid_t
  /// The read end of the child's standard error, where it reports one line per event.
  private let reports: Int32
  private let received = Mutex("")
  /// Set once `waitpid` reported an exit or a death: the process is reaped, and its identifier may
  /// already belong to another process, which must never be killed.
  private let hasEnded = Atomic<Bool>(false)

  /// SwiftPM builds it beside the test bundle, because the test target depends on it.
  private static var executable: String {
    Bundle.main.bundleURL.appendingPathComponent("terminal-child").path
  }

  init(on pty: PseudoTerminal, arguments: [String] = []) throws {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pty.slave, STDIN_FILENO)
    posix_spawn_file_actions_adddup2(&actions, pty.slave, STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, ends[1], STDERR_FILENO)
    posix_spawn_file_actions_addclose(&actions, ends[0])
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var everySignal = sigset_t()
    sigfillset(&everySignal)
    var noSignal = sigset_t()
    sigemptyset(&noSignal)
    posix_spawnattr_setsigdefault(&attributes, &everySignal)
    posix_spawnattr_setsigmask(&attributes, &noSignal)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
    let argv = ([Self.executable] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var identifier: pid_t = 0
    let result = posix_spawn(&identifier, Self.executable, &actions, &attributes, argv, environ)
    close(ends[1])
    guard result == 0 else {
      close(ends[0])
      throw POSIXError(POSIXErrorCode(rawValue: result) ?? .ENOENT)
    }
    self.identifier = identifier
    reports = ends[0]
  }

  deinit {
    if !hasEnded.load(ordering: .acquiring) {
      kill(identifier, SIGKILL)
      var status: Int32 = 0
      waitpid(identifier, &status, 0)
    }
    close(reports)
  }

  /// Waits up to `timeout` seconds for the child to report `line`.
  func waitForReport(_ line: String, timeout: Double = 10) async -> Bool {
    await waitUntil(timeout: timeout) {
      readReports()
      return received.withLock { $0.split(separator: "\n").contains { $0 == line } }
    }
  }

  /// The next change of state within `timeout` seconds: an exit, a death or a stop.
  func waitForStatus(timeout: Double = 10) async -> Status? {
    var status: Int32 = 0
    var changed: pid_t = 0
    _ = await waitUntil(timeout: timeout) {
      changed = waitpid(identifier, &status, WNOHANG | WUNTRACED)
      return changed == identifier
    }
    guard changed == identifier else { return nil }
    switch status & 0x7F {
    case 0x7F:
      return .stopped(by: (status >> 8) & 0xFF)
    case 0:
      hasEnded.store(true, ordering: .releasing)
      return .exited((status >> 8) & 0xFF)
    default:
      hasEnded.store(true, ordering: .releasing)
      return .killed(by: status & 0x7F)
    }
  }

  private func readReports() {
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = read(reports, &buffer, buffer.count)
      guard count > 0 else { return }
      received.withLock { $0 += String(decoding: buffer[0..<count], as: UTF8.self) }
    }
  }
}

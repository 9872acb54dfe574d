import Foundation
import Glibc
import ProcessEngine
import Synchronization
import TerminalClientLiveTestSupport
import TestSupport

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
    let child: SpawnedProcess
    do {
      child = try SpawnedProcess.spawn(
        Self.executable, arguments: arguments, standardInput: .descriptor(pty.slave),
        standardOutput: .descriptor(pty.slave), standardError: .descriptor(ends[1]),
        inProcessGroupOfItsOwn: true)
    } catch {
      close(ends[0])
      close(ends[1])
      throw error
    }
    close(ends[1])
    self.identifier = child.identifier
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

  /// Waits up to `timeout` for the child to report `line`.
  func waitForReport(_ line: String, timeout: Duration = .seconds(10)) async -> Bool {
    await waitUntil(timeout: timeout) {
      readReports()
      return received.withLock { $0.split(separator: "\n").contains { $0 == line } }
    }
  }

  /// The next change of state within `timeout`: an exit, a death or a stop.
  func waitForStatus(timeout: Duration = .seconds(10)) async -> Status? {
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

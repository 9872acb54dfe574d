import Foundation
import Glibc
import ProcessEngine
import Synchronization

/// A real pseudo-terminal: the slave is the terminal under test, the master plays the user and the
/// terminal emulator, typing bytes and collecting everything written.
///
/// A thread drains the master all the time, as an emulator does, so that a large frame never
/// blocks on a full pty buffer.
final class PseudoTerminal: Sendable {
  let master: Int32
  let slave: Int32
  private let written = Mutex<[UInt8]>([])
  private let isClosed = Atomic<Bool>(false)

  init(columns: Int = 0, rows: Int = 0) throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    var window = winsize(
      ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &window) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    self.master = master
    self.slave = slave
    let thread = Thread { self.drain() }
    thread.name = "pty master"
    thread.start()
  }

  /// The slave's path, for `stty -F`.
  var slavePath: String { String(cString: ttyname(slave)) }

  /// Everything written to the terminal so far.
  var output: [UInt8] { written.withLock { $0 } }

  /// Empties ``output``, to look at what comes next alone.
  func clearOutput() {
    written.withLock { $0 = [] }
  }

  /// Types `bytes`, as the user's keyboard would.
  func type(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  func type(_ text: String) {
    type(Array(text.utf8))
  }

  /// Sets the window size, as the emulator does when its window is resized.
  func resize(columns: Int, rows: Int) {
    var window = winsize(
      ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = withUnsafeMutablePointer(to: &window) { ioctl(master, UInt(TIOCSWINSZ), $0) }
  }

  /// The slave's termios now.
  var mode: termios {
    var mode = termios()
    tcgetattr(slave, &mode)
    return mode
  }

  /// `stty -g` of the slave, run as a separate process as a person would check it.
  func sttySettings() throws -> String {
    try SpawnedProcess.run("/bin/stty", arguments: ["-F", slavePath, "-g"]).successfulOutput()
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Waits up to `timeout` seconds for the output to contain `expected`.
  func waitForOutput(containing expected: String, timeout: Double = 5) async -> Bool {
    await waitUntil(timeout: timeout) {
      String(decoding: self.output, as: UTF8.self).contains(expected)
    }
  }

  func close() {
    isClosed.store(true, ordering: .releasing)
    Glibc.close(slave)
  }

  private func drain() {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while !isClosed.load(ordering: .acquiring) {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 20) > 0 else { continue }
      let count = read(master, &buffer, buffer.count)
      guard count > 0 else { break }
      written.withLock { $0.append(contentsOf: buffer[0..<count]) }
    }
    Glibc.close(master)
  }
}

/// Polls `condition` every few milliseconds for up to `timeout` seconds; whether it came true.
///
/// Sleeps as a task, never blocking a thread: the cooperative pool has as many threads as cores,
/// two here, and the tasks the condition waits for need them.
func waitUntil(timeout: Double, _ condition: () -> Bool) async -> Bool {
  let deadline = ContinuousClock.now + .seconds(timeout)
  while ContinuousClock.now < deadline {
    if condition() { return true }
    try? await Task.sleep(for: .milliseconds(5))
  }
  return condition()
}

extension termios {
  /// Whether two modes are the same, byte for byte.
  func isSame(as other: termios) -> Bool {
    withUnsafeBytes(of: self) { mine in
      withUnsafeBytes(of: other) { theirs in mine.elementsEqual(theirs) }
    }
  }
}

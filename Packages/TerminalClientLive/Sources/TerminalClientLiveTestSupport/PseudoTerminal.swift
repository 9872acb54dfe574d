import Foundation
import Glibc
import ProcessEngine
import Synchronization
import TestSupport

/// A real pseudo-terminal: the slave is the terminal under test, the master plays the user and the
/// terminal emulator, typing bytes and collecting everything written, byte for byte. (Where a test
/// wants the screen as a person sees it, rather than the bytes, ``TmuxServer`` shows it.)
///
/// A thread drains the master all the time, as an emulator does, so that a large frame never
/// blocks on a full pty buffer.
public final class PseudoTerminal: Sendable {
  public let master: Int32
  public let slave: Int32
  private let written = Mutex<[UInt8]>([])
  private let isClosed = Atomic<Bool>(false)
  /// Set by the draining thread when the master has nothing more to give: every slave is closed
  /// and everything written has been read.
  private let isDrained = Atomic<Bool>(false)

  public init(columns: Int = 0, rows: Int = 0) throws {
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
  public var slavePath: String { String(cString: ttyname(slave)) }

  /// Everything written to the terminal so far.
  public var output: [UInt8] { written.withLock { $0 } }

  /// Empties ``output``, to look at what comes next alone.
  public func clearOutput() {
    written.withLock { $0 = [] }
  }

  /// Types `bytes`, as the user's keyboard would.
  public func type(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  public func type(_ text: String) {
    type(Array(text.utf8))
  }

  /// Sets the window size, as the emulator does when its window is resized.
  public func resize(columns: Int, rows: Int) {
    var window = winsize(
      ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = withUnsafeMutablePointer(to: &window) { ioctl(master, UInt(TIOCSWINSZ), $0) }
  }

  /// The slave's termios now.
  public var mode: termios {
    var mode = termios()
    tcgetattr(slave, &mode)
    return mode
  }

  /// `stty -g` of the slave, run as a separate process as a person would check it.
  public func sttySettings() throws -> String {
    try SpawnedProcess.run("/bin/stty", arguments: ["-F", slavePath, "-g"]).successfulOutput()
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Waits up to `timeout` for the output to contain `expected`.
  public func waitForOutput(containing expected: String, timeout: Duration = .seconds(5)) async
    -> Bool
  {
    await waitUntil(timeout: timeout) {
      String(decoding: self.output, as: UTF8.self).contains(expected)
    }
  }

  public func close() {
    isClosed.store(true, ordering: .releasing)
    Glibc.close(slave)
  }

  /// Runs `program` on a new terminal of `columns` × `rows`, as its standard input, output and
  /// error, as a terminal window runs a command, and returns how it ended and every byte it wrote
  /// there (with the terminal's own "\r\n" for each line break).
  public static func run(
    _ program: String, arguments: [String] = [], environment: [String: String]? = nil,
    columns: Int = 80, rows: Int = 24
  ) async throws -> (termination: SpawnedProcess.Termination, output: [UInt8]) {
    let terminal = try PseudoTerminal(columns: columns, rows: rows)
    let process: SpawnedProcess
    do {
      process = try SpawnedProcess.spawn(
        program, arguments: arguments, environment: environment,
        standardInput: .descriptor(terminal.slave), standardOutput: .descriptor(terminal.slave),
        standardError: .descriptor(terminal.slave))
    } catch {
      terminal.close()
      throw error
    }
    // Only the program holds the slave now, so the master ends when the program and whatever it
    // left on the terminal are done, and not before what they wrote has been read.
    Glibc.close(terminal.slave)
    let termination = await process.termination()
    _ = await waitUntil(timeout: .seconds(30)) { terminal.isDrained.load(ordering: .acquiring) }
    terminal.isClosed.store(true, ordering: .releasing)
    return (termination, terminal.output)
  }

  private func drain() {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while !isClosed.load(ordering: .acquiring) {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 20) > 0 else { continue }
      let count = read(master, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      // 0, or EIO once every slave is closed and everything written has been read.
      guard count > 0 else { break }
      written.withLock { $0.append(contentsOf: buffer[0..<count]) }
    }
    isDrained.store(true, ordering: .releasing)
    Glibc.close(master)
  }
}

extension termios {
  /// Whether two modes are the same, byte for byte.
  public func isSame(as other: termios) -> Bool {
    withUnsafeBytes(of: self) { mine in
      withUnsafeBytes(of: other) { theirs in mine.elementsEqual(theirs) }
    }
  }
}

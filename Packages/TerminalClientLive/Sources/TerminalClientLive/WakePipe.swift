import Glibc

/// The self-pipe through which signal handlers and `leave` wake the input thread: a handler may
/// only do async-signal-safe work, so it writes one byte saying what happened and the thread,
/// asleep in `poll` on the pipe and the terminal at once, does the rest.
final class WakePipe: Sendable {
  /// What a byte on the pipe means.
  enum Reason: UInt8 {
    /// SIGWINCH: the window may have a new size.
    case resize = 0x57
    /// SIGCONT: the process runs again after a stop.
    case resume = 0x43
    /// `leave` or `openURL` wants the thread to end.
    case stop = 0x51
  }

  /// The read end, polled by the input thread.
  let readEnd: Int32
  /// The write end. Non-blocking: a full pipe drops the byte, which is fine, as the thread has
  /// bytes waiting that will wake it and it always re-reads the state a byte announces.
  let writeEnd: Int32

  init() throws(TerminalError) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      throw .cannotEnter(reason: "cannot create a pipe: \(String(cString: strerror(errno)))")
    }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    readEnd = ends[0]
    writeEnd = ends[1]
  }

  deinit {
    close(readEnd)
    close(writeEnd)
  }

  /// Async-signal-safe.
  static func ring(_ writeEnd: Int32, _ reason: Reason) {
    var byte = reason.rawValue
    _ = write(writeEnd, &byte, 1)
  }

  func ring(_ reason: Reason) {
    Self.ring(writeEnd, reason)
  }

  /// The reasons rung since the last call, in order.
  func drain() -> [Reason] {
    var reasons: [Reason] = []
    var bytes = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(readEnd, &bytes, bytes.count)
      guard count > 0 else { return reasons }
      reasons.append(contentsOf: bytes[0..<count].compactMap(Reason.init(rawValue:)))
    }
  }
}

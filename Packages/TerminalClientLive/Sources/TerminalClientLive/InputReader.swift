import FileEngine
import Foundation
import Synchronization
import TerminalClient

/// The thread that waits for what the user does: bytes on the terminal, and the signals rung on
/// the wake pipe.
///
/// A thread of its own, asleep in `poll` on both descriptors, so that keys arrive the moment they
/// are typed, an idle screen costs no CPU, and no task of the cooperative pool is ever blocked in
/// `read`.
final class InputReader: Sendable {
  /// What the thread reports, on the thread itself.
  enum Input: Sendable {
    case key(Key)
    case wake(WakeReason)
  }

  /// How long the rest of an escape sequence may take to arrive before a lone ESC counts as the
  /// Escape key: terminals send a sequence in one write, so a few milliseconds suffice even over
  /// ssh, and a person does not notice 25.
  private static let escapeTimeout: Int32 = 25

  private struct Progress {
    var isStopping = false
    var hasFinished = false
    var waiters: [CheckedContinuation<Void, Never>] = []
  }

  private let wake: WakePipe
  private let progress = Mutex(Progress())

  /// Starts reading `input` at once, reporting each key and each ring through `report`.
  init(input: Int32, wake: WakePipe, report: @escaping @Sendable (Input) -> Void) {
    self.wake = wake
    let thread = Thread { self.run(input: input, report: report) }
    thread.name = "terminal input"
    thread.start()
  }

  /// Returns once the thread has ended, so that nothing reads the terminal after `leave`: the
  /// shell, or a browser, reads it next.
  func stop() async {
    let hasFinished = progress.withLock { progress in
      progress.isStopping = true
      return progress.hasFinished
    }
    guard !hasFinished else { return }
    wake.ring(WakeReason.stop.rawValue)
    await withCheckedContinuation { continuation in
      let hasFinished = progress.withLock { progress in
        if !progress.hasFinished { progress.waiters.append(continuation) }
        return progress.hasFinished
      }
      if hasFinished { continuation.resume() }
    }
  }

  /// The thread's body; the thread holds the reader until it returns.
  private func run(input: Int32, report: @Sendable (Input) -> Void) {
    // A thread starts with the signal mask of the thread that started it, and the cooperative
    // pool's threads block most signals. Ctrl-Z raises SIGTSTP on this thread, which must take
    // it; and while the terminal is entered at least this thread takes the others, whatever the
    // rest of the process blocks.
    var handled = sigset_t()
    sigemptyset(&handled)
    for signal in [SIGTSTP, SIGCONT, SIGWINCH, SIGTERM, SIGHUP] { sigaddset(&handled, signal) }
    pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: 4_096)
    var isInputOpen = true
    while !progress.withLock({ $0.isStopping }) {
      var descriptors = [
        wake.pollDescriptor,
        pollfd(fd: isInputOpen ? input : -1, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, 2, decoder.isWaiting ? Self.escapeTimeout : -1)
      if ready < 0 {
        guard errno == EINTR else { break }
        continue
      }
      if ready == 0 {
        for key in decoder.flush() { report(.key(key)) }
        continue
      }
      if descriptors[0].revents != 0 {
        for reason in wake.drain().compactMap(WakeReason.init(rawValue:)) where reason != .stop {
          report(.wake(reason))
        }
      }
      if descriptors[1].revents != 0 {
        let count = read(input, &buffer, buffer.count)
        if count > 0 {
          for key in decoder.decode(buffer[0..<count]) { report(.key(key)) }
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          // The terminal hung up: wait for the stop alone rather than spin on it.
          isInputOpen = false
        }
      }
    }
    let waiters = progress.withLock { progress in
      progress.hasFinished = true
      defer { progress.waiters = [] }
      return progress.waiters
    }
    for waiter in waiters { waiter.resume() }
  }
}

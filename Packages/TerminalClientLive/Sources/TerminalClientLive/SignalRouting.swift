import FileEngine
import Glibc

/// The process-wide signal handlers and the table of terminals they restore.
///
/// Signals belong to the process, not to a terminal, so one set of handlers serves every live
/// terminal through a fixed table of slots: a handler may not allocate or lock, and the table never
/// changes after it is made. The handlers do only what is async-signal-safe: `tcsetattr`, `write`,
/// `sigaction`, `raise`. Everything else happens on a terminal's input thread, woken through its
/// pipe.
enum SignalRouting {
  /// More terminals than any process enters at once; tests enter several in parallel.
  static let slots: [SignalSlot] = (0..<16).map { _ in SignalSlot() }

  /// Whether Ctrl-Z may stop the process: false when SIGTSTP was ignored when the handlers were
  /// installed, as a shell without job control leaves it, since nothing would ever continue the
  /// process after a stop.
  static var canSuspend: Bool {
    installation.canSuspend
  }

  /// Installs the handlers, the first time only.
  static func install() {
    _ = installation
  }

  /// A free slot, claimed for a terminal on `input` and `output`; nil when every slot is taken.
  static func claim(input: Int32, output: Int32, wake: Int32) -> SignalSlot? {
    slots.first { $0.claim(input: input, output: output, wake: wake) }
  }

  private struct Installation {
    var canSuspend: Bool
  }

  private static let installation: Installation = {
    _ = slots
    // The last resort: a program that calls exit() with the terminal entered.
    atexit { restoreEnteredTerminals() }
    for signal in [SIGTERM, SIGHUP] where !isIgnored(signal) {
      setHandler(signal) { signal in
        let savedErrno = errno
        restoreEnteredTerminals()
        // Dies of the signal, with its default action, so the parent sees the right status.
        setHandler(signal, nil)
        errno = savedErrno
        raise(signal)
      }
    }
    setHandler(SIGWINCH) { _ in ring(.resize, where: .entered) }
    setHandler(SIGCONT) { _ in ring(.resume, where: .suspended) }
    let canSuspend = !isIgnored(SIGTSTP)
    if canSuspend { setHandler(SIGTSTP) { SignalRouting.stop($0) } }
    return Installation(canSuspend: canSuspend)
  }()

  /// A stop from outside (`kill -TSTP`) or from the input thread's Ctrl-Z: every entered terminal
  /// is restored, then the process stops with the default action until SIGCONT, inside this
  /// handler, and the handler is set again for the next stop.
  private static func stop(_ signal: Int32) {
    let savedErrno = errno
    for slot in slots where slot.move(from: .entered, to: .suspended) {
      slot.restoreTerminal()
    }
    setHandler(SIGTSTP, nil)
    var stopSignal = sigset_t()
    sigemptyset(&stopSignal)
    sigaddset(&stopSignal, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &stopSignal, nil)
    raise(SIGTSTP)
    setHandler(SIGTSTP) { SignalRouting.stop($0) }
    errno = savedErrno
  }

  private static func restoreEnteredTerminals() {
    for slot in slots where slot.move(from: .entered, to: .claimed) {
      slot.restoreTerminal()
    }
  }

  private static func ring(_ reason: WakeReason, where state: SignalSlot.State) {
    let savedErrno = errno
    for slot in slots where slot.state == state {
      WakePipe.ring(slot.wake, reason.rawValue)
    }
    errno = savedErrno
  }

  /// Sets `handler` for `signal`, or the default action when nil. SA_RESTART keeps the reads of
  /// other threads from failing with EINTR.
  private static func setHandler(
    _ signal: Int32, _ handler: (@convention(c) (Int32) -> Void)?
  ) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    sigaction(signal, &action, nil)
  }

  private static func isIgnored(_ signal: Int32) -> Bool {
    var current = sigaction()
    sigaction(signal, nil, &current)
    return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
      == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}

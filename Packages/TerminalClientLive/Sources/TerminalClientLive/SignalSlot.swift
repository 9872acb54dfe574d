import Glibc
import Synchronization

/// What the signal handlers know of one terminal: its descriptors, the mode to restore and whether
/// it is entered, in memory a handler can read without locks or allocation.
final class SignalSlot: Sendable {
  /// Free, then claimed by a terminal, then entered and suspended in turn.
  enum State: Int {
    case free
    /// Owned by a terminal that is not in raw mode now: taking over, left, or lent to a browser.
    case claimed
    /// In raw mode on the alternate screen: a handler must restore it.
    case entered
    /// Restored for a stop (Ctrl-Z): SIGCONT must wake its thread to take it over again.
    case suspended
  }

  private let rawState = Atomic<Int>(State.free.rawValue)
  private let descriptors = Atomic<Int64>(-1)
  private let wakeEnd = Atomic<Int32>(-1)

  /// The terminal's mode before it was taken over.
  ///
  /// Safe without a lock because of who touches it when: the owning terminal writes it, under its
  /// own lock, only while the state is `claimed` or `suspended`, and publishes it by storing
  /// `entered` with releasing ordering; handlers read it only after loading `entered` with
  /// acquiring ordering, and the owner's reads while entered are reads too.
  nonisolated(unsafe) var mode = termios()

  var state: State { State(rawValue: rawState.load(ordering: .acquiring)) ?? .free }

  var input: Int32 { Int32(truncatingIfNeeded: descriptors.load(ordering: .acquiring) >> 32) }
  var output: Int32 { Int32(truncatingIfNeeded: descriptors.load(ordering: .acquiring)) }
  var wake: Int32 { wakeEnd.load(ordering: .acquiring) }

  /// Takes a free slot for a terminal; false when another terminal holds it.
  func claim(input: Int32, output: Int32, wake: Int32) -> Bool {
    guard
      rawState.compareExchange(
        expected: State.free.rawValue, desired: State.claimed.rawValue, ordering: .acquiring
      ).exchanged
    else { return false }
    descriptors.store(Int64(input) << 32 | Int64(UInt32(bitPattern: output)), ordering: .releasing)
    wakeEnd.store(wake, ordering: .releasing)
    return true
  }

  func set(_ state: State) {
    rawState.store(state.rawValue, ordering: .releasing)
  }

  /// Moves from `expected` to `desired`; false when the state was another, because a handler or
  /// the owner moved first.
  func move(from expected: State, to desired: State) -> Bool {
    rawState.compareExchange(
      expected: expected.rawValue, desired: desired.rawValue, ordering: .acquiringAndReleasing
    ).exchanged
  }

  /// Gives the terminal back as it was before it was entered: the attributes, the main screen, the
  /// cursor. Async-signal-safe.
  func restoreTerminal() {
    var saved = mode
    DescriptorOutput.write(ControlSequence.giveBack, to: output)
    _ = tcsetattr(input, TCSADRAIN, &saved)
  }
}

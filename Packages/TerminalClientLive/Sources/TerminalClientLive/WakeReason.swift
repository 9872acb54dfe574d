/// What a byte on the terminal's wake pipe means: the signal handlers and `leave` say why they
/// woke the input thread, which then re-reads the state the byte announces.
enum WakeReason: UInt8 {
  /// SIGWINCH: the window may have a new size.
  case resize = 0x57
  /// SIGCONT: the process runs again after a stop.
  case resume = 0x43
  /// `leave`, or a command handed the terminal, wants the thread to end.
  case stop = 0x51
}

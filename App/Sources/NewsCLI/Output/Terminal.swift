import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the process's standard streams are connected to, which decides colour, links and
/// progress bars.
struct Terminal: Sendable {
  /// Whether standard output is a terminal rather than a pipe or a file.
  var stdoutIsTerminal: Bool
  /// Whether standard error is a terminal, where progress bars may be drawn.
  var stderrIsTerminal: Bool
  /// Whether colour is allowed on standard output: on a terminal, and never with `NO_COLOR` set
  /// (https://no-color.org).
  var usesColor: Bool
  /// Whether colour is allowed on standard error, by the same rules.
  var stderrUsesColor: Bool
  /// The width of standard output in columns, when it is a terminal.
  var columns: Int?

  static func current(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> Terminal
  {
    let stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
    let stderrIsTerminal = isatty(STDERR_FILENO) == 1
    let colorAllowed =
      !(environment["NO_COLOR"].map { !$0.isEmpty } ?? false) && environment["TERM"] != "dumb"
    return Terminal(
      stdoutIsTerminal: stdoutIsTerminal,
      stderrIsTerminal: stderrIsTerminal,
      usesColor: stdoutIsTerminal && colorAllowed,
      stderrUsesColor: stderrIsTerminal && colorAllowed,
      columns: stdoutIsTerminal ? columns() : nil
    )
  }

  private static func columns() -> Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}

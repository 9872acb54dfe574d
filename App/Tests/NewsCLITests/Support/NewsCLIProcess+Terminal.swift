import TerminalClientLiveTestSupport

/// Apart from ``NewsCLIProcess`` itself, which a copy of the template keeps without the terminal
/// driver's test support.
extension NewsCLIProcess {
  /// Runs the app on a pseudo-terminal of `columns` × `rows`, as if a person were watching, to its
  /// end. Standard output and standard error arrive together, as on a screen, with the terminal's
  /// "\r\n" for each line break.
  func runInTerminal(_ arguments: [String], columns: Int = 80, rows: Int = 24) async throws
    -> Output
  {
    var environment = fullEnvironment
    environment["TERM"] = "xterm-256color"
    let (termination, output) = try await PseudoTerminal.run(
      Self.executable.path, arguments: arguments, environment: environment, columns: columns,
      rows: rows)
    return Output(
      status: termination.shellStatus, standardOutput: String(decoding: output, as: UTF8.self),
      standardError: "")
  }
}

import Foundation
import ProcessEngine

/// A tmux server of a test's own, on a socket in a folder the test gives, so that the user's tmux
/// is never touched: a real terminal emulator whose screen a test can read, for code that draws on
/// a terminal. This package's tests and the app's end-to-end tests share it, so that there is one
/// way to drive a terminal in the workspace's tests.
public struct TmuxServer: Sendable {
  public static let executable = "/usr/bin/tmux"

  /// Holds the server's socket and the clients' output while it runs; the test owns and removes it.
  public let folder: URL

  public init(folder: URL) {
    self.folder = folder
  }

  public var socket: URL { folder.appendingPathComponent("tmux.socket") }

  /// Runs a tmux command in a UTF-8 locale, as a user's would run, and returns what it printed.
  ///
  /// Started by ProcessEngine, which gives tmux default signals and none of this process's
  /// descriptors, waits for it on a thread of its own and reads its output from a file. Each
  /// matters here: a tmux server with the test process's SIGCHLD blocked never obeys
  /// `kill-server`; the server that `new-session` starts outlives the command, and would otherwise
  /// keep whatever this process had open at that moment (the writing end of another test's
  /// server's input, which then never sees its end) and the command's output too. Each was a hang
  /// in `make test`, as was Foundation's `Process`, which never reaped a tmux client that had
  /// started its server.
  @discardableResult
  public func run(_ arguments: [String]) async throws -> String {
    try await SpawnedProcess.run(
      Self.executable, arguments: ["-u", "-S", socket.path] + arguments,
      environment: Self.environment
    ).output
  }

  /// Ends the server and every program in its panes, before returning, so that it can be called
  /// from a `defer`: a server stopped from a task started there may outlive the test process, or
  /// lose its socket to the removal of the test's folder first, and then run on forever.
  public func stop() {
    _ = try? SpawnedProcess.run(
      Self.executable, arguments: ["-u", "-S", socket.path, "kill-server"],
      environment: Self.environment)
  }

  /// This process's environment in a UTF-8 locale, and outside any tmux the tests run in.
  private static var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["LANG"] = "C.UTF-8"
    environment["LC_ALL"] = "C.UTF-8"
    environment["TMUX"] = nil
    return environment
  }

  /// The text of `pane`, one line a row with trailing spaces removed, as `Frame.text` reads a
  /// frame. (tmux ends every row, the last too, with a line break.)
  public func screen(of pane: String) async throws -> String {
    let captured = try await run(["capture-pane", "-p", "-t", pane])
    return captured.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
      .joined(separator: "\n")
  }

  /// The cursor's column in `pane`, counted from 0.
  public func cursorColumn(of pane: String) async throws -> Int? {
    Int(
      try await run(["display-message", "-p", "-t", pane, "#{cursor_x}"])
        .trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Waits up to ten seconds for `pane` to show what `isExpected` accepts; returns what it shows
  /// last, accepted or not.
  public func waitForScreen(of pane: String, until isExpected: (String) -> Bool) async throws
    -> String
  {
    var shown = ""
    for _ in 0..<200 {
      shown = try await screen(of: pane)
      if isExpected(shown) { return shown }
      try await Task.sleep(for: .milliseconds(50))
    }
    return shown
  }
}

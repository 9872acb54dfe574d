import Foundation
import Glibc

/// A tmux server of the test's own, on a socket in a temporary folder so that the user's tmux is
/// never touched, running one window of a given size.
struct Tmux {
  static let executable = "/usr/bin/tmux"
  let folder: URL
  var socket: URL { folder.appendingPathComponent("tmux.socket") }

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tmux-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// Runs a tmux command in a UTF-8 locale, as a user's would run, and returns what it printed.
  ///
  /// Spawned and waited for directly, on a thread of its own: Foundation's `Process` may never
  /// reap a tmux client that started its server. The output goes through a file rather than a
  /// pipe, because the server keeps its parent's output open for as long as it runs.
  @discardableResult
  func run(_ arguments: [String]) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try runBlocking(arguments) }) }.start()
    }
  }

  private func runBlocking(_ arguments: [String]) throws -> String {
    let output = folder.appendingPathComponent("output-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let words = [Self.executable, "-u", "-S", socket.path] + arguments
    let argv = words.map { strdup($0) } + [nil]
    defer { for word in argv { free(word) } }
    var environment = ProcessInfo.processInfo.environment
    environment["LANG"] = "C.UTF-8"
    environment["LC_ALL"] = "C.UTF-8"
    environment["TMUX"] = nil
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for entry in envp { free(entry) } }
    var child: pid_t = 0
    let spawned = posix_spawn(&child, Self.executable, &actions, nil, argv, envp)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
  }

  /// The pane's text, one line a row with trailing spaces removed, as `Frame.text` reads a frame.
  /// (tmux ends every row, the last too, with a line break.)
  func screen() async throws -> String {
    let captured = try await run(["capture-pane", "-p", "-t", "test"])
    return captured.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
      .joined(separator: "\n")
  }

  /// The cursor's column, counted from 0.
  func cursorColumn() async throws -> Int? {
    Int(
      try await run(["display-message", "-p", "-t", "test", "#{cursor_x}"]).trimmingCharacters(
        in: .whitespacesAndNewlines))
  }

  /// Waits up to ten seconds for the pane to show what `isExpected` accepts; returns what it
  /// shows last.
  func waitForScreen(until isExpected: (String) -> Bool) async throws -> String {
    var shown = ""
    for _ in 0..<200 {
      shown = try await screen()
      if isExpected(shown) { return shown }
      try await Task.sleep(for: .milliseconds(50))
    }
    return shown
  }

  func stop() async {
    _ = try? await run(["kill-server"])
    try? FileManager.default.removeItem(at: folder)
  }
}

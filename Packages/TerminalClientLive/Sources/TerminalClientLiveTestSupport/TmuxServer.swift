import Foundation
import Glibc

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
  /// Spawned and waited for directly, on a thread of its own so that the concurrency pool stays
  /// free for a test's servers: Foundation's `Process` never reaped the tmux client here once that
  /// client had started its server. The output goes through a file rather than a pipe, because the
  /// server keeps its parent's output open for as long as it runs.
  @discardableResult
  public func run(_ arguments: [String]) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try runBlocking(arguments) }) }.start()
    }
  }

  /// Ends the server and every program in its panes, before returning, so that it can be called
  /// from a `defer`: a server stopped from a task started there may outlive the test process, or
  /// lose its socket to the removal of the test's folder first, and then run on forever.
  public func stop() {
    _ = try? runBlocking(["kill-server"])
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
    _ = Self.addCloseFrom(&actions, 3)
    // The test process blocks and ignores signals its child would inherit: a tmux server with
    // SIGCHLD blocked never reaps its panes, and never obeys kill-server.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
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
    let spawned = posix_spawn(&child, Self.executable, &actions, &attributes, argv, envp)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
  }

  /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34), which Swift's Glibc module does
  /// not import.
  ///
  /// The tmux server that `new-session` starts outlives the command, and would otherwise keep every
  /// descriptor this process had open without close-on-exec at that moment: the writing end of
  /// another test's server's input, which then never sees its end and never stops, or the output
  /// of a command another test waits to read to its end. Each is a hang, seen once in `make test`.
  private static let addCloseFrom:
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32 = {
      guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else {
        fatalError("glibc 2.34 or later is needed for posix_spawn_file_actions_addclosefrom_np")
      }
      return unsafeBitCast(
        symbol,
        to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32)
          .self)
    }()

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

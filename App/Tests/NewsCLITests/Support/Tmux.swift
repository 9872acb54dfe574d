import Foundation
import Testing

/// A tmux server of the test's own, on a socket in the test's home folder, so that the user's
/// tmux is never touched.
struct Tmux {
  /// The one session each test starts, by this name, with `new-session -s`.
  static let session = "app"
  static let executable = "/usr/bin/tmux"

  let socket: URL

  /// Runs a tmux command and returns what it printed.
  ///
  /// Spawned and waited for directly, on a thread of its own so the concurrency pool stays free
  /// for the test server: Foundation's `Process` never reaped the tmux client here once that
  /// client had started its server. The output goes through a file rather than a pipe, because
  /// the server keeps its parent's output open for as long as it runs.
  @discardableResult
  func run(_ arguments: [String]) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try runBlocking(arguments) }) }.start()
    }
  }

  private func runBlocking(_ arguments: [String]) throws -> String {
    let output = socket.deletingLastPathComponent().appendingPathComponent(
      "tmux-\(UUID().uuidString).output")
    defer { try? FileManager.default.removeItem(at: output) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
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
    let words = [Tmux.executable, "-S", socket.path] + arguments
    var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer {
      for word in argv { free(word) }
    }
    var child: pid_t = 0
    let spawned = posix_spawn(&child, Tmux.executable, &actions, &attributes, &argv, environ)
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

  func screen() async throws -> String {
    try await run(["capture-pane", "-p", "-t", Self.session])
  }

  func type(_ keys: String...) async throws {
    try await run(["send-keys", "-t", Self.session] + keys)
  }

  /// Waits until the screen shows one of `texts`, or fails after ten seconds showing the screen.
  func waitFor(_ texts: String..., sourceLocation: SourceLocation = #_sourceLocation)
    async throws
  {
    for _ in 0..<200 {
      let shown = try await screen()
      if texts.contains(where: shown.contains) { return }
      try await Task.sleep(for: .milliseconds(50))
    }
    let shown = try await screen()
    Issue.record("\(texts) never appeared on:\n\(shown)", sourceLocation: sourceLocation)
    throw CancellationError()
  }

  /// Starts the app with `arguments` in a new session of its own tmux server, 100 × 30, inside a
  /// shell that records the terminal's settings before and after, and the app's exit status, as
  /// a person's shell would live with them.
  static func start(_ cli: NewsCLIProcess, _ arguments: [String]) async throws -> (
    Tmux, record: URL
  ) {
    try #require(
      FileManager.default.isExecutableFile(atPath: executable),
      "tmux is missing: make setup-tests installs it")
    let record = cli.home.appendingPathComponent("record")
    let environment = cli.fullEnvironment.map { "\($0.key)=\(quoted($0.value))" }
      .joined(separator: " ")
    let command = ([NewsCLIProcess.executable.path] + arguments).map(quoted)
      .joined(separator: " ")
    let script = """
      stty -g > \(record.path).before; \
      env \(environment) \(command); \
      echo $? > \(record.path).status; stty -g > \(record.path).partial; \
      mv \(record.path).partial \(record.path).after
      """
    let tmux = Tmux(socket: cli.home.appendingPathComponent("tmux.socket"))
    try await tmux.run([
      "-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "30", "-s", session, script,
    ])
    return (tmux, record)
  }

  /// The app's exit status once the shell around it has recorded it, after checking that the
  /// terminal's settings are as they were before it started.
  static func exitStatus(
    recordedIn record: URL, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> String {
    for _ in 0..<200 where !FileManager.default.fileExists(atPath: record.path + ".after") {
      try await Task.sleep(for: .milliseconds(50))
    }
    let before = try String(contentsOfFile: record.path + ".before", encoding: .utf8)
    let after = try String(contentsOfFile: record.path + ".after", encoding: .utf8)
    #expect(
      before == after, "the terminal was left in another state", sourceLocation: sourceLocation)
    return try String(contentsOfFile: record.path + ".status", encoding: .utf8)
  }

  private static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

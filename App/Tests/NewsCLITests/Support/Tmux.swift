import Foundation
import TerminalClientLiveTestSupport
import Testing

/// The app in a tmux server of the test's own, whose socket is in the test's home folder, as a
/// person runs it in a terminal.
struct Tmux {
  /// The one session each test starts, by this name, with `new-session -s`.
  static let session = "app"

  let server: TmuxServer
  /// The app whose home holds the server's socket and the shell's records: kept here, so that the
  /// home stays for as long as the test uses the terminal.
  let cli: NewsCLIProcess

  @discardableResult
  func run(_ arguments: [String]) async throws -> String {
    try await server.run(arguments)
  }

  func screen() async throws -> String {
    try await server.screen(of: Self.session)
  }

  func type(_ keys: String...) async throws {
    try await run(["send-keys", "-t", Self.session] + keys)
  }

  /// Ends the server and the app with it; see ``TmuxServer/stop()``.
  func stop() {
    server.stop()
  }

  /// Waits until the screen shows one of `texts`, or fails after ten seconds showing the screen.
  func waitFor(_ texts: String..., sourceLocation: SourceLocation = #_sourceLocation)
    async throws
  {
    let shown = try await server.waitForScreen(of: Self.session) { shown in
      texts.contains(where: shown.contains)
    }
    guard !texts.contains(where: shown.contains) else { return }
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
      FileManager.default.isExecutableFile(atPath: TmuxServer.executable),
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
    let tmux = Tmux(server: TmuxServer(folder: cli.home), cli: cli)
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

import Foundation
import Testing

@testable import NewsCLI

/// The reader as a person runs it: the built binary in a real terminal, tmux, typed at with
/// `send-keys` and read with `capture-pane`, on feeds from a server on 127.0.0.1, playing on ALSA's
/// `null` device, with its article store on disk.
@Suite(.serialized)
struct ReaderInTmuxTests {
  static let tmux = "/usr/bin/tmux"

  static func serveFeed() async throws -> FixtureServer {
    try await FixtureServer.start { base in
      [
        "/world.xml": .init(
          body: Fixtures.rss(
            title: "World Desk",
            items: [
              ("Ceasefire holds", "https://example.org/1", "Sat, 21 Nov 2026 10:00:00 GMT", nil),
              ("Markets rally", "https://example.org/2", "Sat, 21 Nov 2026 12:30:00 +0000", nil),
              (
                "Hourly bulletin", "https://example.org/3", "Sat, 21 Nov 2026 09:00:00 GMT",
                base.appendingPathComponent("bulletin.wav").absoluteString
              ),
            ])),
        "/bulletin.wav": .init(body: Fixtures.wav(frames: 44_100), contentType: "audio/wav"),
      ]
    }
  }

  /// A tmux server of the test's own, on a socket in the test's home folder, so that the user's
  /// tmux is never touched.
  struct Tmux {
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
      let words = [ReaderInTmuxTests.tmux, "-S", socket.path] + arguments
      var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
      defer {
        for word in argv { free(word) }
      }
      var child: pid_t = 0
      let spawned = posix_spawn(&child, ReaderInTmuxTests.tmux, &actions, nil, &argv, environ)
      guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
      var status: Int32 = 0
      while waitpid(child, &status, 0) < 0 && errno == EINTR {}
      return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }

    func screen() async throws -> String { try await run(["capture-pane", "-p", "-t", "reader"]) }

    func type(_ keys: String...) async throws {
      try await run(["send-keys", "-t", "reader"] + keys)
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
  }

  @Test func browseOpenSearchPlayAndQuitLeavingTheTerminalAndTheMarksRight() async throws {
    let server = try await Self.serveFeed()
    defer { Task { await server.stop() } }
    let (cli, tmux, record) = try await Self.startReader(on: server)
    // Whatever fails, the reader and its terminal go: SIGHUP restores the terminal and ends it.
    defer { Task { try? await tmux.run(["kill-server"]) } }

    try await tmux.waitFor("World Desk")
    try await tmux.waitFor("Refreshed")
    try await tmux.type("Enter")
    try await tmux.waitFor("Markets rally")
    try await tmux.type("Enter")
    try await tmux.waitFor("Link:")
    #expect(try await tmux.screen().contains("https://example.org/2"))
    try await tmux.type("q")
    try await tmux.type("/")
    try await tmux.type("ceasefire", "Enter")
    try await tmux.waitFor("(1 found)")
    try await tmux.type("q", "G")
    try await tmux.type("Enter")
    try await tmux.waitFor("bulletin.wav")
    try await tmux.type("p")
    // The null device takes audio as fast as it comes, so the bulletin may be over at once.
    try await tmux.waitFor("Playing", "Finished playing")
    try await tmux.type("s", "Q")

    #expect(try await Self.exitStatus(recordedIn: record) == "0\n")

    let stored = try await cli.run(["headlines", "--offline", "--json"])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(stored.standardOutput.utf8)) as? [String: Any])
    let articles = try #require(json["articles"] as? [[String: Any]])
    let read = Dictionary(
      uniqueKeysWithValues: articles.compactMap { article in
        (article["title"] as? String).map { ($0, article["read"] as? Bool) }
      })
    #expect(
      read == ["Markets rally": true, "Hourly bulletin": true, "Ceasefire holds": false])
  }

  /// A feed with a whole body beside its teaser, and one with a teaser only whose page holds the
  /// article, for the body, the renderer and reader mode as a person meets them.
  static func serveEssays() async throws -> FixtureServer {
    try await FixtureServer.start { base in
      let page = """
        <html><head><title>The long read</title></head><body>
        <nav><a href="/">Home</a> <a href="/more">More stories</a></nav>
        <article><h1>The long read</h1>
        <p>Only the page has this sentence about lighthouses and their keepers.</p>
        <p>A second paragraph follows, long enough to be taken for the article itself.</p>
        </article><footer>All rights reserved.</footer></body></html>
        """
      let feed = """
        <?xml version="1.0"?>
        <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>
        <title>World Desk</title><link>\(base.absoluteString)/</link>
        <item><title>An essay with a body</title><link>\(base.absoluteString)/essay</link>
        <pubDate>Sat, 21 Nov 2026 12:00:00 GMT</pubDate><description>A teaser.</description>
        <content:encoded><![CDATA[<h2>Findings</h2><p>See <a href="/paper">the paper</a>.</p>
        <ul><li>First point</li><li>Second point</li></ul>
        <pre>$ make install
        $ news-cli read</pre>]]></content:encoded></item>
        <item><title>A teaser only</title><link>\(base.absoluteString)/long-read.html</link>
        <pubDate>Sat, 21 Nov 2026 10:00:00 GMT</pubDate><description>Read on.</description></item>
        </channel></rss>
        """
      return [
        "/essays.xml": .init(body: Data(feed.utf8)),
        "/long-read.html": .init(body: Data(page.utf8), contentType: "text/html"),
      ]
    }
  }

  /// The body is shown laid out (heading, bullets, code line for line, a numbered link and the
  /// position), its links listed by `u`, and `f` fetches a teaser's page and shows its article.
  @Test func aBodyIsLaidOutItsLinksListedAndFFetchesATeasersPage() async throws {
    let server = try await Self.serveEssays()
    defer { Task { await server.stop() } }
    let (_, tmux, record) = try await Self.startReader(on: server, feed: "/essays.xml")
    defer { Task { try? await tmux.run(["kill-server"]) } }

    try await tmux.waitFor("World Desk")
    try await tmux.waitFor("Refreshed")
    try await tmux.type("Enter")
    try await tmux.waitFor("An essay with a body")
    try await tmux.type("Enter")
    try await tmux.waitFor("First point")
    let body = try await tmux.screen()
    #expect(body.contains("* First point"))
    #expect(body.contains("* Second point"))
    #expect(body.contains("See the paper[1]."))
    #expect(body.contains("$ make install\n$ news-cli read"), "code is kept line for line")
    #expect(!body.contains("A teaser."), "the body, not the teaser")
    #expect(body.split(separator: "\n").first?.hasSuffix("%") == true, "\(body)")
    try await tmux.type("u")
    try await tmux.waitFor("Links —")
    #expect(try await tmux.screen().contains("/paper"))
    try await tmux.type("q", "q", "j", "Enter")
    try await tmux.waitFor("Read on.")
    try await tmux.type("f")
    try await tmux.waitFor("lighthouses")
    let page = try await tmux.screen()
    #expect(page.contains("The whole article, from its page"))
    #expect(!page.contains("More stories"))
    try await tmux.type("Q")
    #expect(try await Self.exitStatus(recordedIn: record) == "0\n")
  }

  /// Ctrl-C is a key in raw mode: the reader stops, with the status of an interrupted program,
  /// and leaves the terminal as it found it.
  @Test func ctrlCLeavesWithTheStatusOfAnInterruptedProgram() async throws {
    let server = try await Self.serveFeed()
    defer { Task { await server.stop() } }
    let (_, tmux, record) = try await Self.startReader(on: server)
    defer { Task { try? await tmux.run(["kill-server"]) } }

    try await tmux.waitFor("World Desk")
    try await tmux.type("C-c")
    #expect(try await Self.exitStatus(recordedIn: record) == "130\n")
  }

  /// Subscribes a new home to `server`'s feed and starts `read` in a tmux session, inside a shell
  /// that records the terminal's settings before and after, and the reader's exit status, as a
  /// person's shell would live with them.
  private static func startReader(on server: FixtureServer, feed: String = "/world.xml")
    async throws -> (NewsCLIProcess, Tmux, URL)
  {
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.tmux),
      "tmux is missing: make setup-tests installs it")
    let cli = NewsCLIProcess(environment: [LiveValues.audioDeviceVariable: "null"])
    let opml = cli.home.appendingPathComponent("feeds.opml")
    try Data(
      """
      <?xml version="1.0"?><opml version="2.0"><body>
      <outline text="World Desk" xmlUrl="\(server.url(feed).absoluteString)"/></body></opml>
      """.utf8
    ).write(to: opml)
    #expect(try await cli.run(["feeds", "import", opml.path]).status == 0)

    let record = cli.home.appendingPathComponent("record")
    let environment = cli.fullEnvironment.map { "\($0.key)=\(Self.quoted($0.value))" }
      .joined(separator: " ")
    let script = """
      stty -g > \(record.path).before; \
      env \(environment) \(Self.quoted(NewsCLIProcess.executable.path)) read; \
      echo $? > \(record.path).status; stty -g > \(record.path).partial; \
      mv \(record.path).partial \(record.path).after
      """
    let tmux = Tmux(socket: cli.home.appendingPathComponent("tmux.socket"))
    try await tmux.run([
      "-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "30", "-s", "reader", script,
    ])
    return (cli, tmux, record)
  }

  /// The reader's exit status once the shell around it has recorded it, after checking that the
  /// terminal's settings are as they were before it started.
  private static func exitStatus(
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

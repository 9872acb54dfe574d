import Foundation
import ProcessEngine
import Testing

/// news-cli against a server that misbehaves in every way the wild offers. Each feed must end in a
/// clear error of its own, within the timeout, while the good feed is still shown.
@Suite(.serialized)
struct HostileServerTests {
  /// Starts Support/hostile-server.py, which stops when its standard input closes.
  final class HostileServer: Sendable {
    let process: SpawnedProcess
    let input: Pipe
    let port: Int

    init() throws {
      let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Support/hostile-server.py")
      input = Pipe()
      let output = Pipe()
      process = try SpawnedProcess.spawn(
        "python3", arguments: [script.path], standardInput: .pipe(input),
        standardOutput: .pipe(output))
      var line = Data()
      while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty,
        byte != Data("\n".utf8)
      {
        line.append(byte)
      }
      port = try #require(Int(String(decoding: line, as: UTF8.self)))
    }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Closes its input, and terminates it too, since an app started meanwhile by another test,
    /// through Foundation's `Process`, may hold a copy of that input open.
    func stop() {
      try? input.fileHandleForWriting.close()
      kill(process.identifier, SIGTERM)
      _ = process.waitForExit()
    }
  }

  @Test func everyHostileFeedFailsClearlyWithinTheTimeoutAndTheGoodOneIsShown() async throws {
    let server = try HostileServer()
    defer { server.stop() }
    let expectations: [(path: String, message: String)] = [
      ("/silent", "Timed out waiting for"),
      ("/slowloris", "Timed out waiting for"),
      ("/endless", "is larger than the limit"),
      ("/bomb", "is larger than the limit"),
      ("/redirect-loop", "redirect"),
      ("/to-file", "only http and https are allowed"),
      ("/to-ftp", "only http and https are allowed"),
      ("/bad-encoding", "Could not load"),
      ("/too-many", "HTTP status 429"),
      ("/html", "is not an RSS, Atom or JSON feed"),
      ("/empty", "is not an RSS, Atom or JSON feed"),
    ]
    let feeds = [server.url("/good.xml")] + expectations.map { server.url($0.path) }
    let started = Date()
    let output = try await NewsCLIProcess().run(
      ["headlines", "--json", "--timeout", "3"] + feeds.flatMap { ["--feed", $0] },
      timeout: .seconds(30)
    )
    let elapsed = Date().timeIntervalSince(started)
    #expect(output.status == 0, "\(output.standardError)")
    // The silent and slowloris feeds would hold a run without timeouts until the 30 s above; the
    // slack leaves a loaded machine room to start the app and parse the rest.
    #expect(
      elapsed < 3 + 12, "every feed ended within the timeout, with slack for start-up: \(elapsed) s"
    )

    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    let articles = try #require(json["articles"] as? [[String: Any]])
    #expect(articles.map { $0["title"] as? String } == ["A story that loads"])
    let errors = try #require(json["errors"] as? [[String: String]])
    let messages = Dictionary(
      uniqueKeysWithValues: errors.compactMap { error in
        error["feed"].map { ($0, error["message"] ?? "") }
      })
    for (path, expected) in expectations {
      let message = messages[server.url(path)]
      #expect(message?.contains(expected) == true, "\(path): \(message ?? "no error reported")")
      #expect(message?.contains(server.url(path)) == true, "\(path): the message names the feed")
    }
    #expect(messages[server.url("/too-many")]?.contains("retry after 120 s") == true)
  }
}

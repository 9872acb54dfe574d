import FlyingFox
import Foundation
import HTTPTestSupport
import ProcessEngine

/// coldsweat 0.10.2, a real Fever API server, on loopback: started once for the whole test
/// process, with its own SQLite file, a user, and feeds it fetched from the test's own server.
///
/// Everything stays on 127.0.0.1: the feeds carry a square image on the feed server, which
/// coldsweat takes as their icon, and every coldsweat process runs with a proxy on a closed
/// loopback port, so the outside icon service it falls back to is refused at once instead of
/// hanging a test.
///
/// The server outlives no test run: it is started by a keeper process that reads its standard
/// input, which this process holds open, and stops the server and deletes its folder when that
/// input closes, as it does when this process ends in any way.
public final class ColdsweatLab: Sendable {
  public static let user = "reader@example.org"
  /// coldsweat wants at least 12 characters.
  public static let password = "correct horse battery staple"
  /// The three feeds of the first import, and how many items each starts with: 60 in all, more
  /// than one Fever page.
  public static let firstFeeds = [0, 1, 2]
  public static let firstItemsPerFeed = 20

  /// The one lab of this test process, started by the first test that needs it.
  public static let shared = Task { try await ColdsweatLab.start() }

  /// The Fever endpoint, `http://127.0.0.1:PORT/fever/`.
  public let endpoint: URL
  public let shelf: FeedShelf
  public let raw: RawFever
  private let feedServer: TestServer
  private let folder: URL
  /// The writing end of the keeper's input, held open for as long as this process runs.
  private let keeperInput: Pipe

  private init(
    endpoint: URL, apiKey: String, shelf: FeedShelf, feedServer: TestServer, folder: URL,
    keeperInput: Pipe
  ) {
    self.endpoint = endpoint
    self.shelf = shelf
    self.feedServer = feedServer
    self.folder = folder
    self.keeperInput = keeperInput
    raw = RawFever(endpoint: endpoint, apiKey: apiKey)
  }

  /// Marks feeds as never checked, which is the only way to have coldsweat fetch them again
  /// within three minutes of the last time, then fetches.
  public func refetch(feeds: [Int]) async throws {
    let links = feeds.map { "'\(feedServer.url(FeedShelf.path(ofFeed: $0)).absoluteString)'" }
    _ = try await SpawnedProcess.run(
      Self.environmentFolder.appendingPathComponent("bin/python").path,
      arguments: [
        "-c",
        """
        import sqlite3, sys
        database = sqlite3.connect(sys.argv[1])
        database.execute("update feeds set last_checked_on = null, last_updated_on = null, etag = '' \
        where self_link in (\(links.joined(separator: ",")))")
        database.commit()
        """,
        folder.appendingPathComponent("coldsweat.db").path,
      ]
    ).successfulOutput()
    try await Self.coldsweat(["fetch"], folder: folder)
  }

  // MARK: - Starting

  static let environmentFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".build/coldsweat")

  private static func start() async throws -> ColdsweatLab {
    try await installIfMissing()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("coldsweat-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

    let shelf = FeedShelf()
    let feedServer = try await TestServer.start { server, _ in
      await server.appendRoute("GET /feeds/*") { request in
        let feed = Int(request.path.dropFirst("/feeds/".count).dropLast(".xml".count)) ?? -1
        let host = request.headers[.host] ?? "127.0.0.1"
        guard let document = await shelf.document(ofFeed: feed, baseURL: "http://\(host)") else {
          return .with(.notFound)
        }
        return .with(body: document, headers: ["Content-Type": "application/rss+xml"])
      }
      await server.appendRoute("GET /icon.png") { _ in
        .with(body: Data(base64Encoded: Self.onePixelPNG)!, headers: ["Content-Type": "image/png"])
      }
    }
    for feed in firstFeeds {
      await shelf.add(firstItemsPerFeed, to: feed, named: "Feed \(feed) story")
    }
    let opml = folder.appendingPathComponent("subscriptions.opml")
    try await shelf.opml(feeds: firstFeeds, baseURL: feedServer.url("").absoluteString)
      .write(to: opml)

    try await coldsweat(["setup", user, "-p", password], folder: folder)
    try await coldsweat(["import", opml.path, user, "--fetch"], folder: folder)

    // ProcessEngine gives no child, the keeper least of all, this process's writing end of the
    // keeper's input, which would keep it from ever closing.
    let input = Pipe()
    let output = Pipe()
    _ = try SpawnedProcess.spawn(
      environmentFolder.appendingPathComponent("bin/python").path,
      arguments: [
        "-c", keeperScript, folder.path,
        environmentFolder.appendingPathComponent("bin/coldsweat").path,
      ],
      environment: environment(folder: folder), standardInput: .pipe(input),
      standardOutput: .pipe(output), standardError: .discarded)
    let port = try await readLine(from: output.fileHandleForReading)
    guard let port = UInt16(port) else {
      throw LabFailure("coldsweat run printed \(port) where its port should be")
    }
    // The key as Python computes it, rather than as the client under test does.
    let apiKey = try await SpawnedProcess.run(
      environmentFolder.appendingPathComponent("bin/python").path,
      arguments: [
        "-c", "import hashlib, sys; print(hashlib.md5(sys.argv[1].encode()).hexdigest())",
        "\(user):\(password)",
      ]
    ).successfulOutput().trimmingCharacters(in: .whitespacesAndNewlines)
    let lab = ColdsweatLab(
      endpoint: URL(string: "http://127.0.0.1:\(port)/fever/")!, apiKey: apiKey, shelf: shelf,
      feedServer: feedServer, folder: folder, keeperInput: input)
    try await lab.waitUntilAnswering()
    return lab
  }

  /// Installs coldsweat with the package's script when the environment is missing, so that
  /// `swift test` works on its own; `make test` installed it already.
  private static func installIfMissing() async throws {
    let script = environmentFolder.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Scripts/install-test-tools")
    do {
      _ = try await SpawnedProcess.run("/bin/bash", arguments: [script.path]).successfulOutput()
    } catch {
      throw LabFailure(
        "coldsweat, the Fever server these tests sync with, could not be installed from PyPI."
          + " Run Scripts/install-system-packages --for tests at the workspace top. \(error)")
    }
  }

  private func waitUntilAnswering() async throws {
    var lastError: (any Error)?
    for _ in 0..<200 {
      do {
        _ = try await raw.call("")
        return
      } catch {
        lastError = error
        try await Task.sleep(for: .milliseconds(50))
      }
    }
    let log =
      (try? String(contentsOf: folder.appendingPathComponent("server.log"), encoding: .utf8))
    throw LabFailure(
      "coldsweat run never answered: \(String(describing: lastError))\n\(log ?? "")")
  }

  private static func coldsweat(_ arguments: [String], folder: URL) async throws {
    _ = try await SpawnedProcess.run(
      environmentFolder.appendingPathComponent("bin/coldsweat").path, arguments: arguments,
      environment: environment(folder: folder)
    ).successfulOutput()
  }

  private static func environment(folder: URL) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["FLASK_DATABASE_URL"] =
      "sqlite:///" + folder.appendingPathComponent("coldsweat.db").path
    // Port 9 (discard) is closed on loopback: anything meant for the outside is refused at once.
    for name in ["HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy", "ALL_PROXY"] {
      environment[name] = "http://127.0.0.1:9"
    }
    environment["NO_PROXY"] = "127.0.0.1,localhost"
    environment["no_proxy"] = "127.0.0.1,localhost"
    return environment
  }

  /// Picks a free loopback port, starts `coldsweat run` on it, prints the port, and, when its
  /// standard input closes, stops the server and deletes the lab's folder.
  ///
  /// It first unblocks every signal: the test process blocks some, a child inherits the mask, and
  /// the server would otherwise ignore being told to stop.
  private static let keeperScript = """
    import os, shutil, signal, socket, subprocess, sys
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    folder, coldsweat = sys.argv[1], sys.argv[2]
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    log = open(os.path.join(folder, "server.log"), "wb")
    server = subprocess.Popen(
        [coldsweat, "run", "--host", "127.0.0.1", "--port", str(port)],
        stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT)
    print(port, flush=True)
    sys.stdin.read()
    server.terminate()
    server.wait()
    shutil.rmtree(folder, ignore_errors=True)
    """

  private static func readLine(from handle: FileHandle) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        var bytes = Data()
        while !bytes.contains(UInt8(ascii: "\n")) {
          let chunk = handle.availableData
          if chunk.isEmpty { break }
          bytes.append(chunk)
        }
        continuation.resume(
          returning: String(decoding: bytes, as: UTF8.self).trimmingCharacters(
            in: .whitespacesAndNewlines))
      }
    }
  }

  private static let onePixelPNG =
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAfbLI3wAAAABJRU5ErkJggg=="
}

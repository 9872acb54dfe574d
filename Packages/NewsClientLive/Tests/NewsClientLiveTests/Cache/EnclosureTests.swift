import FileEngine
import FlyingFox
import Foundation
import HTTPTestSupport
import NewsClient
import Testing

@testable import NewsClientLive

/// Progress reports, collected from whatever thread they arrive on.
final class ProgressLog: @unchecked Sendable {
  // @unchecked Sendable: `reports` is only touched with `lock` held.
  private let lock = NSLock()
  private var reports: [DownloadProgress] = []

  func append(_ progress: DownloadProgress) {
    lock.withLock { reports.append(progress) }
  }

  var all: [DownloadProgress] {
    lock.withLock { reports }
  }
}

@Suite struct EnclosureTests {
  /// Bytes rather than `Data`: LeakSanitizer misreads a `Data` held by a global as leaked.
  static let audioBytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
  static var audio: Data { Data(audioBytes) }

  @Test func downloadsWithProgressAndReusesTheFile() async throws {
    let server = try await TestServer.start { server, log in
      await server.appendRoute("GET /audio/*") { request in
        await log.record(request)
        return .with(body: Self.audio, headers: ["Content-Type": "audio/mpeg"])
      }
    }
    defer { Task { await server.stop() } }
    let (client, configuration) = makeLiveClient()
    let url = server.url("/audio/bulletin.mp3")
    let progress = ProgressLog()
    let file = try await client.downloadEnclosure(url) { progress.append($0) }

    #expect(try Data(contentsOf: file) == Self.audio)
    #expect(
      file.deletingLastPathComponent().standardizedFileURL.path
        == configuration.cacheDirectory.appendingPathComponent("enclosures").standardizedFileURL
        .path)
    #expect(file.pathExtension == "mp3")
    let reports = progress.all
    #expect(reports.count >= 2)
    #expect(reports.last == DownloadProgress(bytesReceived: 300_000, totalBytes: 300_000))
    #expect(zip(reports, reports.dropFirst()).allSatisfy { $0.bytesReceived <= $1.bytesReceived })

    let again = try await client.downloadEnclosure(url) { _ in }
    #expect(again == file)
    #expect(await server.requests.count(path: "/audio/bulletin.mp3") == 1)
  }

  @Test(arguments: [
    "/audio/..%2F..%2F..%2Fescape.mp3",
    "/audio/%2e%2e/%2e%2e/x.sh",
    "/audio/name%00.mp3",
    "/audio/" + String(repeating: "long", count: 100) + ".mp3",
    "/audio/?file=../../../../etc/passwd",
  ])
  func fileNamesNeverComeFromTheURLPath(path: String) async throws {
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET *") { _ in .with(body: Data("sound".utf8)) }
    }
    defer { Task { await server.stop() } }
    let (client, configuration) = makeLiveClient()
    let folder = configuration.cacheDirectory.appendingPathComponent("enclosures")
      .standardizedFileURL.path
    let file = try await client.downloadEnclosure(
      URL(string: server.url("").absoluteString + path)!
    ) { _ in }
    #expect(file.standardizedFileURL.deletingLastPathComponent().path == folder)
    #expect(
      file.lastPathComponent.range(
        of: #"^[0-9a-f]{16}(\.[a-z0-9]{1,5})?$"#, options: .regularExpression) != nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [file.lastPathComponent])
  }

  @Test func aTruncatedOrFailedDownloadLeavesNothingBehind() async throws {
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /short.mp3") { _ in
        let body = ScriptedBody(steps: [.send(Array(repeating: 1, count: 500))])
        return HTTPResponse(statusCode: .ok, body: HTTPBodySequence(from: body, count: 1_000))
      }
      await server.appendRoute("GET /missing.mp3") { _ in .with(.notFound) }
    }
    defer { Task { await server.stop() } }
    let (client, configuration) = makeLiveClient { $0.stallTimeout = .seconds(1) }
    let folder = configuration.cacheDirectory.appendingPathComponent("enclosures").path
    let short = await newsClientError {
      try await client.downloadEnclosure(server.url("/short.mp3")) { _ in }
    }
    #expect(short != nil)
    let missing = await newsClientError {
      try await client.downloadEnclosure(server.url("/missing.mp3")) { _ in }
    }
    #expect(missing == .network(server.url("/missing.mp3"), .httpStatus(code: 404)))
    #expect((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] == [])
  }

  @Test func abandonedPartialDownloadsAreRemovedOnlyWhenOld() throws {
    let store = EnclosureStore(directory: temporaryDirectory())
    let old = store.directory.appendingPathComponent(
      TemporaryFileName.make(for: "0123456789abcdef.mp3"))
    let fresh = store.directory.appendingPathComponent(
      TemporaryFileName.make(for: "0123456789abcdef.mp3"))
    let complete = store.directory.appendingPathComponent("0123456789abcdef.mp3")
    for file in [old, fresh, complete] { try Data("x".utf8).write(to: file) }
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3 * 24 * 60 * 60)], ofItemAtPath: old.path)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3 * 24 * 60 * 60)],
      ofItemAtPath: complete.path)
    store.removeAbandonedDownloads()
    #expect(!FileManager.default.fileExists(atPath: old.path))
    #expect(FileManager.default.fileExists(atPath: fresh.path))
    #expect(FileManager.default.fileExists(atPath: complete.path))
  }

  @Test func enclosuresFromFeedsMayNotReachLocalFiles() async throws {
    let (client, _) = makeLiveClient()
    let url = URL(fileURLWithPath: "/etc/passwd")
    #expect(
      await newsClientError { try await client.downloadEnclosure(url) { _ in } }
        == .network(url, .notWeb))
  }

  @Test func anEnclosureLargerThanTheLimitIsRefused() async throws {
    let server = try await TestServer.start { server, _ in
      await server.appendRoute("GET /big.mp3") { _ in .with(body: Self.audio) }
    }
    defer { Task { await server.stop() } }
    let (client, _) = makeLiveClient { $0.maximumEnclosureBytes = 100_000 }
    let url = server.url("/big.mp3")
    #expect(
      await newsClientError { try await client.downloadEnclosure(url) { _ in } }
        == .network(url, .tooLarge(limitBytes: 100_000)))
  }
}

import ConcurrencyExtras
import ConfigurationCore
import Foundation
import HTTPTestSupport
import Testing

@testable import NewsCLI

/// `watch` is the one refresh on a timer: it stores what it fetches, so `read`, open in another
/// terminal at the same time, reads what the watch stored, from the same store.
@Suite(.serialized)
struct WatchCommandTests {
  @Test func whatWatchStoresIsReadByReadOpenBesideIt() async throws {
    let server = try await TestServer.serving { _ in
      [
        "/world.xml": .init(
          body: Fixtures.rss(
            title: "World Desk",
            items: [
              ("Ceasefire holds", "https://example.org/1", "Sat, 21 Nov 2026 10:00:00 GMT", nil),
              ("Markets rally", "https://example.org/2", "Sat, 21 Nov 2026 12:30:00 +0000", nil),
            ]))
      ]
    }
    defer { Task { await server.stop() } }
    let cli = NewsCLIProcess()
    #expect(
      try await cli.run(["feeds", "add", server.url("/world.xml").absoluteString]).status == 0)

    let watch = try cli.start(["watch", "--every", "1"])
    let printed = ArrivingOutput(watch.standardOutput)
    defer { if !watch.process.hasEnded { kill(watch.process.identifier, SIGTERM) } }
    #expect(await printed.waitFor("Markets rally"), "watch printed: \(printed.text)")

    // The reader opens offline, so whatever it lists, the watch stored.
    let (tmux, record) = try await Tmux.start(cli, ["read", "--offline"])
    defer { tmux.stop() }
    try await tmux.waitFor("World Desk")
    try await tmux.type("Enter")
    try await tmux.waitFor("Markets rally")
    #expect(try await tmux.screen().contains("Ceasefire holds"))
    #expect(!watch.process.hasEnded, "both are open at once")

    // A third process reads the same store meanwhile: the articles are numbered, so stored.
    let stored = try await cli.run(["headlines", "--offline", "--json"])
    #expect(stored.status == 0, "\(stored.standardError)")
    #expect(stored.standardOutput.contains(#""number":"#))
    #expect(stored.standardOutput.contains("Markets rally"))

    try await tmux.type("Q")
    #expect(try await Tmux.exitStatus(recordedIn: record) == "0\n")
    kill(watch.process.identifier, SIGINT)
    printed.stop()
    let ended = await NewsCLIProcess.collect(watch)
    #expect(ended.status == 130, "\(ended.standardError)")
  }
}

/// What a running process prints, gathered as it arrives, for a test to wait for.
final class ArrivingOutput: Sendable {
  private let data = LockIsolated(Data())

  private let pipe: Pipe

  init(_ pipe: Pipe) {
    self.pipe = pipe
    let data = data
    pipe.fileHandleForReading.readabilityHandler = { handle in
      let chunk = handle.availableData
      data.withValue { $0.append(chunk) }
    }
  }

  var text: String { String(decoding: data.value, as: UTF8.self) }

  /// Stops gathering, so that the rest can be read to its end.
  func stop() {
    pipe.fileHandleForReading.readabilityHandler = nil
  }

  /// Waits up to twenty seconds for `expected` to be printed, and says whether it was.
  func waitFor(_ expected: String) async -> Bool {
    for _ in 0..<400 {
      if text.contains(expected) { return true }
      try? await Task.sleep(for: .milliseconds(50))
    }
    return text.contains(expected)
  }
}

/// Without `--every`, the checks are the config file's `reload-time` minutes apart.
struct WatchIntervalTests {
  @Test func theIntervalIsEveryElseTheConfigurationsReloadTime() throws {
    var configuration = Configuration()
    #expect(try Watch.parse([]).interval(configuration) == .seconds(3_600))
    configuration.reloadTime = 2
    #expect(try Watch.parse([]).interval(configuration) == .seconds(120))
    #expect(try Watch.parse(["--every", "5"]).interval(configuration) == .seconds(5))
  }
}

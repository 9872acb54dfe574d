import Dependencies
import DependenciesTestSupport
import Foundation
import TerminalClient
import Testing

@Suite(.dependencies)
struct TestValueTests {
  @Test func everyEndpointIsUnimplementedAndSaysSo() async {
    let terminal = TerminalClient.testValue
    await withKnownIssue {
      try? await terminal.enter()
    } matching: {
      $0.description.contains("TerminalClient.enter")
    }
    await withKnownIssue {
      await terminal.draw(Frame(size: TerminalSize(columns: 1, rows: 1)))
    } matching: {
      $0.description.contains("TerminalClient.draw")
    }
    await withKnownIssue {
      await terminal.invalidate()
    } matching: {
      $0.description.contains("TerminalClient.invalidate")
    }
    await withKnownIssue {
      try? await terminal.run(
        ExternalCommand(
          template: nil, subject: .arguments(["hello"]), handsOverTerminal: false))
    } matching: {
      $0.description.contains("TerminalClient.run")
    }
  }

  @Test func theInMemoryTerminalKeepsTheLastFrameAndDeliversEvents() async {
    let memory = InMemoryTerminal(size: TerminalSize(columns: 4, rows: 1))
    let terminal = memory.client
    try? await terminal.enter()
    #expect(memory.isEntered)
    var frame = Frame(size: terminal.size())
    frame.write("hi", row: 0, column: 0)
    await terminal.draw(frame)
    #expect(memory.screen.text == "hi")
    await terminal.invalidate()
    #expect(memory.invalidations == 1)
    let command = ExternalCommand(
      template: nil, subject: .link(url: URL(string: "https://example.org/")!, title: "", feed: ""),
      handsOverTerminal: true)
    try? await terminal.run(command)
    #expect(memory.commands == [command])

    let events = terminal.events()
    memory.send(.key(.character("j")))
    memory.send(.resize(TerminalSize(columns: 40, rows: 12)))
    await terminal.leave()
    var received: [TerminalEvent] = []
    for await event in events { received.append(event) }
    #expect(received == [.key(.character("j")), .resize(TerminalSize(columns: 40, rows: 12))])
    #expect(terminal.size() == TerminalSize(columns: 40, rows: 12))
    #expect(!memory.isEntered)
  }
}

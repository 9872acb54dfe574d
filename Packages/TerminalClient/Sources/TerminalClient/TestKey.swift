import Dependencies

extension TerminalClient: TestDependencyKey {
  /// Every endpoint fails the test that calls it, naming the endpoint.
  public static let testValue = TerminalClient(
    enter: unimplemented("TerminalClient.enter"),
    leave: unimplemented("TerminalClient.leave"),
    size: unimplemented("TerminalClient.size", placeholder: TerminalSize(columns: 80, rows: 24)),
    events: unimplemented("TerminalClient.events", placeholder: AsyncStream { $0.finish() }),
    draw: unimplemented("TerminalClient.draw"),
    invalidate: unimplemented("TerminalClient.invalidate"),
    run: unimplemented("TerminalClient.run")
  )

  /// A terminal of 80 by 24 cells in memory: screens draw there and nothing reaches the real one.
  public static var previewValue: TerminalClient { InMemoryTerminal().client }
}

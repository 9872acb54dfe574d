import ArgumentParser

/// What `news-cli` runs with no command: the headlines, as `headlines` shows them, with its flags;
/// but a newcomer with nothing subscribed is greeted (``Greeting``) and the command succeeds,
/// where `headlines` typed out, as a script types it, fails.
///
/// A command of its own, hidden, since only the parser knows whether a command was named.
struct Start: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "start",
    abstract: "Show the latest headlines, or greet a newcomer with the sample headlines.",
    shouldDisplay: false)

  @OptionGroup var headlines: Headlines

  func run() async throws {
    try await headlines.run(greetingNewcomers: true)
  }
}

extension Start: ShapesLiveValues {
  var liveOptions: LiveOptions { headlines.liveOptions }
}

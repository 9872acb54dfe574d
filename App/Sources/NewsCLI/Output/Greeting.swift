import Dependencies
import NewsFeature
import TextCore

/// What `news-cli` alone says to a newcomer with nothing subscribed, rather than failing: what
/// the app is, the built-in sample headlines, labelled as samples, and the commands that
/// subscribe. The command then ends with status 0; `headlines` typed out in a script still fails.
enum Greeting {
  /// How many sample headlines are shown: enough to see what the app does, few enough to leave
  /// the commands that subscribe on the screen.
  static let sampleCount = 6
  /// The widest a line of words is, however wide the terminal: lines to read, not to scan.
  static let width = 80

  static func show(on terminal: Terminal) async {
    @Dependency(\.date.now) var now
    let samples = await HeadlinesFeature().sampleHeadlines(limit: sampleCount)
    let name = AppIdentity.name
    let lines = [
      paragraph(
        "Welcome to \(name), a terminal newsreader for RSS, Atom and JSON feeds that also "
          + "plays the hourly audio news bulletin."),
      "",
      paragraph("You have no subscriptions yet. Sample headlines, built in, nothing fetched:"),
      "",
      HeadlinesTable(terminal: terminal, now: now).render(samples),
      "",
      paragraph(
        "Subscribe with one of these, then run \(name) again for your own headlines, or "
          + "\(name) read to browse them:"),
    ]
    print((lines + subscribing).joined(separator: "\n"))
  }

  private static func paragraph(_ text: String) -> String {
    text.wrapped(toWidth: width).joined(separator: "\n")
  }

  /// The commands that subscribe, each beside what it subscribes to, in aligned columns however
  /// long the app's name.
  static var subscribing: [String] {
    let commands = [
      ("feeds add URL", "a feed of your own"),
      ("feeds samples", "six sample feeds"),
      ("feeds import FILE.opml", "another reader's list"),
      ("sync login fever URL --user NAME", "the feeds of your sync server"),
    ].map { ("  \(AppIdentity.name) \($0.0)", $0.1) }
    let width = commands.map(\.0.terminalWidth).max() ?? 0
    return commands.map { "\($0.0.padded(toWidth: width))  \($0.1)" }
  }
}

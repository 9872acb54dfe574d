import ArgumentParser

/// The options of every command that reads feeds.
struct NetworkOptions: ParsableArguments {
  @Option(
    help: """
      Seconds a feed may take, however long its server is silent first, before it is reported \
      as timed out; also how long a download may go without a byte. (default: 30)
      """)
  var timeout: Int?

  /// No feed is worth waiting more than an hour for; a larger number is a typo.
  static let timeouts = 1...3_600

  func validate() throws {
    try Self.timeouts.validate(timeout, flag: "--timeout", unit: " seconds (an hour)")
  }
}

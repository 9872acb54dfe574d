import Foundation
import Testing

/// Every command against empty, missing, unusable and odd local state, and against out-of-range
/// and malformed arguments: each ends with one clear line and the documented exit status, and
/// never with a crash or a stack trace.
///
/// The tests run as root on CI, where permissions do not stop a write, so an unusable folder is a
/// file standing where the folder should be: no user, root included, can create a file inside it.
@Suite(.serialized)
struct OddStateTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    /// Files to write below the test's home folder before running, by relative path.
    var files: [String: String] = [:]
    /// Environment variables, where `{home}` stands for the test's home folder.
    var environment: [String: String] = [:]
    /// The arguments, where `{home}` stands for the test's home folder.
    var arguments: [String]
    var status: Int32
    /// Text standard error must contain; empty when it may say nothing.
    var says: String
    /// Text standard output must contain, if any.
    var prints: String?
    /// How many lines standard output must have, if that matters.
    var lines: Int?

    var testDescription: String { name }
  }

  static let feed = """
    <?xml version="1.0" encoding="UTF-8"?>
    <rss version="2.0"><channel><title>Local Desk</title>
      <item><title>Local story</title><link>https://example.org/local</link></item>
    </channel></rss>
    """
  static let noSubscriptions = ["config/news-cli/subscriptions.json": "[]"]
  static let twoSubscriptions = [
    "config/news-cli/subscriptions.json":
      #"[{"url": "https://a.example/feed.xml"}, {"url": "https://b.example/feed.xml"}]"#
  ]
  /// A new user: nothing saved at all, and no sample subscribed to unasked.
  static let newUser: [String: String] = [:]
  static let unusableConfiguration = ["config": "a file where the configuration folder should be"]
  static let unusableState = ["state": "a file where the state folder should be"]
  static let unusableCache = ["cache": "a file where the cache folder should be"]

  static let cases: [Case] = [
    // No subscriptions.
    Case(
      name: "feeds list, none", files: noSubscriptions, arguments: ["feeds", "list"], status: 0,
      says: "You have no subscriptions"),
    Case(
      name: "feeds remove 1, none", files: noSubscriptions, arguments: ["feeds", "remove", "1"],
      status: 1, says: "You have no subscriptions"),
    Case(
      name: "feeds remove URL, none", files: noSubscriptions,
      arguments: ["feeds", "remove", "https://example.org/"], status: 1,
      says: "You have no subscriptions"),
    Case(
      name: "feeds export, none", files: noSubscriptions, arguments: ["feeds", "export"], status: 0,
      says: "", prints: "<opml"),
    Case(
      name: "headlines, none", files: noSubscriptions, arguments: ["headlines"], status: 1,
      says: "You have no subscriptions. Add one with: news-cli feeds add URL"),
    Case(
      name: "headlines --offline --new, none", files: noSubscriptions,
      arguments: ["headlines", "--offline", "--new"], status: 1, says: "You have no subscriptions"),
    Case(
      name: "watch, none", files: noSubscriptions, arguments: ["watch"], status: 1,
      says: "You have no subscriptions"),

    // An empty cache.
    Case(
      name: "headlines --offline, empty cache",
      arguments: ["headlines", "--offline", "--feed", "http://127.0.0.1:9/feed.xml"], status: 1,
      says: "http://127.0.0.1:9/feed.xml is not cached"),

    // An article store that is empty, damaged or cannot be used.
    Case(
      name: "headlines --offline, nothing stored",
      files: ["config/news-cli/subscriptions.json": #"[{"url": "http://127.0.0.1:9/feed.xml"}]"#],
      arguments: ["headlines", "--offline"], status: 1,
      says:
        "Nothing is stored from http://127.0.0.1:9/feed.xml yet; run without --offline to fetch it"),
    Case(
      name: "headlines --offline, damaged store",
      files: [
        "config/news-cli/subscriptions.json": #"[{"url": "http://127.0.0.1:9/feed.xml"}]"#,
        "data/news-cli/articles.sqlite": "not a database, but text long enough to look like one",
      ],
      arguments: ["headlines", "--offline"], status: 1, says: "articles.sqlite"),
    Case(
      name: "search, data folder unusable",
      files: ["data": "a file where the data folder should be"],
      arguments: ["search", "anything"], status: 1, says: "articles.sqlite"),
    Case(
      name: "read without a terminal", arguments: ["read"], status: 64,
      says: "read needs a terminal on standard input and output"),
    Case(
      name: "mark-read, nothing stored", arguments: ["mark-read", "--all"], status: 0, says: "",
      prints: "Marked 0 articles read."),

    // Folders that do not exist yet, several levels deep.
    Case(
      name: "feeds add, folders missing", environment: ["XDG_CONFIG_HOME": "{home}/a/b/c"],
      arguments: ["feeds", "add", "https://example.org/feed.xml"], status: 0,
      says: "Subscribed to https://example.org/feed.xml"),

    // Folders that cannot be used.
    Case(
      name: "feeds add, configuration unusable", files: unusableConfiguration,
      arguments: ["feeds", "add", "https://example.org/feed.xml"], status: 1,
      says: "Could not use the saved subscriptions.json"),
    Case(
      name: "feeds list, configuration unusable", files: unusableConfiguration,
      arguments: ["feeds", "list"], status: 1, says: "Could not use the saved subscriptions.json"),
    Case(
      name: "headlines --feed, configuration unusable", files: unusableConfiguration,
      arguments: ["headlines", "--feed", "{home}/feed.xml"], status: 0,
      says: "warning: Could not use the saved settings.json", prints: "Local story"),
    Case(
      name: "headlines, state unusable", files: unusableState,
      arguments: ["headlines", "--feed", "{home}/feed.xml"], status: 0,
      says: "warning: Could not use the saved seen-articles.json", prints: "Local story"),
    Case(
      name: "headlines --new, state unusable",
      files: unusableState.merging([
        "config/news-cli/subscriptions.json": #"[{"url": "file://{home}/feed.xml"}]"#
      ]) { $1 }, arguments: ["headlines", "--new"], status: 0,
      says: "warning: Could not use the saved seen-articles.json", prints: "Local story"),
    Case(
      name: "headlines, cache unusable",
      files: unusableCache.merging([
        "config/news-cli/subscriptions.json": #"[{"url": "file://{home}/feed.xml"}]"#
      ]) { $1 }, arguments: ["headlines"], status: 0, says: "", prints: "Local story"),
    Case(
      name: "play, configuration unusable", files: unusableConfiguration,
      arguments: ["play", "{home}/missing.wav", "--device", "null"], status: 1,
      says: "warning: Could not use the saved settings.json"),

    // Corrupt and odd files.
    Case(
      name: "settings.json corrupt",
      files: ["config/news-cli/settings.json": "{\"headlineLimit\": "],
      arguments: ["headlines", "--feed", "{home}/feed.xml"], status: 0,
      says: "settings.json could not be read", prints: "Local story"),
    Case(
      name: "settings.json out of range",
      files: ["config/news-cli/settings.json": #"{"headlineLimit": -3, "volume": 9}"#],
      arguments: ["headlines", "--feed", "{home}/feed.xml"], status: 0,
      says: "settings.json: volume must be a number from 0 to 1; the default is used",
      prints: "Local story"),
    Case(
      name: "seen-articles.json corrupt",
      files: ["state/news-cli/seen-articles.json": "\u{0}\u{1}binary"],
      arguments: ["headlines", "--feed", "{home}/feed.xml", "--new"], status: 0,
      says: "seen-articles.json could not be read", prints: "Local story"),
    Case(
      name: "subscriptions.json is a folder",
      files: ["config/news-cli/subscriptions.json/inside": ""], arguments: ["feeds", "list"],
      status: 1, says: "it is a folder, not a file"),
    Case(
      name: "subscriptions.json names a feed twice",
      files: [
        "config/news-cli/subscriptions.json":
          #"[{"url": "https://example.org/a"}, {"url": "https://EXAMPLE.org/a#top"}]"#
      ], arguments: ["feeds", "list"], status: 0, says: "", prints: "1  https://example.org/a",
      lines: 1),

    // Numbers out of range.
    Case(
      name: "headlines --limit -5", arguments: ["headlines", "--limit=-5"], status: 64,
      says: "--limit must be 1 or more"),
    Case(
      name: "headlines --limit 0", arguments: ["headlines", "--limit", "0"], status: 64,
      says: "--limit must be 1 or more"),
    // More than there are shows them all, however many digits the number has.
    Case(
      name: "headlines --limit Int.max",
      arguments: ["headlines", "--feed", "{home}/feed.xml", "--limit", "\(Int.max)"], status: 0,
      says: "", prints: "Local story", lines: 1),
    Case(
      name: "headlines --limit huge",
      arguments: ["headlines", "--feed", "{home}/feed.xml", "--limit", "99999999999999999999"],
      status: 0, says: "", prints: "Local story", lines: 1),
    Case(
      name: "headlines --timeout 0", arguments: ["headlines", "--timeout", "0"], status: 64,
      says: "--timeout must be from 1 to 3600 seconds"),
    Case(
      name: "headlines --timeout Int.max", arguments: ["headlines", "--timeout", "\(Int.max)"],
      status: 64, says: "--timeout must be from 1 to 3600 seconds"),
    Case(
      name: "watch --every 0", arguments: ["watch", "--every", "0"], status: 64,
      says: "--every must be from 1 to 604800 seconds"),
    Case(
      name: "watch --chime missing", arguments: ["watch", "--chime", "{home}/missing.wav"],
      status: 64, says: "--chime: Cannot read {home}/missing.wav: No such file or directory"),
    Case(
      name: "watch --every Int.max", arguments: ["watch", "--every", "\(Int.max)"], status: 64,
      says: "--every must be from 1 to 604800 seconds"),
    Case(
      name: "feeds remove 0", files: twoSubscriptions, arguments: ["feeds", "remove", "0"],
      status: 1, says: "There is no subscription number 0; the feeds are numbered 1 to 2"),
    Case(
      name: "feeds remove 99", files: twoSubscriptions, arguments: ["feeds", "remove", "99"],
      status: 1, says: "There is no subscription number 99"),
    Case(
      name: "feeds remove huge", files: twoSubscriptions,
      arguments: ["feeds", "remove", "99999999999999999999"], status: 1,
      says: "No subscription matches '99999999999999999999'"),
    Case(
      name: "headlines, a new user", files: newUser, arguments: ["headlines"], status: 1,
      says:
        "You have no subscriptions. Add one with: news-cli feeds add URL, or six sample feeds with: news-cli feeds samples"
    ),
    Case(
      name: "play --volume 2", arguments: ["play", "{home}/missing.wav", "--volume", "2"],
      status: 64, says: "--volume must be between 0 and 1"),
    Case(
      name: "play --volume nan", arguments: ["play", "{home}/missing.wav", "--volume", "nan"],
      status: 64, says: "--volume must be between 0 and 1"),

    // Duplicate addresses.
    Case(
      name: "feeds add, another spelling",
      files: ["config/news-cli/subscriptions.json": #"[{"url": "https://example.org/feed.xml"}]"#],
      arguments: ["feeds", "add", "HTTPS://EXAMPLE.org:443/feed.xml"], status: 0,
      says: "Already subscribed"),

    // Addresses that are not http or https.
    Case(
      name: "feeds add ftp", arguments: ["feeds", "add", "ftp://example.org/feed.xml"], status: 64,
      says:
        "'ftp://example.org/feed.xml' is invalid for '<url>': it is not an http or https address"),
    Case(
      name: "feeds add no scheme", arguments: ["feeds", "add", "example.org/feed"], status: 64,
      says: "is not an http or https address"),
    Case(
      name: "feeds add empty", arguments: ["feeds", "add", ""], status: 64,
      says: "is not an http or https address"),
    Case(
      name: "headlines --feed ftp",
      arguments: ["headlines", "--feed", "ftp://example.org/feed.xml"], status: 64,
      says: "is not an http, https or file address"),
    Case(
      name: "listen --feed javascript", arguments: ["listen", "--feed", "javascript:alert(1)"],
      status: 64, says: "is not an http, https or file address"),
    Case(
      name: "settings.json bulletinFeed ftp",
      files: ["config/news-cli/settings.json": #"{"bulletinFeed": "ftp://example.org/feed"}"#],
      arguments: ["play", "{home}/missing.wav", "--device", "null"], status: 1,
      says: "bulletinFeed must be an http or https address"),

    // OPML files that are not OPML.
    Case(
      name: "feeds import JSON", files: ["list.json": #"{"feeds": []}"#],
      arguments: ["feeds", "import", "{home}/list.json"], status: 1,
      says: "cannot be imported: Not an OPML file"),
    Case(
      name: "feeds import HTML",
      files: ["page.html": "<!doctype html><html><body>hi</body></html>"],
      arguments: ["feeds", "import", "{home}/page.html"], status: 1, says: "cannot be imported"),
    Case(
      name: "feeds import empty file", files: ["empty.opml": ""],
      arguments: ["feeds", "import", "{home}/empty.opml"], status: 1, says: "cannot be imported"),
    Case(
      name: "feeds import truncated",
      files: ["cut.opml": "<opml version=\"2.0\"><body><outline text=\"A\" xmlUrl=\"https://exa"],
      arguments: ["feeds", "import", "{home}/cut.opml"], status: 1,
      says: "cannot be imported: Malformed OPML"),
    Case(
      name: "feeds import folder", files: ["folder/inside": ""],
      arguments: ["feeds", "import", "{home}/folder"], status: 1, says: "it is not a file"),
    Case(
      name: "feeds import missing", arguments: ["feeds", "import", "{home}/missing.opml"],
      status: 1, says: "No such file or directory"),
    Case(
      name: "feeds import, only ftp feeds",
      files: [
        "ftp.opml":
          #"<opml version="2.0"><body><outline text="F" xmlUrl="ftp://example.org/f"/></body></opml>"#
      ],
      arguments: ["feeds", "import", "{home}/ftp.opml"], status: 0,
      says: "lists no http or https feeds; nothing was imported"),
  ]

  @Test(arguments: cases)
  func endsWithOneClearLineAndTheDocumentedStatus(_ test: Case) async throws {
    var cli = NewsCLIProcess()
    let home = cli.home.path
    func expanded(_ text: String) -> String { text.replacingOccurrences(of: "{home}", with: home) }
    try Data(Self.feed.utf8).write(to: cli.home.appendingPathComponent("feed.xml"))
    for (path, contents) in test.files {
      let file = cli.home.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(expanded(contents).utf8).write(to: file)
    }
    cli.environment.merge(test.environment.mapValues(expanded)) { $1 }

    let output = try await cli.run(test.arguments.map(expanded), timeout: .seconds(30))
    #expect(output.status == test.status, "stderr: \(output.standardError)")
    if !test.says.isEmpty {
      #expect(output.standardError.contains(expanded(test.says)), "stderr: \(output.standardError)")
    }
    if let prints = test.prints {
      #expect(output.standardOutput.contains(expanded(prints)), "stdout: \(output.standardOutput)")
    }
    if let lines = test.lines {
      #expect(
        output.standardOutput.split(separator: "\n").count == lines,
        "stdout: \(output.standardOutput)")
    }
    for crash in [
      "Fatal error", "Stack dump", "Illegal instruction", "Segmentation fault",
      "Current stack trace", "💣",
    ] {
      #expect(!output.standardError.contains(crash), "stderr: \(output.standardError)")
    }
    let messages = output.standardError.split(separator: "\n").filter {
      !$0.hasPrefix("Usage:") && !$0.contains("--help") && !$0.isEmpty
    }
    #expect(messages.count <= 3, "one line per problem: \(output.standardError)")
  }
}

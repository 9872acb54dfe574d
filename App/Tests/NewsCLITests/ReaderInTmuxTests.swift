import Foundation
import HTTPTestSupport
import Testing

@testable import NewsCLI

/// The reader as a person runs it: the built binary in a real terminal, tmux, typed at with
/// `send-keys` and read with `capture-pane`, on feeds from a server on 127.0.0.1, playing on ALSA's
/// `null` device, with its article store on disk.
@Suite(.serialized)
struct ReaderInTmuxTests {
  static func serveFeed() async throws -> TestServer {
    try await TestServer.serving { base in
      [
        "/world.xml": .init(
          body: Fixtures.rss(
            title: "World Desk",
            items: [
              ("Ceasefire holds", "https://example.org/1", "Sat, 21 Nov 2026 10:00:00 GMT", nil),
              ("Markets rally", "https://example.org/2", "Sat, 21 Nov 2026 12:30:00 +0000", nil),
              (
                "Hourly bulletin", "https://example.org/3", "Sat, 21 Nov 2026 09:00:00 GMT",
                base.appendingPathComponent("bulletin.wav").absoluteString
              ),
            ])),
        "/bulletin.wav": .init(body: Fixtures.wav(frames: 44_100), contentType: "audio/wav"),
      ]
    }
  }

  @Test func browseOpenSearchPlayAndQuitLeavingTheTerminalAndTheMarksRight() async throws {
    let server = try await Self.serveFeed()
    defer { Task { await server.stop() } }
    let (cli, tmux, record) = try await Self.startReader(on: server)
    // Whatever fails, the reader and its terminal go: SIGHUP restores the terminal and ends it.
    defer { tmux.stop() }

    try await tmux.waitFor("World Desk")
    try await tmux.waitFor("Refreshed")
    try await tmux.type("Enter")
    try await tmux.waitFor("Markets rally")
    try await tmux.type("Enter")
    try await tmux.waitFor("Link:")
    #expect(try await tmux.screen().contains("https://example.org/2"))
    try await tmux.type("q")
    try await tmux.type("/")
    try await tmux.type("ceasefire", "Enter")
    try await tmux.waitFor("(1 found)")
    try await tmux.type("q", "G")
    try await tmux.type("Enter")
    try await tmux.waitFor("bulletin.wav")
    try await tmux.type("p")
    // The null device takes audio as fast as it comes, so the bulletin may be over at once.
    try await tmux.waitFor("Playing", "Finished playing")
    try await tmux.type("s", "Q")

    #expect(try await Tmux.exitStatus(recordedIn: record) == "0\n")

    let stored = try await cli.run(["headlines", "--offline", "--json"])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(stored.standardOutput.utf8)) as? [String: Any])
    let articles = try #require(json["articles"] as? [[String: Any]])
    let read = Dictionary(
      uniqueKeysWithValues: articles.compactMap { article in
        (article["title"] as? String).map { ($0, article["read"] as? Bool) }
      })
    #expect(
      read == ["Markets rally": true, "Hourly bulletin": true, "Ceasefire holds": false])
  }

  /// `/` reads the search box's terms, as `search` does, and a search that does not read says its
  /// column and opens nothing; `F` filters the list shown in newsboat's language and `Ctrl-F`
  /// takes the filter off (issue 31, item 3).
  @Test func slashSearchesWithTheBoxsTermsAndFFiltersTheList() async throws {
    let server = try await Self.serveFeed()
    defer { Task { await server.stop() } }
    let (cli, tmux, record) = try await Self.startReader(on: server)
    defer { tmux.stop() }

    try await tmux.waitFor("Refreshed")
    let marked = try await cli.run(["mark-read", "--filter", #"title = "Markets rally""#])
    #expect(marked.standardOutput == "Marked 1 article read.\n", "\(marked.standardError)")
    try await tmux.type("/")
    try await tmux.type("talks newer:soon", "Enter")
    try await tmux.waitFor("Search: column 13: expected a span")
    try await tmux.type("/")
    try await tmux.type("title:rally ~unread", "Enter")
    try await tmux.waitFor("(1 found)")
    #expect(try await tmux.screen().contains("Markets rally"))

    try await tmux.type("q", "Enter")
    try await tmux.waitFor("Hourly bulletin")
    try await tmux.type("F")
    try await tmux.type(#"title =~ "rally|holds""#, "Enter")
    try await tmux.waitFor("(2 listed)")
    let filtered = try await tmux.screen()
    #expect(filtered.contains(#"filter: title =~ "rally|holds""#))
    #expect(filtered.contains("Ceasefire holds") && !filtered.contains("Hourly bulletin"))
    try await tmux.type("C-f")
    try await tmux.waitFor("Hourly bulletin")
    try await tmux.type("Q")
    #expect(try await Tmux.exitStatus(recordedIn: record) == "0\n")
  }

  /// A feed with a whole body beside its teaser, and one with a teaser only whose page holds the
  /// article, for the body, the renderer and reader mode as a person meets them.
  static func serveEssays() async throws -> TestServer {
    try await TestServer.serving { base in
      let page = """
        <html><head><title>The long read</title><meta name="author" content="Ida Keeper">
        </head><body>
        <nav><a href="/">Home</a> <a href="/more">More stories</a></nav>
        <article><h1>The long read</h1>
        <p>Only the page has this sentence about lighthouses and their keepers.</p>
        <p>A second paragraph follows, long enough to be taken for the article itself.</p>
        </article><footer>All rights reserved.</footer></body></html>
        """
      let feed = """
        <?xml version="1.0"?>
        <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>
        <title>World Desk</title><link>\(base.absoluteString)/</link>
        <item><title>An essay with a body</title><link>\(base.absoluteString)/essay</link>
        <pubDate>Sat, 21 Nov 2026 12:00:00 GMT</pubDate><description>A teaser.</description>
        <content:encoded><![CDATA[<h2>Findings</h2><p>See <a href="/paper">the paper</a>.</p>
        <ul><li>First point</li><li>Second point</li></ul>
        <pre>$ make install
        $ news-cli read</pre>]]></content:encoded></item>
        <item><title>A teaser only</title><link>\(base.absoluteString)/long-read.html</link>
        <pubDate>Sat, 21 Nov 2026 10:00:00 GMT</pubDate><description>Read on.</description></item>
        </channel></rss>
        """
      return [
        "/essays.xml": .init(body: Data(feed.utf8)),
        "/long-read.html": .init(body: Data(page.utf8), contentType: "text/html"),
      ]
    }
  }

  /// The body is shown laid out (heading, bullets, code line for line, a numbered link and the
  /// position), its links listed by `u`, and `f` fetches a teaser's page and shows its article.
  @Test func aBodyIsLaidOutItsLinksListedAndFFetchesATeasersPage() async throws {
    let server = try await Self.serveEssays()
    defer { Task { await server.stop() } }
    let (_, tmux, record) = try await Self.startReader(on: server, feed: "/essays.xml")
    defer { tmux.stop() }

    try await tmux.waitFor("World Desk")
    try await tmux.waitFor("Refreshed")
    try await tmux.type("Enter")
    try await tmux.waitFor("An essay with a body")
    try await tmux.type("Enter")
    try await tmux.waitFor("First point")
    let body = try await tmux.screen()
    #expect(body.contains("* First point"))
    #expect(body.contains("* Second point"))
    #expect(body.contains("See the paper[1]."))
    #expect(body.contains("$ make install\n$ news-cli read"), "code is kept line for line")
    #expect(!body.contains("A teaser."), "the body, not the teaser")
    #expect(body.split(separator: "\n").first?.hasSuffix("%") == true, "\(body)")
    try await tmux.type("u")
    try await tmux.waitFor("Links —")
    #expect(try await tmux.screen().contains("/paper"))
    try await tmux.type("q", "q", "j", "Enter")
    try await tmux.waitFor("Read on.")
    try await tmux.type("f")
    try await tmux.waitFor("lighthouses")
    let page = try await tmux.screen()
    #expect(page.contains("The whole article, from its page"))
    #expect(page.contains("Author: Ida Keeper"), "the page's byline credits it")
    #expect(!page.contains("More stories"))
    try await tmux.type("Q")
    #expect(try await Tmux.exitStatus(recordedIn: record) == "0\n")
  }

  /// A feed of 1,500 items, more than the reader reads of a list at once: its list counts them
  /// all, and `G` goes to the last, read from the store on disk as the list asks for more.
  @Test func gOnAFeedOfFifteenHundredItemsShowsItsLastArticle() async throws {
    let newest = Date(timeIntervalSince1970: 1_795_000_000)
    let dates = DateFormatter()
    dates.locale = Locale(identifier: "en_US_POSIX")
    dates.timeZone = TimeZone(identifier: "GMT")
    dates.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    let items = (1...1_500).map { number in
      (
        title: number == 1_500 ? "The oldest story" : "Story \(number)",
        link: "https://example.org/stories/\(number)",
        date: Optional(dates.string(from: newest.addingTimeInterval(Double(-60 * number)))),
        enclosure: String?.none
      )
    }
    let server = try await TestServer.serving { _ in
      ["/big.xml": .init(body: Fixtures.rss(title: "Big Feed", items: items))]
    }
    defer { Task { await server.stop() } }
    let (_, tmux, record) = try await Self.startReader(on: server, feed: "/big.xml")
    defer { tmux.stop() }

    try await tmux.waitFor("Refreshed")
    try await tmux.type("j", "Enter")
    try await tmux.waitFor("Story 20")
    #expect(try await tmux.screen().contains("(1500 unread of 1500)"))
    try await tmux.type("G")
    try await tmux.waitFor("The oldest story")
    #expect(try await tmux.screen().contains("1500 N"))
    try await tmux.type("Q")
    #expect(try await Tmux.exitStatus(recordedIn: record) == "0\n")
  }

  /// Marks another process makes while the reader is open, as `news-cli mark-read --feed` in
  /// another terminal does, show in the feed's row without a key pressed (issue 32): the reader
  /// notices that someone else committed to the store and reads the counts again.
  @Test func aFeedMarkedReadByAnotherProcessShowsItsCountsWithoutAKey() async throws {
    let server = try await Self.serveFeed()
    defer { Task { await server.stop() } }
    let (cli, tmux, record) = try await Self.startReader(on: server)
    defer { tmux.stop() }

    try await tmux.waitFor("Refreshed")
    try await tmux.waitFor("(3/3) World Desk")
    let marked = try await cli.run([
      "mark-read", "--feed", server.url("/world.xml").absoluteString,
    ])
    #expect(marked.status == 0)
    #expect(marked.standardOutput == "Marked 3 articles read.\n")
    try await tmux.waitFor("(0/3) World Desk")
    try await tmux.type("Q")
    #expect(try await Tmux.exitStatus(recordedIn: record) == "0\n")
  }

  /// A feed another process subscribes to while the reader is open, as `news-cli feeds add` in
  /// another terminal does, is fetched and listed by `R`, which refreshes the subscriptions as
  /// saved now rather than those the reader started with (issue 32, item 7).
  @Test func rFetchesAFeedAnotherProcessSubscribedToWhileTheReaderRuns() async throws {
    let server = try await TestServer.serving { _ in
      [
        "/world.xml": .init(
          body: Fixtures.rss(
            title: "World Desk",
            items: [
              ("Ceasefire holds", "https://example.org/1", "Sat, 21 Nov 2026 10:00:00 GMT", nil)
            ]
          )),
        "/late.xml": .init(
          body: Fixtures.rss(
            title: "Late Arrivals",
            items: [
              (
                "Night train returns", "https://example.org/late/1",
                "Sat, 21 Nov 2026 11:00:00 GMT", nil
              )
            ])),
      ]
    }
    defer { Task { await server.stop() } }
    let (cli, tmux, record) = try await Self.startReader(on: server)
    defer { tmux.stop() }

    try await tmux.waitFor("Refreshed")
    let added = try await cli.run(["feeds", "add", server.url("/late.xml").absoluteString])
    #expect(added.status == 0, "\(added.standardError)")
    try await tmux.type("R")
    try await tmux.waitFor("Late Arrivals")
    try await tmux.type("Q")
    #expect(try await Tmux.exitStatus(recordedIn: record) == "0\n")
  }

  /// Ctrl-C is a key in raw mode: the reader stops, with the status of an interrupted program,
  /// and leaves the terminal as it found it.
  @Test func ctrlCLeavesWithTheStatusOfAnInterruptedProgram() async throws {
    let server = try await Self.serveFeed()
    defer { Task { await server.stop() } }
    let (_, tmux, record) = try await Self.startReader(on: server)
    defer { tmux.stop() }

    try await tmux.waitFor("World Desk")
    try await tmux.type("C-c")
    #expect(try await Tmux.exitStatus(recordedIn: record) == "130\n")
  }

  /// The configuration's `browser` and `opener` open links with the article's URL as one
  /// argument, however much of a shell command the feed made of it: `o` on a video goes to the
  /// opener, beside the reader, and on a page to the browser, which is lent the terminal.
  @Test func theConfiguredBrowserAndOpenersOpenLinksWithTheURLAsOneArgument() async throws {
    let hostile = "https://example.org/a'b?q=$(id)&r=`id`;x"
    let server = try await TestServer.serving { _ in
      [
        "/world.xml": .init(
          body: Fixtures.rss(
            title: "World Desk",
            items: [
              ("A clip", "https://example.org/clip.mp4", "Sat, 21 Nov 2026 12:30:00 GMT", nil),
              (
                "A page", hostile.replacingOccurrences(of: "&", with: "&amp;"),
                "Sat, 21 Nov 2026 10:00:00 GMT", nil
              ),
            ]))
      ]
    }
    defer { Task { await server.stop() } }
    let log = "/bin/sh {home}/log"
    let (cli, tmux, record) = try await Self.startReader(
      on: server,
      configuration: """
        browser "\(log) browser %u"
        opener "\\\\.mp4$" "\(log) opener '%u'" background
        """)
    defer { tmux.stop() }
    try Data(
      """
      #!/bin/sh
      name="$1"; shift
      printf '%s\\0' "$@" > "$(dirname "$0")/$name.tmp"
      mv "$(dirname "$0")/$name.tmp" "$(dirname "$0")/$name.arguments"
      """.utf8
    ).write(to: cli.home.appendingPathComponent("log"))
    /// What the script called `name` was given, once it has run.
    func arguments(_ name: String) async throws -> [String]? {
      let file = cli.home.appendingPathComponent("\(name).arguments")
      for _ in 0..<200 where !FileManager.default.fileExists(atPath: file.path) {
        try await Task.sleep(for: .milliseconds(50))
      }
      return (try? String(contentsOf: file, encoding: .utf8))
        .map { $0.split(separator: "\0").map(String.init) }
    }

    try await tmux.waitFor("World Desk")
    try await tmux.waitFor("Refreshed")
    try await tmux.type("Enter")
    try await tmux.waitFor("A clip")
    try await tmux.type("o")
    #expect(try await arguments("opener") == ["https://example.org/clip.mp4"])
    try await tmux.type("j", "o")
    // The URL as Foundation reads it, its backticks percent-encoded; the rest is as the feed
    // wrote it, which a shell given it as text would have run.
    #expect(
      try await arguments("browser")
        == [hostile.replacingOccurrences(of: "`", with: "%60")])
    try await tmux.waitFor("A page")
    try await tmux.type("Q")
    #expect(try await Tmux.exitStatus(recordedIn: record) == "0\n")
  }

  /// Subscribes a new home to `server`'s feed and starts `read` in tmux, recording the terminal's
  /// settings and the exit status (``Tmux/start(_:_:)``), with `configuration` as its config file
  /// (`{home}` is the home folder).
  private static func startReader(
    on server: TestServer, feed: String = "/world.xml", configuration: String? = nil
  ) async throws -> (NewsCLIProcess, Tmux, URL) {
    let cli = NewsCLIProcess(environment: [LiveValues.audioDeviceVariable: "null"])
    if let configuration {
      let folder = cli.home.appendingPathComponent("config/\(AppIdentity.name)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(configuration.replacingOccurrences(of: "{home}", with: cli.home.path).utf8)
        .write(to: folder.appendingPathComponent("config"))
    }
    let opml = cli.home.appendingPathComponent("feeds.opml")
    try Data(
      """
      <?xml version="1.0"?><opml version="2.0"><body>
      <outline text="World Desk" xmlUrl="\(server.url(feed).absoluteString)"/></body></opml>
      """.utf8
    ).write(to: opml)
    #expect(try await cli.run(["feeds", "import", opml.path]).status == 0)

    let (tmux, record) = try await Tmux.start(cli, ["read"])
    return (cli, tmux, record)
  }
}

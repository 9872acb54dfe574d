import Foundation
import SyncClientLiveTestSupport
import Testing

@testable import NewsCLI

/// The built binary syncing with coldsweat 0.10.2, a real Fever server on loopback, checked
/// against what the server itself says through the Fever API. One server for the suite, so its
/// tests run one at a time; each puts back the marks it changed on the server.
@Suite(.serialized)
struct SyncCommandTests {
  /// A stored article as `headlines --json` shows it.
  struct StoredArticle {
    var number: Int
    var isRead: Bool
    var isStarred: Bool
  }

  func lab() async throws -> ColdsweatLab {
    try await ColdsweatLab.shared.value
  }

  func accountFile(_ cli: NewsCLIProcess) -> URL {
    cli.home.appendingPathComponent("config/\(AppIdentity.name)/sync.json")
  }

  func logIn(_ cli: NewsCLIProcess, _ lab: ColdsweatLab, password: String = ColdsweatLab.password)
    async throws -> NewsCLIProcess.Output
  {
    try await cli.run(
      ["sync", "login", "fever", lab.endpoint.absoluteString, "--user", ColdsweatLab.user],
      input: password + "\n")
  }

  /// Every stored article, by link.
  func stored(_ cli: NewsCLIProcess) async throws -> [String: StoredArticle] {
    let output = try await cli.run(["headlines", "--offline", "--json", "--limit", "100000"])
    #expect(output.status == 0, "\(output.standardError)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    var found: [String: StoredArticle] = [:]
    for article in try #require(json["articles"] as? [[String: Any]]) {
      let link = try #require(article["link"] as? String)
      #expect(found[link] == nil, "\(link) is stored twice")
      found[link] = StoredArticle(
        number: try #require(article["number"] as? Int),
        isRead: try #require(article["read"] as? Bool),
        isStarred: try #require(article["starred"] as? Bool))
    }
    return found
  }

  /// Every item the server keeps, read or not, by link, with their ids; and its unread and saved
  /// ids.
  func serverItems(_ lab: ColdsweatLab) async throws -> (
    ids: [String: String], unread: Set<String>, saved: Set<String>
  ) {
    let unread = try await lab.raw.ids("unread_item_ids")
    let saved = try await lab.raw.ids("saved_item_ids")
    var ids: [String: String] = [:]
    for (id, item) in try await lab.raw.items(try await lab.raw.everyItemID()) {
      ids[try #require(item["url"] as? String)] = id
    }
    return (ids, unread, saved)
  }

  func mark(_ lab: ColdsweatLab, _ id: String, as mark: String) async throws {
    _ = try await lab.raw.call("", form: [("mark", "item"), ("as", mark), ("id", id)])
  }

  // MARK: - Logging in and out

  @Test func logInChecksThePasswordAndKeepsOnlyTheKeyReadableByTheUserAlone() async throws {
    let lab = try await lab()
    let cli = NewsCLIProcess()

    let refused = try await logIn(cli, lab, password: ColdsweatLab.password + "!")
    #expect(refused.status == 1)
    #expect(refused.standardError.contains("refused the user name or password"))
    #expect(!FileManager.default.fileExists(atPath: accountFile(cli).path))

    // Port 9 is closed on loopback: a server that cannot be reached stores nothing either.
    let unreachable = try await cli.run(
      ["sync", "login", "fever", "http://127.0.0.1:9/fever/", "--user", ColdsweatLab.user],
      input: ColdsweatLab.password + "\n")
    #expect(unreachable.status == 1)
    #expect(unreachable.standardError.split(separator: "\n").count == 1)
    #expect(unreachable.standardError.contains("Could not connect"))
    #expect(!FileManager.default.fileExists(atPath: accountFile(cli).path))

    let loggedIn = try await logIn(cli, lab)
    #expect(loggedIn.status == 0, "\(loggedIn.standardError)")
    let saved = try String(contentsOf: accountFile(cli), encoding: .utf8)
    #expect(saved.contains(lab.raw.apiKey))
    #expect(saved.contains("\"fever\""))
    #expect(!saved.contains(ColdsweatLab.password))
    let attributes = try FileManager.default.attributesOfItem(atPath: accountFile(cli).path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)

    let status = try await cli.run(["sync", "status"])
    #expect(status.status == 0)
    for line in [
      "Service:   fever", "Server:    \(lab.endpoint.absoluteString)",
      "User:      \(ColdsweatLab.user)", "Last sync: never", "Waiting:   0 changes",
    ] {
      #expect(status.standardOutput.contains(line), "\(status.standardOutput)")
    }

    let loggedOut = try await cli.run(["sync", "logout"])
    #expect(loggedOut.status == 0)
    #expect(!FileManager.default.fileExists(atPath: accountFile(cli).path))
    #expect(try await cli.run(["sync", "status"]).standardOutput.contains("Not logged in"))
    let notLoggedIn = try await cli.run(["sync"])
    #expect(notLoggedIn.status == 1)
    #expect(notLoggedIn.standardError.contains("sync login"))
  }

  /// While logged in, the server's feeds are the subscriptions: a change made here would be undone
  /// by the next sync, so it is refused, saying where to make it.
  @Test func subscriptionsAreChangedOnTheServerWhileLoggedIn() async throws {
    let lab = try await lab()
    let cli = NewsCLIProcess()
    #expect(try await logIn(cli, lab).status == 0)
    for arguments in [
      ["feeds", "add", "https://example.org/feed.xml"], ["feeds", "samples"],
      ["feeds", "remove", "1"],
    ] {
      let refused = try await cli.run(arguments)
      #expect(refused.status == 1, "\(arguments)")
      #expect(refused.standardError.contains("sync logout"), "\(arguments)")
    }
    #expect(try await cli.run(["sync", "logout"]).status == 0)
    #expect(try await cli.run(["feeds", "samples"]).status == 0)
  }

  /// A damaged account file is set aside with one line saying so, and sync is then off: nothing
  /// crashes, and headlines go on from the feeds.
  @Test func aDamagedAccountFileIsSetAsideAndSyncIsOff() async throws {
    let lab = try await lab()
    let cli = NewsCLIProcess()
    #expect(try await logIn(cli, lab).status == 0)
    try Data("{\"service\": \"fever\", \"serverURL\": ".utf8).write(to: accountFile(cli))
    let status = try await cli.run(["sync", "status"])
    #expect(status.status == 1)
    #expect(status.standardError.split(separator: "\n").count == 1, "\(status.standardError)")
    #expect(status.standardError.contains("sync.json"))
    let folder = accountFile(cli).deletingLastPathComponent()
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).contains {
        $0.hasPrefix("sync.json.corrupt-")
      })
    #expect(try await cli.run(["sync", "status"]).standardOutput.contains("Not logged in"))
  }

  /// A person types the password at a prompt that does not echo it, and gets the terminal back
  /// as it was.
  @Test func aPasswordTypedAtTheTerminalIsNeverShown() async throws {
    let lab = try await lab()
    let cli = NewsCLIProcess()
    let (tmux, record) = try await Tmux.start(
      cli, ["sync", "login", "fever", lab.endpoint.absoluteString, "--user", ColdsweatLab.user])
    // The pane stays once the shell ends, to be read, and with it the server, until told to go.
    defer { tmux.stop() }
    try await tmux.waitFor("Password for \(ColdsweatLab.user):")
    // Set while the prompt waits, so in time.
    try await tmux.run(["set-option", "-w", "-t", Tmux.session, "remain-on-exit", "on"])
    try await tmux.type("-l", ColdsweatLab.password)
    try await tmux.type("Enter")
    try await tmux.waitFor("Logged in")
    #expect(!(try await tmux.screen()).contains(ColdsweatLab.password))
    #expect(try await Tmux.exitStatus(recordedIn: record) == "0\n")
    #expect(FileManager.default.fileExists(atPath: accountFile(cli).path))
  }

  // MARK: - Syncing

  @Test func syncBringsTheServersArticlesAndMarksAndSendsTheOnesMadeHere() async throws {
    let lab = try await lab()
    let cli = NewsCLIProcess()
    #expect(try await logIn(cli, lab).status == 0)
    // Read on another device before this one first synced.
    let readBefore = try #require(try await lab.raw.ids("unread_item_ids").min { $0 < $1 })
    try await mark(lab, readBefore, as: "read")

    let synced = try await cli.run(["sync"])
    #expect(synced.status == 0, "\(synced.standardError)")
    #expect(synced.standardOutput.hasPrefix("Synced: "))
    let feeds = try await lab.raw.call("feeds")["feeds"] as? [[String: Any]] ?? []
    let listed = try await cli.run(["feeds", "list"]).standardOutput
    #expect(listed.split(separator: "\n").count == feeds.count)

    // The store holds every article the server keeps, read ones included, marked as it says.
    let server = try await serverItems(lab)
    #expect(!server.unread.contains(readBefore))
    var articles = try await stored(cli)
    #expect(Set(articles.keys) == Set(server.ids.keys))
    for (link, article) in articles {
      let id = try #require(server.ids[link])
      #expect(article.isRead == !server.unread.contains(id), "\(link)")
      #expect(article.isStarred == server.saved.contains(id), "\(link)")
    }

    // Marks made here wait in order and reach the server with the next sync.
    let (starredLink, starred) = try #require(
      articles.filter { !$0.value.isRead && !$0.value.isStarred }.min { $0.key < $1.key })
    #expect(try await cli.run(["star", String(starred.number)]).status == 0)
    #expect(try await cli.run(["mark-read", String(starred.number)]).status == 0)
    #expect(
      try await cli.run(["sync", "status"]).standardOutput.contains("Waiting:   2 changes"))
    let starredID = try #require(server.ids[starredLink])
    #expect(try await cli.run(["sync"]).status == 0)
    #expect(try await lab.raw.ids("saved_item_ids").contains(starredID))
    #expect(!(try await lab.raw.ids("unread_item_ids")).contains(starredID))
    let status = try await cli.run(["sync", "status"]).standardOutput
    #expect(status.contains("Waiting:   0 changes"))
    #expect(!status.contains("Last sync: never"))

    // A mark made on another device arrives with the next sync.
    let (readThereLink, _) = try #require(
      articles.filter { !$0.value.isRead && $0.key != starredLink }.min { $0.key < $1.key })
    let readThereID = try #require(server.ids[readThereLink])
    try await mark(lab, readThereID, as: "read")
    #expect(try await cli.run(["sync"]).status == 0)
    articles = try await stored(cli)
    #expect(articles[readThereLink]?.isRead == true)
    #expect(articles[starredLink]?.isStarred == true)

    try await mark(lab, starredID, as: "unsaved")
    try await mark(lab, starredID, as: "unread")
    try await mark(lab, readThereID, as: "unread")
    try await mark(lab, readBefore, as: "unread")
  }

  /// The reader's refresh, on opening and with r or R, is a sync while logged in.
  @Test func theReaderSyncsWhenItRefreshes() async throws {
    let lab = try await lab()
    let cli = NewsCLIProcess()
    #expect(try await logIn(cli, lab).status == 0)
    let (tmux, record) = try await Tmux.start(cli, ["read"])
    defer { tmux.stop() }
    // A new device: the sync before opening brings the server's feeds.
    try await tmux.waitFor("Feed 0")
    try await tmux.type("r")
    try await tmux.waitFor("Synced: ")
    try await tmux.type("q")
    #expect(try await Tmux.exitStatus(recordedIn: record) == "0\n")
    #expect(!(try await cli.run(["sync", "status"])).standardOutput.contains("Last sync: never"))
  }

  @Test func aServerThatCannotBeReachedKeepsTheChangesAndHeadlinesShowsTheStore() async throws {
    let lab = try await lab()
    let cli = NewsCLIProcess()
    #expect(try await logIn(cli, lab).status == 0)
    // headlines, without --offline, is a sync while logged in.
    let first = try await cli.run(["headlines"])
    #expect(first.status == 0, "\(first.standardError)")
    #expect(!(try await cli.run(["sync", "status"])).standardOutput.contains("Last sync: never"))
    let server = try await serverItems(lab)
    let (link, article) = try #require(
      try await stored(cli).filter { !$0.value.isStarred }.min { $0.key < $1.key })
    let id = try #require(server.ids[link])

    // The account now names a closed port, as when the server is down.
    let account = accountFile(cli)
    let saved = try Data(contentsOf: account)
    var moved = try #require(try JSONSerialization.jsonObject(with: saved) as? [String: Any])
    moved["serverURL"] = "http://127.0.0.1:9/fever/"
    try JSONSerialization.data(withJSONObject: moved).write(to: account)

    #expect(try await cli.run(["star", String(article.number)]).status == 0)
    let failed = try await cli.run(["sync"])
    #expect(failed.status == 1)
    #expect(failed.standardError.split(separator: "\n").count == 1, "\(failed.standardError)")
    #expect(failed.standardError.contains("1 change made here waits to be sent"))
    #expect(try await cli.run(["sync", "status"]).standardOutput.contains("Waiting:   1 change"))
    let offline = try await cli.run(["headlines"])
    #expect(offline.status == 0)
    #expect(offline.standardError.contains("the stored headlines are shown"))
    #expect(!offline.standardOutput.isEmpty)

    try saved.write(to: account)
    #expect(try await cli.run(["sync"]).status == 0)
    #expect(try await lab.raw.ids("saved_item_ids").contains(id))
    #expect(try await cli.run(["sync", "status"]).standardOutput.contains("Waiting:   0 changes"))
    try await mark(lab, id, as: "unsaved")
  }

  // MARK: - Crashes and company

  /// Two syncs at once, as from a cron job and a person: both finish, the store holds each
  /// article once, and every change reaches the server.
  @Test func twoSyncsAtOnceBothFinishAndStoreEachArticleOnce() async throws {
    let lab = try await lab()
    let cli = NewsCLIProcess()
    #expect(try await logIn(cli, lab).status == 0)
    #expect(try await cli.run(["sync"]).status == 0)
    let server = try await serverItems(lab)
    let chosen = try await stored(cli).filter { !$0.value.isStarred }.sorted { $0.key < $1.key }
      .prefix(3)
    for (_, article) in chosen {
      #expect(try await cli.run(["star", String(article.number)]).status == 0)
    }

    let first = try cli.start(["sync"])
    let second = try cli.start(["sync"])
    for started in [first, second] {
      let result = await NewsCLIProcess.collect(started)
      #expect(result.status == 0, "\(result.standardError)")
    }
    #expect(Set(try await stored(cli).keys) == Set(server.ids.keys))
    let saved = try await lab.raw.ids("saved_item_ids")
    for (link, _) in chosen {
      let id = try #require(server.ids[link])
      #expect(saved.contains(id))
      try await mark(lab, id, as: "unsaved")
    }
    #expect(try await cli.run(["sync", "status"]).standardOutput.contains("Waiting:   0 changes"))
  }

  /// A sync killed at any moment loses nothing: the next one completes the store, without
  /// duplicates, and sends the changes that were waiting.
  @Test func aSyncKilledMidwayLosesNothing() async throws {
    let lab = try await lab()
    for delay in [20, 80, 200] {
      let cli = NewsCLIProcess()
      #expect(try await logIn(cli, lab).status == 0)
      let started = try cli.start(["sync"])
      try await Task.sleep(for: .milliseconds(delay))
      kill(started.process.identifier, SIGKILL)
      _ = await NewsCLIProcess.collect(started)

      let resumed = try await cli.run(["sync"])
      #expect(resumed.status == 0, "after a kill at \(delay) ms: \(resumed.standardError)")
      let server = try await serverItems(lab)
      #expect(Set(try await stored(cli).keys) == Set(server.ids.keys), "killed at \(delay) ms")
    }

    // Killed while sending: the star waits, and the next sync sends it.
    let cli = NewsCLIProcess()
    #expect(try await logIn(cli, lab).status == 0)
    #expect(try await cli.run(["sync"]).status == 0)
    let server = try await serverItems(lab)
    let (link, article) = try #require(
      try await stored(cli).filter { !$0.value.isStarred }.min { $0.key < $1.key })
    #expect(try await cli.run(["star", String(article.number)]).status == 0)
    let started = try cli.start(["sync"])
    try await Task.sleep(for: .milliseconds(5))
    kill(started.process.identifier, SIGKILL)
    _ = await NewsCLIProcess.collect(started)
    #expect(try await cli.run(["sync"]).status == 0)
    let id = try #require(server.ids[link])
    #expect(try await lab.raw.ids("saved_item_ids").contains(id))
    #expect(try await cli.run(["sync", "status"]).standardOutput.contains("Waiting:   0 changes"))
    try await mark(lab, id, as: "unsaved")
  }
}

import ArticleStoreClient
import ArticleStoreClientLive
import Foundation
import NewsClient

// Saves a feed and marks an article read in a loop, for the tests to kill mid-write, to race
// against one another and to run under a file size limit:
// article-store-writer DATABASE WRITER COUNT [--feed FEED] [--wait]
// (a COUNT of 0 runs until killed or until a write fails).
//
// Round N stores five new articles, "FEED-N-0" to "FEED-N-4", in a feed that carries the newest
// forty, then marks "FEED-N-0" read. FEED is WRITER's own unless --feed names one, so that several
// writers can save one feed at once, as two commands refreshing the same subscription do. With
// --wait the writer reads a line from standard input before it first touches the store, so that a
// test can start many writers and release them together. After each step commits it prints
// "saved N" or "marked N" and flushes, so a test knows exactly what the store must still hold after
// a kill. A failed call prints "failed: DESCRIPTION" to standard error and exits 3; a warning the
// store gives (a file set aside, a file opened read-only) is printed as "warning: DESCRIPTION".

var arguments = Array(CommandLine.arguments.dropFirst())
let waits = arguments.contains("--wait")
arguments.removeAll { $0 == "--wait" }
var feedName: String?
if let option = arguments.firstIndex(of: "--feed"), option + 1 < arguments.count {
  feedName = arguments[option + 1]
  arguments.removeSubrange(option...(option + 1))
}
guard arguments.count == 3, let count = Int(arguments[2]) else {
  FileHandle.standardError.write(
    Data("usage: article-store-writer DATABASE WRITER COUNT [--feed FEED] [--wait]\n".utf8))
  exit(64)
}
let store = ArticleStoreClient.live(databaseURL: URL(fileURLWithPath: arguments[0]))
let feed = feedName ?? arguments[1]
let feedURL = URL(string: "https://\(feed).example.org/feed")!
let padding = String(repeating: "A summary long enough to make a save take a while. ", count: 40)
let start = Date(timeIntervalSince1970: 1_700_000_000)

func article(round: Int, index: Int) -> Article {
  Article(
    guid: Article.GUID("\(feed)-\(round)-\(index)"),
    title: "Round \(round), article \(index) from \(feed)",
    link: URL(string: "https://\(feed).example.org/\(round)/\(index)"),
    summary: padding,
    published: start.addingTimeInterval(Double(round * 5 + index))
  )
}

func report(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

if waits {
  _ = readLine()
}
var round = 1
while count == 0 || round <= count {
  do {
    let newest = (max(1, round - 7)...round).flatMap { past in
      (0..<5).map { article(round: past, index: $0) }
    }
    _ = try await store.save(
      Feed(url: feedURL, title: "Feed of \(feed)", format: .rss, articles: newest.reversed()),
      Date())
    report("saved \(round)")
    // Writers sharing a feed may be rounds ahead of this one; a hundred covers their lead.
    let stored = try await store.articles(ArticleQuery(feeds: [feedURL], limit: 100))
    let first = stored.filter { $0.article.guid?.value == "\(feed)-\(round)-0" }.map(\.id)
    guard !first.isEmpty else {
      FileHandle.standardError.write(Data("failed: round \(round) is not stored\n".utf8))
      exit(3)
    }
    _ = try await store.setRead(.articles(first), true)
    report("marked \(round)")
  } catch {
    FileHandle.standardError.write(Data("failed: \(error)\n".utf8))
    exit(3)
  }
  for warning in await store.takeWarnings() {
    FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
  }
  round += 1
}

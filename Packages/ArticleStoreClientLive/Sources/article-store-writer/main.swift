import ArticleStoreClient
import ArticleStoreClientLive
import Foundation
import NewsClient

// Saves a feed and marks an article read in a loop, for the tests to kill mid-write, to race
// against one another and to run under a file size limit:
// article-store-writer DATABASE WRITER COUNT (a COUNT of 0 runs until killed or until a write
// fails).
//
// Round N stores five new articles, "WRITER-N-0" to "WRITER-N-4", in a feed that carries the
// newest forty, then marks "WRITER-N-0" read. After each step commits it prints "saved N" or
// "marked N" and flushes, so a test knows exactly what the store must still hold after a kill.
// A failed call prints "failed: DESCRIPTION" to standard error and exits 3.

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[3]) else {
  FileHandle.standardError.write(
    Data("usage: article-store-writer DATABASE WRITER COUNT\n".utf8))
  exit(64)
}
let store = ArticleStoreClient.live(databaseURL: URL(fileURLWithPath: arguments[1]))
let writer = arguments[2]
let feedURL = URL(string: "https://\(writer).example.org/feed")!
let padding = String(repeating: "A summary long enough to make a save take a while. ", count: 40)
let start = Date(timeIntervalSince1970: 1_700_000_000)

func article(round: Int, index: Int) -> Article {
  Article(
    guid: Article.GUID("\(writer)-\(round)-\(index)"),
    title: "Round \(round), article \(index) from \(writer)",
    link: URL(string: "https://\(writer).example.org/\(round)/\(index)"),
    summary: padding,
    published: start.addingTimeInterval(Double(round * 5 + index))
  )
}

func report(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

var round = 1
while count == 0 || round <= count {
  do {
    let newest = (max(1, round - 7)...round).flatMap { past in
      (0..<5).map { article(round: past, index: $0) }
    }
    _ = try await store.save(
      Feed(url: feedURL, title: "Feed of \(writer)", format: .rss, articles: newest.reversed()),
      Date())
    report("saved \(round)")
    let stored = try await store.articles(ArticleQuery(feeds: [feedURL], limit: 5))
    let first = stored.filter { $0.article.guid?.value == "\(writer)-\(round)-0" }.map(\.id)
    _ = try await store.setRead(.articles(first), true)
    report("marked \(round)")
  } catch {
    FileHandle.standardError.write(Data("failed: \(error)\n".utf8))
    exit(3)
  }
  round += 1
}

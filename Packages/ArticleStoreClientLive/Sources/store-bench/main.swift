import ArticleStoreClient
import ArticleStoreClientLive
import Foundation
import NewsClient

// The live store's benchmark, run by Scripts/examples/bench-store on a release build:
//
//   store-bench fill DATABASE FEEDS PER-FEED   stores FEEDS feeds of PER-FEED articles of
//                                             generated text, marks 70% read, prints the bytes
//                                             of the articles' text
//   store-bench newest DATABASE               opens the store and lists the newest 30 unread:
//                                             the script times this whole process
//   store-bench measure DATABASE              times marking one article read, searching and
//                                             saving an unchanged 40-article feed in process,
//                                             and prints each median in milliseconds and the
//                                             searches it made
//   store-bench reclaim DATABASE              reclaims space and prints the sizes before and
//                                             after
//
// Output lines are "NAME VALUE", for the script to read.

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
  FileHandle.standardError.write(Data("usage: store-bench fill|newest|measure DATABASE …\n".utf8))
  exit(64)
}
let databaseURL = URL(fileURLWithPath: arguments[2])
let store = ArticleStoreClient.live(databaseURL: databaseURL)

do {
  switch arguments[1] {
  case "fill" where arguments.count == 5:
    let text = try await BenchmarkFill.fill(
      store, feeds: Int(arguments[3]) ?? 500, articlesPerFeed: Int(arguments[4]) ?? 200)
    print("text_bytes \(text)")
  case "newest":
    let newest = try await store.articles(ArticleQuery(unreadOnly: true, limit: 30))
    print("listed \(newest.count)")
  case "reclaim":
    let space = try await store.reclaimSpace()
    print("bytes_before \(space.bytesBefore)")
    print("bytes_after \(space.bytesAfter)")
  case "measure":
    for (name, value) in try await BenchmarkMeasures.run(store) {
      print("\(name) \(value)")
    }
  default:
    FileHandle.standardError.write(Data("store-bench: unknown command \(arguments[1])\n".utf8))
    exit(64)
  }
} catch {
  FileHandle.standardError.write(Data("store-bench: \(error)\n".utf8))
  exit(1)
}

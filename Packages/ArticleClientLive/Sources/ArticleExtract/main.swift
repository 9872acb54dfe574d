import ArticleClient
import ArticleClientLive
import Foundation
import RichTextCore

// article-extract: reader mode on the command line, for `make bench-article`, which then scores
// the extractor without building the whole app. The app's `article URL --json` prints the same
// ArticleJSON, and the benchmark scores it with `--app`.
//
//   article-extract article URL --json     fetch URL, print {"url","title","byline","text"}
//   article-extract measure FILE URL N     extract FILE (as fetched from URL) N times; print the
//                                          fastest time in ms and the peak memory over the page
//
// Exits 1 with one line on stderr when the page has no article or cannot be fetched.

var arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(1)
}

switch arguments.first {
case "article":
  guard arguments.count >= 2, let url = URL(string: arguments[1]) else {
    fail("usage: article-extract article URL [--json]")
  }
  let isJSON = arguments.contains("--json")
  let client = ArticleClient.live(
    configuration: ArticleClient.LiveConfiguration(userAgent: "article-extract/1.0"))
  let outcome = await Task { try await client.fetchArticle(url) }.result
  switch outcome {
  case .success(let article):
    // The fields made safe for a terminal, in either form.
    let fields = ArticleJSON(article)
    if isJSON {
      print(try fields.encoded())
    } else {
      print(fields.title)
      if let byline = fields.byline { print(byline) }
      print()
      print(fields.text)
    }
  case .failure(let error):
    fail(String(describing: error))
  }
case "measure":
  guard arguments.count >= 4, let url = URL(string: arguments[2]), let repeats = Int(arguments[3])
  else {
    fail("usage: article-extract measure FILE URL REPEATS")
  }
  let page = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
  let report = try ExtractionMeasurement.measure(page: page, url: url, repeats: repeats)
  print(report)
default:
  fail("usage: article-extract article URL --json | article-extract measure FILE URL REPEATS")
}

import ArticleClient
import ArticleClientLive
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The extractor's time and memory on one page, as `make bench-article` reports them.
enum ExtractionMeasurement {
  static func measure(page: Data, url: URL, repeats: Int) throws -> String {
    // A first extraction of the same page touches every page of code it runs (the parser, the
    // extractor, JSON for its metadata), which would otherwise count as memory the page costs.
    // Then malloc_trim hands what that extraction freed back to the system, so the one measured
    // below grows the heap again from what is in use, as a first extraction would.
    _ = try? ArticleClient.extractArticle(fromPage: page, httpCharset: nil, url: url)
    trimHeap()
    resetPeakMemory()
    let before = residentBytes(field: "VmRSS:")
    let article = try ArticleClient.extractArticle(fromPage: page, httpCharset: nil, url: url)
    let peak = residentBytes(field: "VmHWM:")
    var fastest = Duration.seconds(1_000)
    for _ in 0..<max(1, repeats) {
      let start = ContinuousClock.now
      _ = try ArticleClient.extractArticle(fromPage: page, httpCharset: nil, url: url)
      fastest = min(fastest, ContinuousClock.now - start)
    }
    let milliseconds =
      Double(fastest.components.seconds) * 1000 + Double(fastest.components.attoseconds) / 1e15
    let growth = max(0, peak - before)
    return String(
      format:
        "{\"bytes\": %d, \"ms\": %.3f, \"peak_growth_bytes\": %d, \"peak_over_page\": %.2f, \"blocks\": %d}",
      page.count, milliseconds, growth, Double(growth) / Double(max(1, page.count)),
      article.body.blocks.count)
  }

  /// glibc's malloc_trim(0), found at run time: Swift's Glibc module leaves out <malloc.h>.
  private static func trimHeap() {
    #if canImport(Glibc)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else {
        return
      }
      typealias MallocTrim = @convention(c) (Int) -> Int32
      _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
    #endif
  }

  /// Sets the process's peak resident size back to its current size (Linux's clear_refs 5), so
  /// that the next reading of VmHWM is the peak of what follows.
  private static func resetPeakMemory() {
    try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
  }

  /// A size in bytes from /proc/self/status, such as VmRSS or VmHWM.
  private static func residentBytes(field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    for line in status.split(separator: "\n") where line.hasPrefix(field) {
      let digits = line.split(separator: " ").dropFirst().first { Int($0) != nil }
      return (digits.flatMap { Int($0) } ?? 0) * 1024
    }
    return 0
  }
}

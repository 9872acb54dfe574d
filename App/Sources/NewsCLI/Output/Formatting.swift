import Foundation

extension Int64 {
  /// A byte count in the unit a person reads most easily.
  var formattedBytes: String {
    ByteCountFormatter.string(fromByteCount: self, countStyle: .file)
  }
}

extension Int {
  /// "1 article", "2 articles": how the commands that change stored articles report the count.
  var articles: String {
    "\(self) \(self == 1 ? "article" : "articles")"
  }
}

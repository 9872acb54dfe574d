/// Why reader mode has no page for a stored article, said as the command line says it.
public enum StoredArticleError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No article has this number (any more): retention may have dropped it.
  case noSuchArticle(Int64)
  /// The article has no link, so it has no page to fetch.
  case noPage(Int64)

  public var description: String {
    switch self {
    case .noSuchArticle(let number): "No stored article has the number \(number)."
    case .noPage(let number): "Article \(number) has no page to fetch."
    }
  }
}

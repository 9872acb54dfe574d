import ArticleStoreClient

/// Turns what a person typed into an FTS5 query that cannot be a syntax error.
///
/// Each word of ``SearchText/words(in:)`` holds only characters the tokenizer keeps within one
/// token, so quoting it makes it a plain string whatever it spells (`AND`, `NEAR`, a column
/// name), and never a phrase. Words side by side must all match.
enum FullTextQuery {
  /// The query for words of ``SearchText/words(in:)``, or nil when there are none.
  static func pattern(for words: [String]) -> String? {
    guard !words.isEmpty else { return nil }
    return words.map { "\"\($0)\"" }.joined(separator: " ")
  }
}

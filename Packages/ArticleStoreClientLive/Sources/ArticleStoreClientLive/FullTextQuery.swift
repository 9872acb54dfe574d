import ArticleStoreClient

/// Turns what a person typed into an FTS5 query that cannot be a syntax error.
///
/// Each word of ``SearchText/words(in:)`` holds only characters the tokenizer keeps within one
/// token, so quoting it makes it a plain string whatever it spells (`AND`, `NEAR`, a column
/// name), and never a phrase. Words side by side must all match.
enum FullTextQuery {
  /// The query, or nil when the text holds no word.
  static func pattern(for text: String) -> String? {
    let words = SearchText.words(in: text)
    guard !words.isEmpty else { return nil }
    return words.map { "\"\($0)\"" }.joined(separator: " ")
  }
}

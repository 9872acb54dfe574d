import Foundation

extension ArticleFilter {
  /// Reads what a person types into a search box, as a filter; nil when it holds no term at all,
  /// such as only punctuation, which finds nothing.
  ///
  /// Terms are apart by spaces, and every one must hold:
  /// - a bare word is looked for in the full text, as search finds words (``SearchText``): whole,
  ///   in any case and accent; `"a phrase"` finds its words one after another;
  /// - `title:`, `author:` and `feed:` (the feed's name or address) find text inside those, in
  ///   any case; `tag:news` or `#news` the feeds tagged so;
  /// - `unread`, `read` and `starred` the articles so marked;
  /// - `newer:2d` and `older:1w` by date, in hours (`h`), days (`d`) or weeks (`w`);
  /// - `~` before a term keeps the articles it does not choose.
  ///
  /// A term that names nothing it knows, such as `foo:bar`, is words. Throws for a prefix left
  /// without a value, a span it cannot read and a quote left open, giving the column.
  public static func searchBox(_ text: String) throws(FilterSyntaxError) -> ArticleFilter? {
    var terms: [ArticleFilter] = []
    for token in try SearchBoxToken.split(text) {
      guard let term = try term(token) else { continue }
      // Terms are and-ed into one chain that matching recurses through: a pasted page must get an
      // error, not overflow the stack.
      guard terms.count < maximumTerms else {
        throw FilterSyntaxError(
          column: token.column,
          expected: "the end: a search holds at most \(maximumTerms) terms", found: token.text)
      }
      terms.append(token.isNegated ? .not(term) : term)
    }
    guard let first = terms.first else { return nil }
    return terms.dropFirst().reduce(first) { .and($0, $1) }
  }

  /// The most terms one search may hold.
  static let maximumTerms = 256

  /// The filter of one term; nil for one with no word in it.
  private static func term(_ token: SearchBoxToken) throws(FilterSyntaxError) -> ArticleFilter? {
    if token.isQuoted {
      let words = SearchText.words(in: token.text)
      return words.count > 1 ? .phrase(words) : words.first.map(ArticleFilter.word)
    }
    if token.text.hasPrefix("#"), token.text.count > 1 {
      return tagged(String(token.text.dropFirst()))
    }
    switch token.text.lowercased() {
    case "unread": return .comparison(FilterComparison(.unread, .equal, .text("yes")))
    case "read": return .comparison(FilterComparison(.unread, .equal, .text("no")))
    case "starred": return .comparison(FilterComparison(.flags, .contains, .text("s")))
    default: break
    }
    guard let colon = token.text.firstIndex(of: ":"),
      let prefix = SearchBoxPrefix(rawValue: token.text[..<colon].lowercased())
    else {
      let words = SearchText.words(in: token.text)
      guard words.count <= maximumTerms else {
        throw FilterSyntaxError(
          column: token.column,
          expected: "a term of at most \(maximumTerms) words", found: token.text)
      }
      guard let first = words.first else { return nil }
      return words.dropFirst().reduce(ArticleFilter.word(first)) { .and($0, .word($1)) }
    }
    let value = String(token.text[token.text.index(after: colon)...])
    let valueColumn = token.column + token.text.distance(to: colon) + 1
    guard !value.isEmpty else {
      throw FilterSyntaxError(
        column: valueColumn, expected: "a value after \(prefix.rawValue):", found: nil)
    }
    switch prefix {
    case .title: return containing(value, in: .title)
    case .author: return containing(value, in: .author)
    case .feed: return .or(containing(value, in: .feedTitle), containing(value, in: .rssURL))
    case .tag: return tagged(value)
    case .newer, .older:
      guard let seconds = Self.seconds(in: value) else {
        throw FilterSyntaxError(
          column: valueColumn, expected: "a span such as 12h, 2d or 1w", found: value)
      }
      let recent = ArticleFilter.publishedWithin(seconds: seconds)
      return prefix == .newer ? recent : .not(recent)
    }
  }

  private static func tagged(_ tag: String) -> ArticleFilter {
    .comparison(FilterComparison(.tags, .contains, .text(tag)))
  }

  /// `attribute =~ "text"`, with every character of `text` standing for itself.
  private static func containing(_ text: String, in attribute: FilterAttribute) -> ArticleFilter {
    .comparison(FilterComparison(attribute, .matches, .pattern(ExtendedRegex(literal: text))))
  }

  /// The seconds in `12h`, `2d` or `1w`.
  private static func seconds(in span: String) -> Int? {
    guard let unit = span.last, let count = Int(span.dropLast()), count >= 0,
      count <= 100 * 365
    else { return nil }
    switch unit {
    case "h": return count * 3_600
    case "d": return count * 86_400
    case "w": return count * 7 * 86_400
    default: return nil
    }
  }
}

/// The prefixes of the search box's terms.
private enum SearchBoxPrefix: String {
  case title, author, feed, tag, newer, older
}

/// One term of the search box as typed: its text without the `~` and the quotes, and where it
/// starts.
private struct SearchBoxToken {
  var text: String
  var column: Int
  var isNegated: Bool
  var isQuoted: Bool

  /// The terms of `text`: runs apart by white space, where a double quote keeps white space
  /// within the term until the next one.
  static func split(_ text: String) throws(FilterSyntaxError) -> [SearchBoxToken] {
    var tokens: [SearchBoxToken] = []
    let scalars = Array(text.unicodeScalars)
    var position = 0
    while position < scalars.count {
      if scalars[position].properties.isWhitespace {
        position += 1
        continue
      }
      let start = position
      var isNegated = false
      if scalars[position] == "~" {
        isNegated = true
        position += 1
      }
      var term = String.UnicodeScalarView()
      var isQuoted = false
      while position < scalars.count, !scalars[position].properties.isWhitespace {
        if scalars[position] == "\"" {
          guard let close = scalars[(position + 1)...].firstIndex(of: "\"") else {
            throw FilterSyntaxError(
              column: position + 1, expected: "a closing \" for this phrase",
              found: String(String.UnicodeScalarView(scalars[position...])))
          }
          // Only a term that is all phrase is a phrase; `title:"a b"` is a prefix's value.
          isQuoted = term.isEmpty
          term.append(contentsOf: scalars[(position + 1)..<close])
          position = close + 1
          if isQuoted, position < scalars.count, !scalars[position].properties.isWhitespace {
            isQuoted = false
          }
        } else {
          term.append(scalars[position])
          position += 1
        }
      }
      tokens.append(
        SearchBoxToken(
          text: String(term), column: start + (isNegated ? 2 : 1), isNegated: isNegated,
          isQuoted: isQuoted))
    }
    return tokens
  }
}

extension String {
  /// How many characters come before `index`, as a column counts them.
  fileprivate func distance(to index: String.Index) -> Int {
    unicodeScalars.distance(from: unicodeScalars.startIndex, to: index)
  }
}

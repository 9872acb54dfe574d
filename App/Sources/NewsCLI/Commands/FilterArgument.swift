import ArgumentParser
import QueryCore

/// Reads a filter before the command does anything, in newsboat's language as `--filter` takes
/// it or in the search box's as `search` does: an expression that does not read is a usage
/// error, one line that says at which column and what was expected there, with status 64 and
/// nothing fetched, listed or marked.
///
/// Not an ArgumentParser transform, whose usage error adds the command's usage after the
/// reason: the column is the one line a person needs.
enum FilterArgument {
  /// `--filter`'s expression, in newsboat's language; nil when the flag was not given.
  static func parse(_ text: String?) throws -> ArticleFilter? {
    guard let text else { return nil }
    return try reading(text, named: "--filter") { text throws(FilterSyntaxError) in
      try ArticleFilter(newsboat: text)
    }
  }

  /// `search`'s query, in the search box's spelling; nil when it holds no term, which finds
  /// nothing.
  static func parseSearch(_ text: String) throws -> ArticleFilter? {
    try reading(text, named: "search") { text throws(FilterSyntaxError) in
      try ArticleFilter.searchBox(text)
    }
  }

  private static func reading<Read>(
    _ text: String, named name: String, _ read: (String) throws(FilterSyntaxError) -> Read
  ) throws -> Read {
    do {
      return try read(text)
    } catch {
      printError("Error: \(name): \(error)")
      throw ExitCode(64)
    }
  }
}

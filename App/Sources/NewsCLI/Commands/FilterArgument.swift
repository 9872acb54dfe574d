import ArgumentParser
import QueryCore

/// Reads a filter in newsboat's language, as `--filter` takes it, before the command does
/// anything: an expression that does not read is a usage error, one line that says at which
/// column and what was expected there, with status 64 and nothing fetched, listed or marked.
///
/// Not an ArgumentParser transform, whose usage error adds the command's usage after the
/// reason: the column is the one line a person needs.
enum FilterArgument {
  static func parse(_ text: String?) throws -> ArticleFilter? {
    guard let text else { return nil }
    do {
      return try ArticleFilter(newsboat: text)
    } catch {
      printError("Error: --filter: \(error)")
      throw ExitCode(64)
    }
  }
}

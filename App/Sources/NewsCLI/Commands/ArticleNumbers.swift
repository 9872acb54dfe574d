import ArgumentParser

/// The stored articles a command acts on, by the numbers that `headlines --ids`, `search` and
/// `--json` show: one declaration, so that every such command takes and documents them alike.
struct ArticleNumbers: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      "The articles' numbers, as 'headlines --ids', 'search' and '--json' show them.",
      valueName: "number"))
  var numbers: [Int64]
}

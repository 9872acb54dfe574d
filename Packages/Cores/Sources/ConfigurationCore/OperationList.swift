/// The operations of a `macro` or a `bind`, apart by `;`, and the description after `--`:
/// `open-in-browser ; set browser "mpv %u" -- "Watch it"`.
///
/// Only a bare `;` and a bare `--` count, so `"a;b"` stays one argument, as newsboat 2.39 reads
/// its operation lists; a `;` may also end a bare word (`open;`) or begin one.
struct OperationList {
  var operations: [ConfiguredOperation]
  var description: String?

  static func read(_ words: [ConfigurationWord]) -> Result<
    OperationList, LoadedConfiguration.Refusal
  > {
    var operations: [ConfiguredOperation] = []
    var current: [String] = []
    var description: String?
    func finish() {
      if let name = current.first {
        operations.append(ConfiguredOperation(name, Array(current.dropFirst())))
      }
      current = []
    }
    var index = 0
    while index < words.count {
      let word = words[index]
      index += 1
      if !word.isQuoted, word.text == "--" {
        guard index == words.count - 1 else {
          return refusal("-- takes one description, in double quotes, at the end of the line")
        }
        description = words[index].text
        break
      }
      if word.isQuoted {
        current.append(word.text)
        continue
      }
      let pieces = word.text.split(separator: ";", omittingEmptySubsequences: false)
      for (offset, piece) in pieces.enumerated() {
        if offset > 0 { finish() }
        if !piece.isEmpty { current.append(String(piece)) }
      }
    }
    finish()
    guard !operations.isEmpty else { return refusal("names no operation") }
    for operation in operations {
      guard KnownOperations.contains(operation.name) else {
        return refusal("'\(operation.name)' is not an operation")
      }
      if let problem = problem(with: operation) { return refusal(problem) }
    }
    return .success(OperationList(operations: operations, description: description))
  }

  /// What is wrong with the arguments of an operation that takes some.
  private static func problem(with operation: ConfiguredOperation) -> String? {
    switch operation.name {
    case "set" where !(1...2).contains(operation.arguments.count):
      return "set takes a setting and one value"
    case "open-with" where !(1...2).contains(operation.arguments.count):
      return "open-with takes a command and maybe terminal or background"
    case "open-with"
    where operation.arguments.count == 2
      && !["terminal", "background"].contains(operation.arguments[1]):
      return "open-with takes terminal or background after its command"
    default:
      return nil
    }
  }

  private static func refusal(_ reason: String) -> Result<
    OperationList, LoadedConfiguration.Refusal
  > {
    .failure(LoadedConfiguration.Refusal(outcome: .badValue("\(reason); the line is skipped")))
  }
}

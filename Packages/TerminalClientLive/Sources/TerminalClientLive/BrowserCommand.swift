import Foundation
import ProcessEngine

/// One way to open a URL: a program and its arguments, run directly, never through a shell, so
/// that nothing in a URL from a feed is ever interpreted.
struct BrowserCommand: Sendable, Equatable {
  var program: String
  var arguments: [String]

  /// The commands to try in turn: those of `$BROWSER` when it is set, else `xdg-open`.
  ///
  /// `$BROWSER` is a colon-separated list of commands, as `sensible-browser` and Python's
  /// `webbrowser` read it; each is split on spaces, `%s` is replaced by the URL and `%%` by `%`,
  /// and without `%s` the URL comes last.
  static func commands(browser: String?, url: String) -> [BrowserCommand] {
    let entries = (browser ?? "").split(separator: ":").map {
      $0.split(separator: " ").map(String.init)
    }
    let commands = entries.compactMap { words -> BrowserCommand? in
      guard let program = words.first else { return nil }
      var hasPlaceholder = false
      var arguments = words.dropFirst().map { word in
        var argument = ""
        var rest = Substring(word)
        while let percent = rest.firstIndex(of: "%") {
          argument += rest[..<percent]
          let after = rest.index(after: percent)
          if rest[after...].hasPrefix("s") {
            argument += url
            hasPlaceholder = true
            rest = rest[rest.index(after: after)...]
          } else if rest[after...].hasPrefix("%") {
            argument += "%"
            rest = rest[rest.index(after: after)...]
          } else {
            argument += "%"
            rest = rest[after...]
          }
        }
        return argument + rest
      }
      if !hasPlaceholder { arguments.append(url) }
      return BrowserCommand(program: program, arguments: arguments)
    }
    return commands.isEmpty ? [BrowserCommand(program: "xdg-open", arguments: [url])] : commands
  }

  /// Runs the command on the terminal's descriptors and returns when it exits with status 0.
  ///
  /// ProcessEngine starts it with every signal at its default (the app ignores SIGINT and SIGPIPE
  /// for its own reasons, and a browser must not inherit that) and none of the reader's other
  /// descriptors: the store, the wake pipe.
  func run(input: Int32, output: Int32) async throws(TerminalError) {
    let process: SpawnedProcess
    do {
      process = try SpawnedProcess.spawn(
        program, arguments: arguments, standardInput: .descriptor(input),
        standardOutput: .descriptor(output))
    } catch {
      throw .browserFailed(command: program, reason: error.reason)
    }
    let status = await process.termination().shellStatus
    guard status == 0 else {
      throw .browserFailed(command: program, reason: "it exited with status \(status)")
    }
  }
}

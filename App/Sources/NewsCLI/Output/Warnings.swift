import NewsFeature
import StorageClient

/// Reports problems that do not stop a command, such as one failing feed or a corrupt settings
/// file that was set aside, on standard error.
struct Warnings {
  var terminal: Terminal

  func report(_ message: String) {
    printError(Style.yellow.apply("warning:", when: terminal.stderrUsesColor) + " \(message)")
  }

  func report(_ problem: StorageError?) {
    if let problem { report(problem.description) }
  }
}

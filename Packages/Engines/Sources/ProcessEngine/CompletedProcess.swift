/// A program run to its end by `SpawnedProcess.run`: how it ended and what it printed.
public struct CompletedProcess: Sendable, Hashable {
  /// The program and its arguments, for messages.
  public var command: [String]
  public var termination: SpawnedProcess.Termination
  /// What it wrote to standard output, and to standard error when that went there too.
  public var output: String

  public init(command: [String], termination: SpawnedProcess.Termination, output: String) {
    self.command = command
    self.termination = termination
    self.output = output
  }

  /// The output of a program that exited with status 0; otherwise a failure that says how it
  /// ended and what it printed, which is what a test's set-up wants to show when a tool fails.
  public func successfulOutput() throws(ProcessFailure) -> String {
    guard termination == .exited(0) else { throw ProcessFailure(self) }
    return output
  }
}

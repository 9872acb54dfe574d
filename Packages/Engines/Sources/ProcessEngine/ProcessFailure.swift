/// A program that ran and did not exit with status 0.
public struct ProcessFailure: Error, Sendable, Hashable, CustomStringConvertible {
  public var process: CompletedProcess

  public init(_ process: CompletedProcess) {
    self.process = process
  }

  public var description: String {
    let ending =
      switch process.termination {
      case .exited(let status): "exited with \(status)"
      case .killed(let signal): "was killed by signal \(signal)"
      }
    return "\(process.command.joined(separator: " ")) \(ending):\n\(process.output)"
  }
}

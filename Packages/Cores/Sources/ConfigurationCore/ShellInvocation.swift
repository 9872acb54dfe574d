/// A program and its arguments, ready to start without a shell in between: what a
/// ``CommandTemplate`` becomes once an article's fields are filled in.
public struct ShellInvocation: Sendable, Hashable {
  public var program: String
  public var arguments: [String]

  public init(program: String, arguments: [String]) {
    self.program = program
    self.arguments = arguments
  }
}

import Glibc

/// A program that could not be started: not found, not executable, or out of processes.
public struct SpawnFailure: Error, Sendable, Hashable, CustomStringConvertible {
  public var program: String
  /// The `errno` value `posix_spawnp` returned.
  public var code: Int32

  public init(program: String, code: Int32) {
    self.program = program
    self.code = code
  }

  /// "it could not be started: No such file or directory", to follow the program's name.
  public var reason: String { "it could not be started: \(String(cString: strerror(code)))" }

  public var description: String { "\(program): \(reason)" }
}

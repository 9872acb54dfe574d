/// A failure the user can act on, said in one line: the command exits with status 1 and prints
/// `Error: ` and the message, with no usage text, since the command was used correctly.
struct CommandFailure: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}

/// `macro KEY OPERATION [; OPERATION…] [-- "DESCRIPTION"]`: operations run in turn when the
/// macro prefix (`,` by default) and then KEY are pressed.
///
/// A `set` among them, as in `set browser "mpv %u"; open-in-browser; set browser w3m`, changes a
/// setting for the rest of the macro only, which is how newsboat's users send a link to another
/// program.
public struct Macro: Sendable, Hashable {
  public var key: ConfiguredKey
  /// The key as the configuration wrote it.
  public var written: String
  public var operations: [ConfiguredOperation]
  public var description: String?

  public init(
    key: ConfiguredKey, written: String, operations: [ConfiguredOperation],
    description: String? = nil
  ) {
    self.key = key
    self.written = written
    self.operations = operations
    self.description = description
  }
}

/// A key, or a sequence of keys, bound to operations: `bind-key KEY OPERATION [DIALOG]`, or
/// newsboat 2.39's `bind KEYS DIALOG[,DIALOG…] OPERATION [; OPERATION…] [-- "DESCRIPTION"]`.
public struct KeyBinding: Sendable, Hashable {
  /// Which of newsboat's two commands wrote it, so that it is written back the same way.
  public enum Form: Sendable, Hashable {
    case bindKey
    case bind
  }

  public var form: Form
  /// The keys pressed in turn: one for `bind-key`, one or more for `bind`.
  public var keys: [ConfiguredKey]
  /// The keys as the configuration wrote them, for help screens and for writing back.
  public var written: String
  /// The dialogs the binding is limited to; nil for every dialog.
  public var dialogs: [ConfiguredDialog]?
  public var operations: [ConfiguredOperation]
  /// What the help screen says the binding does, when the configuration says it.
  public var description: String?

  public init(
    form: Form, keys: [ConfiguredKey], written: String, dialogs: [ConfiguredDialog]? = nil,
    operations: [ConfiguredOperation], description: String? = nil
  ) {
    self.form = form
    self.keys = keys
    self.written = written
    self.dialogs = dialogs
    self.operations = operations
    self.description = description
  }
}

/// One change to the keys the reader starts with, in the order the configuration makes them: an
/// `unbind-key -a` followed by `bind-key`s leaves only those keys, the other way round none.
public enum KeyBindingChange: Sendable, Hashable {
  case bind(KeyBinding)
  /// `unbind-key KEY [DIALOG]`: the key does nothing (in that dialog, or in every one).
  case unbind(key: ConfiguredKey, written: String, dialog: ConfiguredDialog?)
  /// `unbind-key -a [DIALOG]`: every key so far does nothing.
  case unbindAll(dialog: ConfiguredDialog?)
}

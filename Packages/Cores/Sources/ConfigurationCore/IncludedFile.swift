/// What reading a file that `include` names gave: the parser reads no file itself, so the caller
/// answers with the text or with why there is none.
public enum IncludedFile: Sendable, Hashable {
  case text(String)
  /// The file is missing, a folder, or cannot be read; the reason is said on the `include` line.
  case unreadable(reason: String)
}

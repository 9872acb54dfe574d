extension Int {
  /// "1 feed", "3 feeds", "0 new articles": a count and its noun, as every message here says one.
  ///
  /// The plural adds an "s", which is all that the nouns the app counts need; a noun that breaks
  /// the rule deserves its own wording rather than a second parameter here.
  public func counting(_ noun: String) -> String {
    "\(self) \(noun)\(self == 1 ? "" : "s")"
  }
}

/// newsboat's dialogs, the contexts a key binding may be limited to: `bind-key KEY OP DIALOG`,
/// `unbind-key KEY DIALOG`, and `bind`'s comma-separated list. `all` (in `bind-key`) and
/// `everywhere` (in `bind`) name none of them in particular, and are kept as no limit at all.
public enum ConfiguredDialog: String, Sendable, Hashable, CaseIterable {
  case feedlist, articlelist, article, help, urlview, searchresultslist
  case filebrowser, dirbrowser, tagselection, filterselection, podboat
}

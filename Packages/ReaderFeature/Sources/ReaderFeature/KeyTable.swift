/// The keys the reader answers to, for the help screen: newsboat's where it has the same action
/// (`n`, `N`, `A`, `C`, `r`, `R`, `o`, `/`, `q`, `Q`), and others where it has none or binds the
/// key to something else (`g` and `G` sort in newsboat, `p` is its previous unread, `s` saves).
///
/// One table, so that the help the user reads is the list the reducer was written from.
enum KeyTable {
  struct Entry: Hashable {
    var keys: String
    var meaning: String
  }

  static let entries: [Entry] = [
    Entry(keys: "j, Down", meaning: "Move down"),
    Entry(keys: "k, Up", meaning: "Move up"),
    Entry(keys: "Space, PgDn", meaning: "Page down"),
    Entry(keys: "b, PgUp", meaning: "Page up"),
    Entry(keys: "g, Home", meaning: "Go to the top"),
    Entry(keys: "G, End", meaning: "Go to the bottom"),
    Entry(keys: "Enter", meaning: "Open"),
    Entry(keys: "q", meaning: "Go back; quit from the feeds"),
    Entry(keys: "Q", meaning: "Quit"),
    Entry(keys: "o", meaning: "Open the article in the browser"),
    Entry(keys: "u", meaning: "The article's links"),
    Entry(keys: "f", meaning: "Fetch the whole article"),
    Entry(keys: "r", meaning: "Reload this feed"),
    Entry(keys: "R", meaning: "Reload all feeds"),
    Entry(keys: "n", meaning: "Next unread, in any feed"),
    Entry(keys: "N", meaning: "Toggle read"),
    Entry(keys: "*", meaning: "Toggle the star"),
    Entry(keys: "A", meaning: "Mark the feed read"),
    Entry(keys: "C", meaning: "Mark all feeds read, y/n"),
    Entry(keys: "/", meaning: "Search"),
    Entry(keys: "p", meaning: "Play the article's audio"),
    Entry(keys: "s", meaning: "Stop playing"),
    Entry(keys: "Ctrl-L", meaning: "Redraw the screen"),
    Entry(keys: "?", meaning: "This help"),
  ]

  /// The widest key column, so the meanings line up.
  static let keyColumn = entries.map(\.keys.count).max() ?? 0
}

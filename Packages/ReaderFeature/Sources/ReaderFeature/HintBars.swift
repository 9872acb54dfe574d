/// The hint bars of one kind of page, spelt once from the key map as the reader starts rather
/// than on every frame: the keys the page answers to, as bound.
struct HintBars: Hashable {
  /// The page's bar: for an article, the one without audio.
  var page: String
  /// An article's bar when it has audio to play.
  var articleWithAudio: String
  /// Added to an article's bar while something plays.
  var stop: String
  /// Said after a failure on the status line, so the reader knows where it can be read again;
  /// empty when no key opens the log.
  var errorLog: String

  init(_ keyMap: KeyMap, _ context: KeyContext) {
    func hints(_ commands: ReaderCommand..., renamed: [ReaderCommand: String] = [:]) -> String {
      keyMap.hints(commands, in: context, renamed: renamed)
    }
    switch context {
    case .feeds:
      page = hints(
        .back, .help, .open, .reload, .reloadAll, .markFeedRead, .search, renamed: [.back: "Quit"])
    case .articles, .searchResults:
      page = hints(.back, .help, .open, .nextUnread, .toggleRead, .markFeedRead, .reload, .search)
    case .article:
      page = hints(.back, .help, .openInBrowser, .links, .nextUnread, .toggleRead)
    case .links:
      page = hints(.back, .open, renamed: [.open: "Open in browser"])
    case .help, .errorLog:
      page = hints(.back)
    }
    articleWithAudio = hints(
      .back, .help, .openInBrowser, .links, .play, .nextUnread, .toggleRead)
    stop = hints(.stop)
    let errorLogKey = hints(.errorLog)
    errorLog = errorLogKey.isEmpty ? "" : " (\(errorLogKey))"
  }

  /// An article's bar offers `p` only when it has audio to play, and `s` only while something
  /// plays, whichever article that came from: a key that does nothing is not worth the room.
  func article(_ article: ReaderArticle, isPlaying: Bool) -> String {
    let bar = article.audio == nil ? page : articleWithAudio
    return isPlaying && !stop.isEmpty ? "\(bar) \(stop)" : bar
  }
}

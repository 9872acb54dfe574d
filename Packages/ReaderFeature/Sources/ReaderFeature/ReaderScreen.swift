import NewsClient
import RichTextCore
import TerminalClient
import TextCore
import TimeCore

/// Draws the reader's state as a frame of cells: a title bar, the screen's lines, a bar of the
/// keys that screen answers to, and the status line.
///
/// A pure function of the state, so a test compares screens as text; text is measured by
/// TextCore's `TerminalWidth`, the rule the terminal draws by.
public enum ReaderScreen {
  public static func render(_ state: ReaderState) -> Frame {
    var canvas = Canvas(
      frame: Frame(size: state.size), palette: ReaderPalette(state.options.colors))
    guard state.size.columns > 0, state.size.rows > 0 else { return canvas.frame }
    draw(state, on: &canvas)
    canvas.frame.underlay(canvas.palette.background)
    return canvas.frame
  }

  private static func draw(_ state: ReaderState, on canvas: inout Canvas) {
    let status = StatusLayout(state, size: state.size)
    canvas.statusRows = status.rows.count
    switch state.pages.last ?? .feeds(ListPosition()) {
    case .feeds(let position):
      canvas.title(feedsTitle(state))
      drawFeeds(state, position, on: &canvas)
      canvas.hints(state.hintBars.page)
    case .articles(let page):
      canvas.title(listTitle(page, state))
      drawArticles(page, state, on: &canvas)
      canvas.hints(state.hintBars.page)
    case .article(let page):
      let layout = ArticleLayout(page, state: state)
      canvas.title(
        "Article — \(page.article.title)",
        right: ArticleLayout.position(
          scroll: page.scroll, height: canvas.height, count: layout.count))
      drawArticle(layout.lines(in: page.scroll..<page.scroll + canvas.height), on: &canvas)
      canvas.hints(state.hintBars.article(page.article, isPlaying: state.playback != nil))
    case .links(let page):
      canvas.title("Links — \(page.title)")
      drawLinks(page, on: &canvas)
      canvas.hints(state.hintBars.page)
    case .help(let scroll):
      canvas.title("Help — keys")
      drawHelp(state.helpLines(at: state.pages.count - 1), scroll: scroll, on: &canvas)
      canvas.hints(state.hintBars.page)
    case .errorLog(let scroll):
      let count = state.errorLog.entries.count
      canvas.title("Error log — \(count.counting("failure")), newest first")
      drawErrorLog(state, scroll: scroll, on: &canvas)
      canvas.hints(state.hintBars.page)
    }
    canvas.status(status)
  }

  // MARK: Titles

  private static func feedsTitle(_ state: ReaderState) -> String {
    let all = state.feeds.first { $0.feed == nil }
    let unread = all?.unread ?? 0
    let total = all?.total ?? 0
    let shown = state.hidesReadFeeds ? ", unread only" : ""
    return "Feeds — \(unread) unread of \(total)\(shown)"
  }

  /// A list's title; a filtered one names its list, then the filter and how many rows it chose,
  /// since the feed's counts are no longer the list's.
  private static func listTitle(_ page: ArticleListPage, _ state: ReaderState) -> String {
    switch page.scope {
    case .feed(let feed):
      let row = state.feeds.first { $0.feed == feed }
      let name = row?.title ?? TerminalText.sanitized(feed.absoluteString)
      return "Articles — \(name)\(listCounts(page, row, state))"
    case .allFeeds:
      let row = state.feeds.first { $0.feed == nil }
      return "Articles — all feeds\(listCounts(page, row, state))"
    case .search(let text, _):
      let found = page.isLoading ? "" : " (\(page.articles.count) found)"
      return "Search — \(TerminalText.sanitized(text))\(found)"
    case .filtered(let list, let text, _):
      let name: String
      switch list {
      case .feed(let feed):
        name =
          state.feeds.first { $0.feed == feed }?.title
          ?? TerminalText.sanitized(feed.absoluteString)
      default: name = "all feeds"
      }
      let listed =
        page.isLoading ? "" : " (\(page.articles.count)\(page.mayHaveMore ? "+" : "") listed)"
      return "Articles — \(name) — filter: \(TerminalText.sanitized(text))\(listed)"
    }
  }

  /// A list's counts, as the store counts its feeds (`row`), since a long list holds only the
  /// rows read so far; the rows listed only when they are every row there is, and nothing while
  /// neither is known.
  private static func listCounts(_ page: ArticleListPage, _ row: FeedRow?, _ state: ReaderState)
    -> String
  {
    if let row, state.areFeedsLoaded {
      return " (\(row.unread) unread of \(row.total))"
    }
    guard !page.isLoading, !page.mayHaveMore else { return "" }
    return " (\(page.articles.count { !$0.isRead }) unread of \(page.articles.count))"
  }

  // MARK: Screens

  private static func drawFeeds(
    _ state: ReaderState, _ position: ListPosition, on canvas: inout Canvas
  ) {
    let rows = state.visibleFeeds
    guard state.areFeedsLoaded else { return canvas.line(0, "Loading…", style: .dim) }
    if state.subscriptions.isEmpty {
      return canvas.line(0, "No subscriptions: add a feed first.", style: .dim)
    }
    let counts = rows.map { "(\($0.unread)/\($0.total))" }
    let countColumn = counts.map(\.count).max() ?? 0
    let numberColumn = String(rows.count).count
    let top = position.top(showing: canvas.height)
    for (offset, index) in rows.indices.dropFirst(top).prefix(canvas.height).enumerated() {
      let row = rows[index]
      let number = row.feed == nil ? "*" : String(index)
      let mark = row.failure != nil ? "!" : row.unread > 0 ? "N" : " "
      let prefix =
        String(repeating: " ", count: numberColumn - number.count + 1) + number + " " + mark + " "
        + counts[index] + String(repeating: " ", count: countColumn - counts[index].count + 1)
      canvas.row(
        offset, prefix + row.title, isUnread: row.unread > 0,
        isSelected: index == position.selected)
    }
    if state.feeds.allSatisfy({ $0.total == 0 }), canvas.height > rows.count + 1 {
      canvas.line(rows.count + 1, "Nothing stored yet: press R to refresh.", style: .dim)
    }
  }

  private static func drawArticles(
    _ page: ArticleListPage, _ state: ReaderState, on canvas: inout Canvas
  ) {
    if page.isLoading { return canvas.line(0, "Loading…", style: .dim) }
    if page.articles.isEmpty {
      let empty: String
      switch page.scope {
      case .feed(let feed):
        if let failure = state.failures[feed] {
          return canvas.wrappedLines(
            "Nothing stored, and the last refresh failed: \(failure)",
            style: CellStyle(foreground: .red))
        }
        empty = "Nothing stored: press r to refresh."
      case .allFeeds: empty = "Nothing stored: press r to refresh."
      case .search: empty = "No stored article matches."
      case .filtered: empty = "No stored article matches the filter."
      }
      return canvas.line(0, empty, style: .dim)
    }
    let showsSource: Bool
    if case .feed = page.scope.unfiltered { showsSource = false } else { showsSource = true }
    let numberColumn = String(page.articles.count).count
    let sourceColumn = min(16, max(6, canvas.columns / 6))
    let shown = page.articles.indices.dropFirst(page.position.top(showing: canvas.height))
      .prefix(canvas.height)
    // A date of another year is longer ("Jan 01 2030"): the rows shown share its width.
    let dates = shown.map {
      DateText.short(
        page.articles[$0].date, in: state.timeZone, now: state.now ?? page.articles[$0].date)
    }
    let dateColumn = dates.map(\.count).max() ?? 0
    for (offset, index) in shown.enumerated() {
      let article = page.articles[index]
      let number = String(index + 1)
      let date = dates[offset]
      var line =
        String(repeating: " ", count: numberColumn - number.count + 1) + number + " "
        + (article.isRead ? " " : "N") + " " + date
        + String(repeating: " ", count: dateColumn - date.count + 2)
      if showsSource {
        let source = article.source.truncated(toWidth: sourceColumn)
        let padding = sourceColumn - source.terminalWidth
        line += source + String(repeating: " ", count: max(0, padding)) + "  "
      }
      line += (article.isStarred ? "* " : "") + article.title
      canvas.row(
        offset, line, isUnread: !article.isRead, isSelected: index == page.position.selected)
    }
  }

  private static func drawArticle(_ lines: [ArticleLayout.Line], on canvas: inout Canvas) {
    for (offset, line) in lines.enumerated() {
      let row = offset + 1
      if let label = line.label {
        var labelStyle = canvas.palette.article
        labelStyle.isBold = true
        canvas.frame.write(label, row: row, column: 0, style: labelStyle)
      }
      var style = canvas.palette.article
      switch line.style {
      case .heading: style.isBold = true
      case .links: style.isDim = true
      case .plain, .code, .quote: break
      }
      drawText(line, row: row, style: style, on: &canvas)
    }
  }

  /// A line's text in `style`, its bold and italic words drawn so over it: the text is cut where
  /// they start and end, and each piece written where the one before ended, so nothing is
  /// measured twice.
  private static func drawText(
    _ line: ArticleLayout.Line, row: Int, style: CellStyle, on canvas: inout Canvas
  ) {
    let text = line.text
    let bytes = text.utf8
    var column = line.indent
    var written = bytes.startIndex
    // The layout gives them in order and apart, within the text.
    for emphasis in line.emphases where emphasis.range.upperBound <= bytes.count {
      let start = bytes.index(bytes.startIndex, offsetBy: emphasis.range.lowerBound)
      guard start >= written else { continue }
      let end = bytes.index(start, offsetBy: emphasis.range.count)
      var stressed = style
      stressed.isBold = style.isBold || emphasis.style.contains(.bold)
      stressed.isItalic = style.isItalic || emphasis.style.contains(.italic)
      column = canvas.frame.write(text[written..<start], row: row, column: column, style: style)
      column = canvas.frame.write(text[start..<end], row: row, column: column, style: stressed)
      written = end
    }
    canvas.frame.write(text[written...], row: row, column: column, style: style)
  }

  private static func drawLinks(_ page: ArticleLinksPage, on canvas: inout Canvas) {
    let numberColumn = String(page.links.count).count + 2
    let top = page.position.top(showing: canvas.height)
    for (offset, index) in page.links.indices.dropFirst(top).prefix(canvas.height).enumerated() {
      let link = page.links[index]
      let number = "[\(index + 1)]"
      let kind = link.kind == .image ? " (image)" : ""
      canvas.row(
        offset,
        number.padding(toLength: numberColumn, withPad: " ", startingAt: 0) + " " + link.address
          + kind,
        isUnread: false, isSelected: index == page.position.selected)
    }
  }

  private static func drawHelp(
    _ lines: [KeyMap.HelpLine], scroll: Int, on canvas: inout Canvas
  ) {
    // The widest key column, so the meanings line up.
    let keyColumn = lines.map(\.keys.count).max() ?? 0
    for (offset, entry) in lines.dropFirst(scroll).prefix(canvas.height).enumerated() {
      let keys = entry.keys.padding(toLength: keyColumn, withPad: " ", startingAt: 0)
      let row = offset + 1
      canvas.frame.write("  " + keys, row: row, column: 0, style: .bold)
      let column = keyColumn + 4
      canvas.frame.write(
        entry.meaning.truncated(toWidth: canvas.columns - column),
        row: row, column: column)
    }
  }

  private static func drawErrorLog(_ state: ReaderState, scroll: Int, on canvas: inout Canvas) {
    let layout = ErrorLogLayout(state.errorLog, width: canvas.columns, timeZone: state.timeZone)
    for (offset, line) in layout.lines.dropFirst(scroll).prefix(canvas.height).enumerated() {
      let style: CellStyle =
        line.isHeading ? .bold : state.errorLog.entries.isEmpty ? .dim : .plain
      canvas.frame.write(line.text, row: offset + 1, column: 0, style: style)
    }
  }
}

/// A frame being drawn, with the reader's layout: row 0 the title bar, then the body, then the
/// key bar and the status line at the bottom.
private struct Canvas {
  var frame: Frame
  let palette: ReaderPalette

  var columns: Int { frame.size.columns }
  /// The rows of the status line, more than one while a long failure wraps (``StatusLayout``).
  var statusRows = 1
  /// The body's rows, above the key bar and the status line; a terminal too short for the bars
  /// still shows one.
  var height: Int { max(1, frame.size.rows - 2 - statusRows) }

  func truncated(_ text: String) -> String {
    text.truncated(toWidth: columns)
  }

  /// The title bar, with `right` (a reading position) at its right edge when there is room.
  mutating func title(_ text: String, right: String = "") {
    let room = right.isEmpty ? columns : columns - right.count - 2
    guard room > 8 else {
      frame.write(truncated(" " + text), row: 0, column: 0, style: palette.title)
      frame.paint(row: 0, style: palette.title)
      return
    }
    frame.write((" " + text).truncated(toWidth: room), row: 0, column: 0, style: palette.title)
    frame.paint(row: 0, style: palette.title)
    frame.write(right, row: 0, column: columns - right.count - 1, style: palette.title)
  }

  /// Writes the body's line `offset`, drawn reversed to the edge when it is the cursor's line.
  mutating func line(_ offset: Int, _ text: String, style: CellStyle, isSelected: Bool = false) {
    guard offset < height else { return }
    let row = offset + 1
    var style = style
    style.isReversed = isSelected
    frame.write(truncated(text), row: row, column: 0, style: style)
    if isSelected { frame.paint(row: row, style: style) }
  }

  /// Writes `text` wrapped to the width from the body's first line down, as far as the body goes:
  /// a failure is read whole where there is room, not cut at the edge.
  mutating func wrappedLines(_ text: String, style: CellStyle) {
    for (offset, line) in text.wrapped(toWidth: columns).prefix(height).enumerated() {
      frame.write(String(line), row: offset + 1, column: 0, style: style)
    }
  }

  /// Writes a list's row `offset` in the palette's style for it, coloured to the edge when it is
  /// the cursor's row or its style has a background, as newsboat draws a list.
  mutating func row(_ offset: Int, _ text: String, isUnread: Bool, isSelected: Bool) {
    guard offset < height else { return }
    let style = palette.row(isUnread: isUnread, isFocused: isSelected)
    frame.write(truncated(text), row: offset + 1, column: 0, style: style)
    if isSelected || style.background != nil { frame.paint(row: offset + 1, style: style) }
  }

  mutating func hints(_ text: String) {
    let row = frame.size.rows - 1 - statusRows
    guard row > 0 else { return }
    frame.write(truncated(" " + text), row: row, column: 0, style: palette.info)
    frame.paint(row: row, style: palette.info)
  }

  /// The status line's rows at the bottom of the screen, its last row shared with the playback's
  /// progress at the right edge.
  mutating func status(_ layout: StatusLayout) {
    let firstRow = frame.size.rows - layout.rows.count
    guard firstRow > 0 else { return }
    for (offset, text) in layout.rows.enumerated() {
      frame.write(text, row: firstRow + offset, column: 0, style: layout.style)
    }
    if let cursor = layout.cursor {
      frame.write("_", row: frame.size.rows - 1, column: cursor, style: CellStyle(isReversed: true))
    }
    if !layout.right.isEmpty {
      frame.write(
        truncated(layout.right), row: frame.size.rows - 1,
        column: max(0, columns - layout.right.terminalWidth), style: .bold)
    }
  }
}

/// What the status line says, laid out: the search being typed, or a question waiting for its
/// answer, else the last message, else the refresh's progress, else why the feed in view failed;
/// the playback's progress sits at the right edge whenever something plays.
///
/// A failure too long for one row wraps onto as many as it needs, up to a third of the screen,
/// growing upward over the body's bottom rows, so that its whole reason can be read; anything
/// else is one row, cut at the edge.
private struct StatusLayout {
  /// The rows, top to bottom, each fitted to the room it has.
  var rows: [String] = [""]
  var style: CellStyle = .plain
  /// The playback's progress, at the right of the last row.
  var right = ""
  /// Where the search's cursor is drawn, while a search is typed.
  var cursor: Int?

  init(_ state: ReaderState, size: TerminalSize) {
    let columns = size.columns
    if let confirmation = state.confirmation {
      rows = [confirmation.question.truncated(toWidth: columns)]
      style = .bold
      return
    }
    if let (prompt, input) = state.searchInput.map({ ("Search: ", $0) })
      ?? state.filterInput.map({ ("Filter: ", $0) })
    {
      let text = Self.tail(of: prompt + TerminalText.sanitized(input), fitting: columns - 1)
      rows = [text]
      cursor = text.terminalWidth
      return
    }
    if let playback = state.playback {
      switch playback.phase {
      case .downloading(let percent):
        right = "Downloading" + (percent.map { " \($0)%" } ?? "") + "…"
      case .playing(let elapsed, let duration):
        right =
          "Playing \(PlayTime.text(elapsed))" + (duration.map { " / \(PlayTime.text($0))" } ?? "")
      }
    }
    let room = right.isEmpty ? columns : max(0, columns - right.terminalWidth - 1)
    guard let (text, isError) = Self.message(state) else { return }
    guard isError else {
      rows = [text.truncated(toWidth: room)]
      return
    }
    style = CellStyle(isBold: true, foreground: .red)
    let failure = state.errorLog.entries.isEmpty ? text : text + state.hintBars.errorLog
    let wrapped = failure.wrapped(toWidth: room)
    // At most a third of the screen, and never the body's last row.
    let limit = max(1, min(size.rows / 3, size.rows - 3))
    guard wrapped.count > limit else {
      rows = wrapped.isEmpty ? [""] : wrapped.map(String.init)
      return
    }
    rows = wrapped.prefix(limit - 1).map(String.init)
    rows.append(String(failure[wrapped[limit - 1].startIndex...]).truncated(toWidth: room))
  }

  /// The left of the status line when neither a search nor a question holds it, and whether it is
  /// a failure.
  private static func message(_ state: ReaderState) -> (text: String, isError: Bool)? {
    if let message = state.message {
      return (ReaderScreen.phrase(message), message.isError)
    }
    if let refresh = state.refresh {
      let failed = refresh.failures.isEmpty ? "" : ", \(refresh.failures.count) failed"
      let progress =
        refresh.isSync
        ? "Syncing with the server…" : "Refreshing \(refresh.completed)/\(refresh.total)…\(failed)"
      return (progress, false)
    }
    if state.fetchingPage != nil {
      return ("Fetching the whole article…", false)
    }
    if let failure = failureInView(state) {
      return ("Failed: \(failure)", true)
    }
    return nil
  }

  /// Why the feed under the cursor, or the feed whose list is open, failed in its last refresh:
  /// every failure stays readable by going to its feed, not only the one a message had room for.
  private static func failureInView(_ state: ReaderState) -> String? {
    switch state.pages.last {
    case .feeds(let position):
      let rows = state.visibleFeeds
      return rows.indices.contains(position.selected) ? rows[position.selected].failure : nil
    case .articles(let page):
      guard case .feed(let feed) = page.scope.unfiltered else { return nil }
      return state.failures[feed]
    default:
      return nil
    }
  }

  /// The end of `text` that fits `columns` cells, so the characters being typed stay in view.
  private static func tail(of text: String, fitting columns: Int) -> String {
    var kept = ""
    var used = 0
    for character in text.reversed() {
      let cells = TerminalWidth.of(character)
      if used + cells > columns { break }
      kept.insert(character, at: kept.startIndex)
      used += cells
    }
    return kept
  }
}

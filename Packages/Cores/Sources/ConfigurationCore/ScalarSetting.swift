import Foundation
import NetworkCore

/// A command that sets one value, such as `reload-time 30` or `browser "w3m %u"`: how its value
/// is read, checked and written back. One table of them serves both reading a file and
/// `config show`, so the two never disagree about a name or a range.
struct ScalarSetting {
  enum Value {
    /// `yes` or `no`, or `true` or `false`, as newsboat takes either.
    case flag(WritableKeyPath<Configuration, Bool>)
    /// A whole number in a range; `unit` says what it counts, for the problem's sentence.
    case number(WritableKeyPath<Configuration, Int>, ClosedRange<Int>, unit: String)
    /// A whole number in a range, or none, which `unset` says the meaning of.
    case optionalNumber(
      WritableKeyPath<Configuration, Int?>, ClosedRange<Int>, unit: String, unset: String)
    case fraction(WritableKeyPath<Configuration, Double>, ClosedRange<Double>)
    /// Text, which may not be empty.
    case text(WritableKeyPath<Configuration, String>)
    case format(WritableKeyPath<Configuration, FormatString>)
    /// A format, or none, which `unset` says the meaning of; an empty one means none.
    case optionalFormat(WritableKeyPath<Configuration, FormatString?>, unset: String)
    /// A command; an empty one means none, the default, which `unset` says the meaning of.
    case command(WritableKeyPath<Configuration, CommandTemplate?>, unset: String)
    /// An http or https address, or none, which `unset` says the meaning of.
    case webAddress(WritableKeyPath<Configuration, URL?>, unset: String)
  }

  var name: String
  var value: Value

  init(_ name: String, _ value: Value) {
    self.name = name
    self.value = value
  }

  /// Every such setting, in the order `config show` writes them. A computed list: key paths are
  /// not `Sendable`, so a stored one could not be shared.
  static var all: [ScalarSetting] {
    [
      ScalarSetting("browser", .command(\.browser, unset: "$BROWSER, else xdg-open")),
      ScalarSetting(
        "external-url-viewer", .command(\.externalURLViewer, unset: "the reader's list of links")),
      ScalarSetting("player", .command(\.player, unset: "the built-in player")),
      ScalarSetting("bookmark-cmd", .command(\.bookmarkCommand, unset: "no bookmarks")),
      ScalarSetting("download-path", .text(\.downloadPath)),
      ScalarSetting("save-path", .text(\.savePath)),
      ScalarSetting("auto-reload", .flag(\.autoReload)),
      ScalarSetting("reload-time", .number(\.reloadTime, 1...10_080, unit: "minutes")),
      ScalarSetting(
        "reload-threads",
        .optionalNumber(
          \.reloadThreads, 1...64, unit: "feeds at once",
          unset: "as many as the transport allows, 8")),
      ScalarSetting("refresh-on-startup", .flag(\.refreshOnStartup)),
      ScalarSetting("notify-program", .command(\.notifyProgram, unset: "no notification")),
      ScalarSetting("notify-always", .flag(\.notifyAlways)),
      ScalarSetting("notify-format", .format(\.notifyFormat)),
      ScalarSetting("text-width", .number(\.textWidth, 0...10_000, unit: "columns, 0 for all")),
      ScalarSetting("show-read-feeds", .flag(\.showReadFeeds)),
      ScalarSetting("show-read-articles", .flag(\.showReadArticles)),
      ScalarSetting("confirm-exit", .flag(\.confirmExit)),
      ScalarSetting("confirm-mark-all-feeds-read", .flag(\.confirmMarkAllFeedsRead)),
      ScalarSetting(
        "articlelist-format",
        .optionalFormat(
          \.articleListFormat, unset: "this reader's columns: number, N, date, feed, title")),
      ScalarSetting(
        "feedlist-format",
        .optionalFormat(\.feedListFormat, unset: "this reader's columns: number, N, counts, title")),
      ScalarSetting("datetime-format", .text(\.dateTimeFormat)),
      ScalarSetting("max-items", .number(\.maxItems, 0...1_000_000, unit: "articles, 0 for all")),
      ScalarSetting(
        "keep-articles-days", .number(\.keepArticlesDays, 0...1_000_000, unit: "days, 0 for ever")),
      ScalarSetting("headline-limit", .number(\.headlineLimit, 1...Int.max, unit: "headlines")),
      ScalarSetting("bulletin-feed", .webAddress(\.bulletinFeed, unset: "NPR News Now")),
      ScalarSetting("volume", .fraction(\.volume, 0...1)),
      ScalarSetting("audio-device", .text(\.audioDevice)),
    ]
  }

  static func named(_ name: String) -> ScalarSetting? {
    all.first { $0.name == name }
  }

  /// Sets the value `text` gives, or says why it cannot: a sentence naming the setting, the
  /// values it takes and the value it keeps.
  func apply(_ text: String, to configuration: inout Configuration) -> String? {
    func refusal(_ takes: String) -> String {
      "\(name) takes \(takes), not '\(text)'; it stays \(written(configuration) ?? "unset")"
    }
    switch value {
    case .flag(let path):
      switch text {
      case "yes", "true": configuration[keyPath: path] = true
      case "no", "false": configuration[keyPath: path] = false
      default: return refusal("yes or no")
      }
    case .number(let path, let range, let unit):
      guard let number = Int(text), range.contains(number) else {
        let upTo = range.upperBound == .max ? "up" : "to \(range.upperBound)"
        return refusal("a whole number from \(range.lowerBound) \(upTo) (\(unit))")
      }
      configuration[keyPath: path] = number
    case .optionalNumber(let path, let range, let unit, _):
      guard let number = Int(text), range.contains(number) else {
        return refusal("a whole number from \(range.lowerBound) to \(range.upperBound) (\(unit))")
      }
      configuration[keyPath: path] = number
    case .fraction(let path, let range):
      guard let number = Double(text), range.contains(number) else {
        return refusal("a number from \(range.lowerBound) to \(range.upperBound)")
      }
      configuration[keyPath: path] = number
    case .text(let path):
      guard !text.allSatisfy(\.isWhitespace) else { return refusal("a value") }
      configuration[keyPath: path] = text
    case .format(let path):
      configuration[keyPath: path] = FormatString(text)
    case .optionalFormat(let path, _):
      configuration[keyPath: path] = text.isEmpty ? nil : FormatString(text)
    case .command(let path, _):
      configuration[keyPath: path] = text.allSatisfy(\.isWhitespace) ? nil : CommandTemplate(text)
    case .webAddress(let path, _):
      guard let url = WebAddress.parse(text) else { return refusal("an http or https address") }
      configuration[keyPath: path] = url
    }
    return nil
  }

  /// The value as the file's syntax writes it, or nil when it is unset.
  func written(_ configuration: Configuration) -> String? {
    switch value {
    case .flag(let path): configuration[keyPath: path] ? "yes" : "no"
    case .number(let path, _, _): String(configuration[keyPath: path])
    case .optionalNumber(let path, _, _, _): configuration[keyPath: path].map(String.init)
    case .fraction(let path, _): String(configuration[keyPath: path])
    case .text(let path): ConfigurationWriter.word(configuration[keyPath: path])
    case .format(let path): ConfigurationWriter.quoted(configuration[keyPath: path].text)
    case .optionalFormat(let path, _):
      configuration[keyPath: path].map { ConfigurationWriter.quoted($0.text) }
    case .command(let path, _):
      configuration[keyPath: path].map { ConfigurationWriter.quoted($0.text) }
    case .webAddress(let path, _):
      configuration[keyPath: path].map { ConfigurationWriter.quoted($0.absoluteString) }
    }
  }

  /// What an unset optional setting means, for `config show`; nil for a setting that always has
  /// a value.
  var unsetMeaning: String? {
    switch value {
    case .command(_, let unset), .webAddress(_, let unset), .optionalNumber(_, _, _, let unset),
      .optionalFormat(_, let unset):
      unset
    default: nil
    }
  }
}

import Foundation
import Testing

@testable import ConfigurationCore

@Suite struct LoadedConfigurationTests {
  private func load(_ text: String) -> LoadedConfiguration {
    LoadedConfiguration(
      text, file: "/c",
      parser: ConfigurationParser(home: nil) { _ in
        .unreadable(reason: "none")
      })
  }

  /// newsboat's defaults, but where this reader did better before the file existed: fetching as
  /// many feeds at once as its transport allows, refreshing as it opens, and its own columns.
  @Test func nothingSetIsNewsboatsDefaultsButForThisReadersOwn() {
    let configuration = load("").configuration
    #expect(configuration == Configuration())
    #expect(configuration.reloadTime == 60)
    #expect(configuration.reloadThreads == nil)
    #expect(configuration.refreshOnStartup)
    #expect(!configuration.autoReload)
    #expect(configuration.confirmMarkAllFeedsRead)
    #expect(configuration.articleListFormat == nil)
    #expect(configuration.feedListFormat == nil)
    #expect(configuration.dateTimeFormat == "%b %d")
    #expect(configuration.maxItems == 0)
    #expect(configuration.keepArticlesDays == 0)
    #expect(configuration.browser == nil)
  }

  @Test func settingsThatTakeOneValueAreSetAndSayWhere() {
    let loaded = load(
      """
      browser "w3m %u"
      auto-reload yes
      reload-time 15
      reload-threads 4
      refresh-on-startup false
      text-width 72
      show-read-feeds no
      show-read-articles false
      confirm-exit yes
      confirm-mark-all-feeds-read no
      articlelist-format "%4i %t"
      feedlist-format "%t (%u)"
      datetime-format "%Y-%m-%d"
      notify-program "~/bin/notify"
      notify-always yes
      notify-format "%d new"
      max-items 100
      keep-articles-days 30
      external-url-viewer urlview
      player mpv
      download-path ~/Podcasts
      save-path "~/Saved Articles"
      bookmark-cmd ~/bin/bookmark
      headline-limit 50
      bulletin-feed https://example.com/news.rss
      volume 0.5
      audio-device hw:0
      """)
    #expect(loaded.problems == [])
    let configuration = loaded.configuration
    #expect(configuration.browser == CommandTemplate("w3m %u"))
    #expect(configuration.autoReload)
    #expect(configuration.reloadTime == 15)
    #expect(configuration.reloadThreads == 4)
    #expect(!configuration.refreshOnStartup)
    #expect(configuration.textWidth == 72)
    #expect(!configuration.showReadFeeds)
    #expect(!configuration.showReadArticles)
    #expect(configuration.confirmExit)
    #expect(!configuration.confirmMarkAllFeedsRead)
    #expect(configuration.articleListFormat == FormatString("%4i %t"))
    #expect(configuration.feedListFormat == FormatString("%t (%u)"))
    #expect(configuration.dateTimeFormat == "%Y-%m-%d")
    #expect(configuration.notifyProgram == CommandTemplate("~/bin/notify"))
    #expect(configuration.notifyAlways)
    #expect(configuration.notifyFormat == FormatString("%d new"))
    #expect(configuration.maxItems == 100)
    #expect(configuration.keepArticlesDays == 30)
    #expect(configuration.externalURLViewer == CommandTemplate("urlview"))
    #expect(configuration.player == CommandTemplate("mpv"))
    #expect(configuration.downloadPath == "~/Podcasts")
    #expect(configuration.savePath == "~/Saved Articles")
    #expect(configuration.bookmarkCommand == CommandTemplate("~/bin/bookmark"))
    #expect(configuration.headlineLimit == 50)
    #expect(configuration.bulletinFeed == URL(string: "https://example.com/news.rss"))
    #expect(configuration.volume == 0.5)
    #expect(configuration.audioDevice == "hw:0")
    #expect(loaded.origins["reload-time"] == ConfigurationLocation(file: "/c", line: 3))
    #expect(loaded.origins.count == LoadedConfiguration.settingNames.count)
  }

  /// A value from elsewhere, as settings.json's, meets the same checks as a line of the file.
  @Test func aValueSetFromElsewhereIsCheckedAsALineWouldBe() {
    var loaded = load("")
    let location = ConfigurationLocation(file: "/s.json", line: 0)
    loaded.set("volume", to: "0.5", at: location)
    loaded.set("headline-limit", to: "0", at: location)
    loaded.set("audio-device", to: "hw\u{1B}[2J", at: location)
    #expect(loaded.configuration.volume == 0.5)
    #expect(loaded.configuration.headlineLimit == 30)
    #expect(loaded.configuration.audioDevice == "default")
    #expect(loaded.origins == ["volume": location])
    #expect(loaded.problems.map(\.kind) == [.badValue, .syntax])
    #expect(loaded.problems.map(\.description).first?.hasPrefix("/s.json: headline-limit") == true)
  }

  @Test func aLaterLineWinsAndAnEmptyCommandIsTheDefault() {
    let configuration = load("browser w3m\nbrowser \"\"\nreload-time 5\nreload-time 7")
      .configuration
    #expect(configuration.browser == nil)
    #expect(configuration.reloadTime == 7)
  }

  /// Each bad value names its line, says what the setting takes, and keeps what it was.
  @Test(arguments: [
    ("auto-reload maybe", "auto-reload takes yes or no, not 'maybe'; it stays no"),
    (
      "reload-time 0",
      "reload-time takes a whole number from 1 to 10080 (minutes), not '0'; it stays 60"
    ),
    (
      "reload-time soon",
      "reload-time takes a whole number from 1 to 10080 (minutes), not 'soon'; it stays 60"
    ),
    (
      "max-items -1",
      "max-items takes a whole number from 0 to 1000000 (articles, 0 for all), not '-1'; it stays 0"
    ),
    ("volume 2", "volume takes a number from 0.0 to 1.0, not '2'; it stays 1.0"),
    (
      "bulletin-feed file:///etc/passwd",
      "bulletin-feed takes an http or https address, not 'file:///etc/passwd'; it stays unset"
    ),
    ("audio-device \" \"", "audio-device takes a value, not ' '; it stays default"),
    (
      "browser firefox %u",
      "browser takes one value (put a value with spaces in double quotes); the line is skipped"
    ),
    (
      "reload-time",
      "reload-time takes one value (put a value with spaces in double quotes); the line is skipped"
    ),
  ])
  func aBadValueIsNamedAndTheValueKept(line: String, message: String) {
    let loaded = load("reload-time 60\n" + line)
    #expect(
      loaded.problems == [ConfigurationProblem(.badValue, at: .init(file: "/c", line: 2), message)])
    #expect(loaded.configuration == Configuration())
  }

  @Test func newsboatsOtherCommandsAreEachNamedAsUnsupportedAndTheRestApplies() {
    let loaded = load("cache-file /tmp/x\nauto-reload yes\nurls-source \"ttrss\"\npager less")
    #expect(loaded.configuration.autoReload)
    #expect(
      loaded.problems.map(\.description) == [
        "/c:1: cache-file is newsboat's, and this reader does not support it; the line is skipped",
        "/c:3: urls-source is newsboat's, and this reader does not support it; the line is skipped",
        "/c:4: pager is newsboat's, and this reader does not support it; the line is skipped",
      ])
    #expect(loaded.problems.allSatisfy { $0.kind == .unsupported })
  }

  /// Whether the parser or the reading found a problem, they come in the order of the lines.
  @Test func problemsComeInTheOrderOfTheLines() {
    let loaded = load(
      "frobnicate\nauto-reload yes\ninclude nowhere\nbrowser `which w3m`\nreload-time 0")
    #expect(loaded.problems.map(\.location.line) == [1, 3, 4, 5])
    #expect(loaded.problems.map(\.kind) == [.unknownCommand, .include, .unsupported, .badValue])
  }

  @Test func aCommandNoOneKnowsIsReportedAsSuch() {
    let loaded = load("auto-relaod yes\nset browser w3m")
    #expect(loaded.problems.map(\.kind) == [.unknownCommand, .unknownCommand])
    #expect(loaded.problems.first?.message == "'auto-relaod' is not a command; the line is skipped")
  }

  @Test func keyBindingsAreKeptInOrderAsData() {
    let loaded = load(
      """
      unbind-key -a
      bind-key j down
      bind-key ^R reload-all feedlist
      bind-key ENTER open article
      unbind-key R
      unbind-key -a articlelist
      bind gg feedlist,articlelist home -- "To the top"
      bind <C-o><ENTER> everywhere set browser "mpv %u" ; open-in-browser
      """)
    #expect(loaded.problems == [])
    #expect(
      loaded.configuration.keyBindings == [
        .unbindAll(dialog: nil),
        .bind(
          KeyBinding(
            form: .bindKey, keys: [.character("j")], written: "j",
            operations: [ConfiguredOperation("down")])),
        .bind(
          KeyBinding(
            form: .bindKey, keys: [.control("r")], written: "^R", dialogs: [.feedlist],
            operations: [ConfiguredOperation("reload-all")])),
        .bind(
          KeyBinding(
            form: .bindKey, keys: [.named(.enter)], written: "ENTER", dialogs: [.article],
            operations: [ConfiguredOperation("open")])),
        .unbind(key: .character("R"), written: "R", dialog: nil),
        .unbindAll(dialog: .articlelist),
        .bind(
          KeyBinding(
            form: .bind, keys: [.character("g"), .character("g")], written: "gg",
            dialogs: [.feedlist, .articlelist], operations: [ConfiguredOperation("home")],
            description: "To the top")),
        .bind(
          KeyBinding(
            form: .bind, keys: [.control("o"), .named(.enter)], written: "<C-o><ENTER>",
            operations: [
              ConfiguredOperation("set", ["browser", "mpv %u"]),
              ConfiguredOperation("open-in-browser"),
            ])),
      ])
  }

  /// Section 5.9's macros, the mpv idiom, and a description after `--`.
  @Test func macrosSplitTheirOperationsAtBareSemicolons() {
    let loaded = load(
      """
      macro k open; reload; quit
      macro o open-in-browser; toggle-article-read "read"
      macro i set browser "feh %u"; open-in-browser; set browser "elinks %u"
      macro m set browser "mpv %u; echo" ; open-in-browser -- "Watch with mpv"
      macro k quit
      """)
    #expect(loaded.problems == [])
    #expect(
      loaded.configuration.macros == [
        Macro(
          key: .character("o"), written: "o",
          operations: [
            ConfiguredOperation("open-in-browser"),
            ConfiguredOperation("toggle-article-read", ["read"]),
          ]),
        Macro(
          key: .character("i"), written: "i",
          operations: [
            ConfiguredOperation("set", ["browser", "feh %u"]),
            ConfiguredOperation("open-in-browser"),
            ConfiguredOperation("set", ["browser", "elinks %u"]),
          ]),
        Macro(
          key: .character("m"), written: "m",
          operations: [
            ConfiguredOperation("set", ["browser", "mpv %u; echo"]),
            ConfiguredOperation("open-in-browser"),
          ], description: "Watch with mpv"),
        Macro(key: .character("k"), written: "k", operations: [ConfiguredOperation("quit")]),
      ])
  }

  @Test(arguments: [
    "bind-key j", "bind-key j down feedlist extra", "bind-key jj down", "bind-key j dwon",
    "bind-key j down nowhere", "unbind-key", "unbind-key R nowhere", "bind gg everywhere",
    "bind gg somewhere home", "bind <BOGUS> everywhere home", "macro", "macro x",
    "macro x open ; frobnicate", "macro x open -- \"a\" extra", "macro x set",
    "macro x open-with \"mpv %u\" sideways", "macro x -- \"only a description\"",
  ])
  func aBindingThatCannotBeReadIsSkippedWithItsLineNamed(line: String) {
    let loaded = load("auto-reload yes\n" + line)
    #expect(loaded.problems.map(\.kind) == [.badValue])
    #expect(loaded.problems.first?.location.line == 2)
    #expect(loaded.configuration.keyBindings.isEmpty)
    #expect(loaded.configuration.macros.isEmpty)
  }

  /// Section 3.5's default colour configuration, and `colorN`.
  @Test func colorsAreAnElementsForegroundBackgroundAndAttributes() {
    let loaded = load(
      """
      color background          white   black
      color listfocus           yellow  blue   bold
      color listnormal_unread   magenta black
      color info                color247 color235 reverse underline bold
      color hint-key            default default standout blink dim
      color listfocus           color0  color255
      """)
    #expect(loaded.problems == [])
    let colors = loaded.configuration.colors
    #expect(
      colors[.background] == ColorStyle(foreground: .named(.white), background: .named(.black)))
    #expect(colors[.listfocus] == ColorStyle(foreground: .indexed(0), background: .indexed(255)))
    #expect(
      colors[.info]
        == ColorStyle(
          foreground: .indexed(247), background: .indexed(235),
          attributes: [.reverse, .underline, .bold]))
    #expect(colors[.hintKey]?.attributes == [.standout, .blink, .dim])
    #expect(colors.count == 5)
  }

  @Test(arguments: [
    "color listnormal", "color listnormal red", "color sidebar red black",
    "color listnormal red blu", "color listnormal color256 black",
    "color listnormal red black shiny",
    "color listnormal colour1 black",
  ])
  func aColorThatCannotBeReadIsSkipped(line: String) {
    let loaded = load(line)
    #expect(loaded.problems.map(\.kind) == [.badValue])
    #expect(loaded.configuration.colors.isEmpty)
  }

  @Test func anAttributeThisReaderDoesNotDrawIsReportedAndTheColorApplies() {
    let loaded = load("color article white black bold invis")
    #expect(loaded.problems.map(\.kind) == [.unsupported])
    #expect(
      loaded.configuration.colors[.article]
        == ColorStyle(foreground: .named(.white), background: .named(.black), attributes: [.bold]))
  }

  /// Section 5.12's examples, with and without a background.
  @Test func highlightsKeepTheirTargetPatternAndStyle() {
    let loaded = load(
      """
      highlight all "newsboat" red
      highlight article "^(Feed|Title|Author|Link|Date):" default default underline
      highlight feedlist "https?://[^ ]+" yellow red bold
      highlight-article "author =~ \\"Andreas Krennmair\\"" white red bold
      """)
    #expect(loaded.problems == [])
    #expect(
      loaded.configuration.highlights == [
        Highlight(target: .all, pattern: "newsboat", style: ColorStyle(foreground: .named(.red))),
        Highlight(
          target: .article, pattern: "^(Feed|Title|Author|Link|Date):",
          style: ColorStyle(foreground: .default, attributes: [.underline])),
        Highlight(
          target: .feedlist, pattern: "https?://[^ ]+",
          style: ColorStyle(
            foreground: .named(.yellow), background: .named(.red), attributes: [.bold])
        ),
      ])
    #expect(
      loaded.configuration.articleHighlights == [
        ArticleHighlight(
          filter: #"author =~ "Andreas Krennmair""#,
          style: ColorStyle(
            foreground: .named(.white), background: .named(.red), attributes: [.bold])
        )
      ])
  }

  @Test(arguments: [
    "highlight all \"(unclosed\" red", "highlight everywhere \"x\" red", "highlight all \"x\"",
    "highlight all \"\" red", "highlight-article \"x\" red", "highlight-article \"\" red black",
  ])
  func aHighlightThatCannotBeReadIsSkipped(line: String) {
    let loaded = load(line)
    #expect(loaded.problems.map(\.kind) == [.badValue])
    #expect(loaded.configuration.highlights.isEmpty)
    #expect(loaded.configuration.articleHighlights.isEmpty)
  }

  @Test func openersChooseTheCommandByTheURLAndTheRestGoesToTheBrowser() {
    let loaded = load(
      """
      browser "w3m %u"
      opener "youtube\\\\.com/|youtu\\\\.be/" "mpv %u" background
      opener "\\\\.MP4$" "mpv --loop %u" background
      opener "^https://news\\\\." "lynx %u"
      """)
    #expect(loaded.problems == [])
    let configuration = loaded.configuration
    #expect(
      configuration.linkOpeners.opening(for: "https://www.YouTube.com/watch?v=1")
        == LinkOpening(command: CommandTemplate("mpv %u"), handsOverTerminal: false))
    #expect(
      configuration.linkOpeners.opening(for: "https://example.com/clip.mp4")
        == LinkOpening(command: CommandTemplate("mpv --loop %u"), handsOverTerminal: false))
    #expect(
      configuration.linkOpeners.opening(for: "https://news.example.com/a")
        == LinkOpening(command: CommandTemplate("lynx %u"), handsOverTerminal: true))
    #expect(
      configuration.linkOpeners.opening(for: "https://example.com/a")
        == LinkOpening(command: CommandTemplate("w3m %u"), handsOverTerminal: true))
    #expect(
      Configuration().linkOpeners.opening(for: "https://example.com/")
        == LinkOpening(command: nil, handsOverTerminal: true))
  }

  @Test(arguments: [
    "opener \"x\"", "opener \"(\" \"mpv %u\"", "opener \"x\" \"mpv %u\" window",
    "opener \"x\" \"\"", "opener \"x\" \"mpv\" background extra",
  ])
  func anOpenerThatCannotBeReadIsSkipped(line: String) {
    let loaded = load(line)
    #expect(loaded.problems.map(\.kind) == [.badValue])
    #expect(loaded.configuration.openers.isEmpty)
  }
}

import Foundation
import Testing

@testable import ConfigurationCore

/// `config show` writes the configuration in the file's own syntax; a file holding what it wrote
/// must read back as the same configuration.
@Suite struct ConfigurationWritingTests {
  private func load(_ text: String) -> LoadedConfiguration {
    LoadedConfiguration(
      text, file: "/c",
      parser: ConfigurationParser(home: nil) { _ in
        .unreadable(reason: "none")
      })
  }

  @Test func theDefaultsReadBackAsTheDefaults() {
    let written = Configuration().written()
    #expect(load(written).problems == [])
    #expect(load(written).configuration == Configuration())
    #expect(written.contains("reload-time                 60  # default"))
    #expect(written.contains("# browser                     (not set: $BROWSER, else xdg-open)"))
  }

  @Test func everythingSetReadsBackTheSame() {
    let loaded = load(
      #"""
      browser "w3m \"%u\" # not a comment"
      opener "youtube\\.com" "mpv '%u'" background
      opener "\\.pdf$" zathura
      auto-reload yes
      reload-time 5
      notify-program "notify-send -a \\\"news\\\""
      notify-format "%d new\tarticles"
      articlelist-format "%4i %f %D  %?T?|%-17T|  ?%t"
      datetime-format "%Y-%m-%d %H:%M"
      save-path "~/Saved Articles"
      download-path ~/podcasts
      keep-articles-days 30
      max-items 100
      volume 0.25
      bulletin-feed "https://example.com/news.rss?a=1&b=2"
      audio-device hw:0,1
      unbind-key -a
      bind-key j down
      bind-key "#" goto-url article
      bind-key ^R reload-all feedlist
      unbind-key "," urlview
      bind gg everywhere home -- "To the top"
      bind <C-o>x feedlist,article set browser "mpv %u; echo" ; open-in-browser
      macro m set browser "mpv %u" ; open-in-browser ; set browser w3m -- "Watch \"it\""
      macro , open-with "echo %u | xclip" background
      color listfocus yellow blue bold
      color info color247 color235 reverse
      highlight article "^(Title|Feed):" color39 default bold
      highlight all "news\\\\boat" red
      highlight-article "title =~ \"#1\"" white red
      """#)
    #expect(loaded.problems == [])
    let written = loaded.configuration.written(origins: loaded.origins)
    let reread = load(written)
    #expect(reread.problems == [])
    #expect(reread.configuration == loaded.configuration)
    #expect(written.contains("reload-time                 5  # /c:5"))
    #expect(written.contains("color-scheme") == false)
  }

  @Test func everyShippedSchemeReadsBackTheSame() {
    for scheme in ColorScheme.builtIn {
      let loaded = load("color-scheme \(scheme.name)")
      #expect(loaded.problems == [], "\(scheme.name)")
      #expect(!loaded.configuration.colors.isEmpty)
      #expect(load(loaded.configuration.written()).configuration == loaded.configuration)
    }
  }
}

/// Settings whose default is this reader's own rather than a value: `config show` says what an
/// unset one means, and a set one reads back.
@Suite struct OptionalSettingWritingTests {
  @Test func anUnsetFormatOrThreadCountSaysWhatItMeans() {
    let written = Configuration().written()
    #expect(written.contains("# articlelist-format          (not set: this reader's columns"))
    #expect(written.contains("# reload-threads              (not set: as many as the transport"))
  }

  @Test func aSetOneIsWrittenAndReadsBack() {
    var configuration = Configuration()
    configuration.reloadThreads = 3
    configuration.feedListFormat = FormatString("%t %u")
    let loaded = LoadedConfiguration(
      configuration.written(), file: "/c",
      parser: ConfigurationParser(home: nil) { _ in .unreadable(reason: "none") })
    #expect(loaded.problems == [])
    #expect(loaded.configuration == configuration)
  }
}

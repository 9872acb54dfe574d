import Testing

@testable import TerminalClientLive

@Suite struct BrowserCommandTests {
  private let url = "https://example.com/a?b=1&c=%20"

  @Test func withoutBrowserItIsXDGOpen() {
    #expect(
      BrowserCommand.commands(browser: nil, url: url) == [
        BrowserCommand(program: "xdg-open", arguments: [url])
      ])
    #expect(BrowserCommand.commands(browser: "", url: url).map(\.program) == ["xdg-open"])
  }

  @Test func browserIsAColonSeparatedListTriedInTurn() {
    #expect(
      BrowserCommand.commands(browser: "w3m:firefox --new-tab", url: url) == [
        BrowserCommand(program: "w3m", arguments: [url]),
        BrowserCommand(program: "firefox", arguments: ["--new-tab", url]),
      ])
  }

  @Test func percentSIsTheURLAndPercentPercentAPercent() {
    #expect(
      BrowserCommand.commands(browser: "lynx -cfg=%%x %s -accept_all_cookies", url: url) == [
        BrowserCommand(program: "lynx", arguments: ["-cfg=%x", url, "-accept_all_cookies"])
      ])
  }

  @Test func aURLThatLooksLikeShellIsOneArgument() {
    let hostile = "https://example.com/$(touch /tmp/owned);rm -rf ~ `id`"
    #expect(
      BrowserCommand.commands(browser: "w3m", url: hostile) == [
        BrowserCommand(program: "w3m", arguments: [hostile])
      ])
  }
}

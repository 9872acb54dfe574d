import Testing

@testable import ConfigurationCore

/// What a template becomes: the shell parses the user's text only, and each field is a
/// positional parameter, quoted for where it stands. That the fields reach a real program as one
/// argument each is TerminalClientLive's test, on a real shell.
@Suite struct CommandTemplateTests {
  private func script(_ template: String) -> String {
    CommandTemplate.script(template, placeholders: ["u", "t", "f"]).0
  }

  @Test(arguments: [
    ("w3m %u", #"w3m "${1}""#),
    ("w3m '%u'", #"w3m ''"${1}"''"#),
    (#"firefox "%u""#, #"firefox "${1}""#),
    ("echo %u | xclip -sel c", #"echo "${1}" | xclip -sel c"#),
    (#"mpv --title="%t: %f" %u"#, #"mpv --title="${2}: ${3}" "${1}""#),
    ("open --url=%u&x", #"open --url="${1}"&x"#),
    (#"echo "$(basename "%u")""#, #"echo "$(basename "${1}")""#),
    ("echo `basename %u`", #"echo `basename "${1}"`"#),
    (#"echo "`basename %u`""#, #"echo "`basename "${1}"`""#),
    (#"echo \%u %u"#, #"echo \%u "${1}""#),
    (#"echo "\"%u\"""#, #"echo "\"${1}\"""#),
    ("date +%Y-%m-%d %u", #"date +%Y-%m-%d "${1}""#),
    ("echo $( (echo %t) ) %f", #"echo $( (echo "${2}") ) "${3}""#),
  ])
  func eachPlaceholderIsAPositionalParameterQuotedForWhereItStands(
    template: String, expected: String
  ) {
    #expect(script(template) == expected)
  }

  @Test func aLinkIsTheFirstParameterTheTitleTheSecondTheFeedTheThird() {
    let invocation = CommandTemplate("mpv --title=%t %u").invocation(
      link: "https://e.com/a;b", title: "$(rm -rf ~)", feed: "Feed")
    #expect(invocation.program == "/bin/sh")
    #expect(
      invocation.arguments == [
        "-c", #"mpv --title="${2}" "${1}""#, "sh", "https://e.com/a;b", "$(rm -rf ~)", "Feed",
      ])
  }

  /// newsboat's `browser links` opens `links URL`.
  @Test func withoutPercentUTheURLFollowsTheCommand() {
    let invocation = CommandTemplate("links").invocation(
      link: "https://e.com/", title: "T", feed: "F")
    #expect(
      invocation.arguments == [
        "-c", #"links "${4}""#, "sh", "https://e.com/", "T", "F", "https://e.com/",
      ])
  }

  @Test func aProgramIsGivenItsArgumentsAfterItAndItsPercentSequencesStay() {
    let invocation = CommandTemplate("~/bin/notify %u").invocation(appending: ["3 new", "x"])
    #expect(invocation.arguments == ["-c", #"~/bin/notify %u "${1}" "${2}""#, "sh", "3 new", "x"])
  }
}

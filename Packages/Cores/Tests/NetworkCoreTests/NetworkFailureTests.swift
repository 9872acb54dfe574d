import NetworkCore
import Testing

struct NetworkFailureTests {
  @Test func eachFailureIsOneSentenceAboutItsSubject() {
    let subject = "https://example.org/feed"
    #expect(
      NetworkFailure.cannotConnect(reason: "Connection refused").sentence(about: subject)
        == "Could not connect to https://example.org/feed: Connection refused")
    #expect(NetworkFailure.timedOut.sentence(about: subject) == "Timed out waiting for \(subject)")
    #expect(
      NetworkFailure.httpStatus(code: 429, retryAfter: .seconds(120)).sentence(about: subject)
        == "HTTP status 429 from \(subject), retry after 120 s")
    #expect(
      NetworkFailure.httpStatus(code: 404).sentence(about: "the sync server at x")
        == "HTTP status 404 from the sync server at x")
    #expect(
      NetworkFailure.notWeb.sentence(about: subject)
        == "Refused \(subject): only http and https are allowed")
  }
}

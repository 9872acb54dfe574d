import NewsClient
import NewsClientLive
import Testing

struct TimeoutDefaultsTests {
  /// A feed is promised its transfer timeout, however long its server is silent before it
  /// answers: a default stall limit of 15 s against 30 cut off servers that newsboat waits for.
  /// The stall limit still bounds a download, whose transfer timeout is ten minutes.
  @Test func theDefaultStallLimitIsNoShorterThanAFeedMayTake() {
    let configuration = NewsClient.LiveConfiguration()
    #expect(configuration.stallTimeout >= configuration.transferTimeout)
    #expect(configuration.stallTimeout < configuration.enclosureTransferTimeout)
  }
}

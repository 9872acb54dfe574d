import Testing
import TextCore

@Suite struct CountingTests {
  @Test(arguments: [
    (0, "feed", "0 feeds"), (1, "feed", "1 feed"), (2, "new article", "2 new articles"),
    (1_000, "change", "1000 changes"),
  ])
  func countsANounInTheNumberItTakes(count: Int, noun: String, expected: String) {
    #expect(count.counting(noun) == expected)
  }
}

import {{Core}}
import Testing

struct TrimmedTests {
  @Test func whiteSpaceAroundTheTextGoes() {
    #expect(Trimmed("  Sunny, 21 °C\n")?.text == "Sunny, 21 °C")
    #expect(Trimmed("\tcalm\r\n")?.description == "calm")
  }

  @Test func whiteSpaceWithinTheTextStays() {
    #expect(Trimmed(" light  rain ")?.text == "light  rain")
  }

  @Test(arguments: ["", " ", "\n\t ", "\u{00A0}"])
  func blankTextIsNothing(raw: String) {
    #expect(Trimmed(raw) == nil)
  }

  @Test func equalTextsAreEqualValues() {
    #expect(Trimmed("fog") == Trimmed(" fog "))
    #expect(Trimmed("fog")! < Trimmed("hail")!)
  }
}

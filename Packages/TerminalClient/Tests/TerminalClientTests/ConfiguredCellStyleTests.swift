import ConfigurationCore
import Testing

@testable import TerminalClient

struct ConfiguredCellStyleTests {
  /// `color listfocus yellow color236 bold standout` and its kin, as newsboat draws them.
  @Test func aConfiguredStyleBecomesTheCellStyleNewsboatDraws() {
    #expect(
      CellStyle(
        ColorStyle(
          foreground: .named(.yellow), background: .indexed(236), attributes: [.bold, .standout]))
        == CellStyle(isBold: true, isReversed: true, foreground: .yellow, background: .indexed(236))
    )
    #expect(
      CellStyle(
        ColorStyle(
          foreground: .default, background: .named(.blue),
          attributes: [.underline, .blink, .dim, .reverse]))
        == CellStyle(
          isDim: true, isReversed: true, isUnderlined: true, isBlinking: true, background: .blue))
    #expect(CellStyle(ColorStyle(foreground: .default)) == .plain)
  }
}

import Foundation
import HTMLEngine
import RichTextCore
import Testing

@Suite struct CharsetTests {
  /// `text` written one byte per scalar, as ISO-8859-1 and windows-1252 write the scalars below
  /// 0x100.
  private func latin(_ text: String) -> [UInt8] {
    text.unicodeScalars.map { UInt8($0.value) }
  }

  private func utf16(_ text: String, bigEndian: Bool, mark: Bool) -> [UInt8] {
    let units = text.utf16.flatMap { unit -> [UInt8] in
      bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
    guard mark else { return units }
    return (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + units
  }

  private func text(_ bytes: [UInt8], httpCharset: String?) -> [String] {
    HTMLDocument(bytes: bytes, httpCharset: httpCharset).richText(baseURL: nil).blocks.map(\.text)
  }

  @Test func latin1LabelsReadAsWindows1252() {
    // 0x93 and 0x94 are curly quotes in windows-1252 and C1 controls in strict ISO-8859-1.
    let page = latin("<p>caf\u{E9} \u{93}quoted\u{94} \u{80}5</p>")
    for label in ["ISO-8859-1", "latin1", "\"iso_8859-1\"", "windows-1252", "us-ascii"] {
      #expect(text(page, httpCharset: label) == ["café \u{201C}quoted\u{201D} €5"], "\(label)")
    }
  }

  @Test func theHeaderOutranksTheMetaTag() {
    let page = latin("<meta charset=\"utf-8\"><p>na\u{EF}ve</p>")
    #expect(text(page, httpCharset: "iso-8859-1") == ["naïve"])
    let withHTTPEquiv = latin(
      "<meta http-equiv=\"Content-Type\" content=\"text/html; charset=utf-8\"><p>na\u{EF}ve</p>")
    #expect(text(withHTTPEquiv, httpCharset: "windows-1252") == ["naïve"])
  }

  @Test func theMetaTagDecidesWhenTheHeaderIsSilentOrUnknown() {
    let page = latin(
      "<!-- <meta charset=utf-8> --><meta http-equiv=content-type content='text/html;charset=ISO-8859-1'><p>gar\u{E7}on</p>"
    )
    #expect(text(page, httpCharset: nil) == ["garçon"])
    #expect(text(page, httpCharset: "no-such-charset") == ["garçon"])
    let utf8Page = Array("<meta charset=UTF-8><p>garçon</p>".utf8)
    #expect(text(utf8Page, httpCharset: nil) == ["garçon"])
  }

  @Test func theByteOrderMarkOutranksEverything() {
    let page = "<meta charset=\"windows-1252\"><p>\u{201C}Grüße\u{201D} 東京</p>"
    #expect(
      text(utf16(page, bigEndian: false, mark: true), httpCharset: "iso-8859-1") == [
        "\u{201C}Grüße\u{201D} 東京"
      ])
    #expect(
      text(utf16(page, bigEndian: true, mark: true), httpCharset: "utf-8") == [
        "\u{201C}Grüße\u{201D} 東京"
      ])
    #expect(
      text([0xEF, 0xBB, 0xBF] + Array(page.utf8), httpCharset: "iso-8859-1") == [
        "\u{201C}Grüße\u{201D} 東京"
      ])
  }

  @Test func utf16WithoutAMarkIsReadWhenTheHeaderSaysSo() {
    let page = "<p>Grüße</p>"
    #expect(text(utf16(page, bigEndian: false, mark: false), httpCharset: "utf-16le") == ["Grüße"])
    #expect(text(utf16(page, bigEndian: true, mark: false), httpCharset: "UTF-16BE") == ["Grüße"])
  }

  @Test func aMetaTagNamingUTF16IsReadAsUTF8() {
    #expect(text(Array("<meta charset=utf-16><p>Grüße</p>".utf8), httpCharset: nil) == ["Grüße"])
  }

  @Test func undeclaredBytesAreUTF8WhenValidAndWindows1252Otherwise() {
    #expect(text(Array("<p>Grüße</p>".utf8), httpCharset: nil) == ["Grüße"])
    #expect(text(latin("<p>Gr\u{FC}\u{DF}e \u{96} ok</p>"), httpCharset: nil) == ["Grüße – ok"])
  }

  @Test func malformedBytesBecomeReplacementCharactersAndTheRestIsRead() {
    let page: [UInt8] =
      Array("<p>one ".utf8) + [0xC3, 0x28, 0xFF] + Array(" two é</p><p>three</p>".utf8)
    #expect(text(page, httpCharset: "utf-8") == ["one \u{FFFD}(\u{FFFD} two é", "three"])
    // 0x81 is undefined in windows-1252's table: one replacement, and the page goes on.
    #expect(text(latin("<p>a\u{81}b</p><p>\u{E9}nd</p>"), httpCharset: "windows-1252").count == 2)
  }

  @Test func otherCharsetsGoThroughLibxml2sConverters() {
    // "Привет" in KOI8-R and in windows-1251.
    let koi8: [UInt8] =
      Array("<p>".utf8) + [0xF0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4] + Array("</p>".utf8)
    #expect(text(koi8, httpCharset: "koi8-r") == ["Привет"])
    let cp1251: [UInt8] =
      Array("<meta charset=windows-1251><p>".utf8) + [0xCF, 0xF0, 0xE8, 0xE2, 0xE5, 0xF2]
      + Array("</p>".utf8)
    #expect(text(cp1251, httpCharset: nil) == ["Привет"])
  }

  @Test func detectionReportsItsSource() {
    let page = Array("<meta charset=iso-8859-2><p>x</p>".utf8)
    page.withUnsafeBufferPointer { bytes in
      #expect(HTMLCharset.detect(bytes, httpCharset: "Shift_JIS").source == .httpHeader)
      #expect(
        HTMLCharset.detect(bytes, httpCharset: nil)
          == HTMLCharset(name: "iso-8859-2", source: .metaTag))
    }
  }

  @Test func aStringIgnoresItsMetaTag() {
    #expect(render("<meta charset=\"windows-1252\"><p>Grüße</p>").blocks.map(\.text) == ["Grüße"])
  }
}

import Foundation
import HTMLEngine
import Testing

@testable import NewsClientLive

/// The decoder reads eight bytes at a time where it can and holds back what a chunk cuts, so its
/// repairs must not depend on where markup falls in a word or a chunk.
@Suite struct XMLRepairTests {
  static let document =
    "<![CDATA[a & b ]] ]]> c & d <!-- e & f - -> --> g &amp; h &nbsp; i \u{1B}[1m <!x & &#X41; <"
  static let repaired =
    "<![CDATA[a & b ]] ]]> c &amp; d <!-- e & f - -> --> g &amp; h &#xa0; i "
    + "\(ControlStandIns.standIn(for: 0x1B))[1m <!x &amp; &#x41; <"

  @Test(arguments: 0..<17)
  func repairsDoNotDependOnWhereMarkupFalls(padding: Int) {
    let prefix = String(repeating: "p", count: padding)
    for chunkSize in [1, 2, 3, 5, 7, 8, 9, 16, 1 << 20] {
      #expect(
        Self.decoded(prefix + Self.document, chunkSize: chunkSize) == prefix + Self.repaired,
        "chunks of \(chunkSize)")
    }
  }

  private static func decoded(_ text: String, chunkSize: Int) -> String {
    let decoder = FeedTextDecoder(encoding: .utf8, repairsXML: true)
    let bytes = Array(text.utf8)
    var output: [UInt8] = []
    var offset = 0
    while offset < bytes.count {
      let chunk = bytes[offset..<min(bytes.count, offset + chunkSize)]
      output += chunk.withUnsafeBytes { decoder.decode($0) } ?? Array(chunk)
      offset += chunkSize
    }
    output += decoder.finish()
    return String(decoding: output, as: UTF8.self)
  }
}

import Foundation

/// Feeds and sounds the end-to-end tests serve.
enum Fixtures {
  /// A feed whose text tries every trick to take over a terminal.
  static let hostileTitle =
    "Breaking\u{1B}]52;c;ZWNobyBwd25lZA==\u{07} news\u{1B}[2J\u{9B}31m \u{202E}gnp.exe\u{202C} \u{1B}]8;;https://evil.example\u{1B}\\here\u{1B}]8;;\u{1B}\\"

  static func rss(
    title: String, items: [(title: String, link: String, date: String?, enclosure: String?)]
  ) -> Data {
    let entries = items.map { item in
      """
        <item>
          <title>\(escaped(item.title))</title>
          <link>\(item.link)</link>
          <guid>\(item.link)</guid>
          \(item.date.map { "<pubDate>\($0)</pubDate>" } ?? "")
          <description>Summary of \(escaped(item.title))</description>
          \(item.enclosure.map { "<enclosure url=\"\($0)\" type=\"audio/wav\" length=\"\"/>" } ?? "")
        </item>
      """
    }
    return Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <rss version="2.0"><channel>
        <title>\(escaped(title))</title>
        <link>https://example.org/</link>
        \(entries.joined(separator: "\n"))
      </channel></rss>
      """.utf8
    )
  }

  /// Control characters are not allowed in XML 1.0 even as references, so hostile text is carried
  /// as numeric references where XML allows it and raw where it does not, as real feeds do.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
  }

  /// A mono 16-bit WAV at 8 kHz: `frames` samples of a quiet square wave.
  static func wav(frames: Int) -> Data {
    var data = Data()
    func append<Value: FixedWidthInteger>(_ value: Value) {
      withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }
    let sampleRate: UInt32 = 8_000
    data.append(contentsOf: Array("RIFF".utf8))
    append(UInt32(36 + frames * 2))
    data.append(contentsOf: Array("WAVEfmt ".utf8))
    append(UInt32(16))
    append(UInt16(1))
    append(UInt16(1))
    append(sampleRate)
    append(sampleRate * 2)
    append(UInt16(2))
    append(UInt16(16))
    data.append(contentsOf: Array("data".utf8))
    append(UInt32(frames * 2))
    for frame in 0..<frames {
      append(Int16(frame / 20 % 2 == 0 ? 4_000 : -4_000))
    }
    return data
  }
}

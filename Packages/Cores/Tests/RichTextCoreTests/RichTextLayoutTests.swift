import RichTextCore
import Testing
import TextCore

@Suite struct RichTextLayoutTests {
  typealias Anchor = RichTextLayout.Anchor

  /// An article with one block of every kind, its links and an image.
  static let article = RichText(
    blocks: [
      RichTextBlock(.heading(level: 1), text: "Rain returns to the valley"),
      RichTextBlock(
        .paragraph, text: "Forecasters expect heavy rain on Sunday, says the weather service.",
        marks: [RichTextMark(offset: 65, kind: .link(number: 1))]),
      RichTextBlock(.listItem(depth: 1, marker: .bullet), text: "Bring an umbrella"),
      RichTextBlock(
        .listItem(depth: 2, marker: .number(1)),
        text: "Check the gutters before the storm arrives in the evening"),
      RichTextBlock(.listItem(depth: 1, marker: .bullet), text: "Stay indoors"),
      RichTextBlock(.preformatted, text: "$ make install\n    for x in a b c; do echo $x; done"),
      RichTextBlock(.paragraph, text: "Rain is a blessing.", quoteDepth: 1),
      RichTextBlock(.rule),
      RichTextBlock(.tableRow(isHeader: true), cells: ["City", "Rain"]),
      RichTextBlock(.tableRow(isHeader: false), cells: ["Lyon", "12 mm"]),
      RichTextBlock(
        .paragraph, text: "A map",
        marks: [RichTextMark(offset: 5, kind: .image(alt: "radar map", number: 2))]),
    ],
    links: [
      RichTextLink(address: "https://weather.example/report"),
      RichTextLink(address: "https://weather.example/radar.png", kind: .image),
    ])

  @Test func anArticleIsLaidOutAsNewsboatLaysItOut() {
    let layout = RichTextLayout(Self.article, width: 40)
    let expected: [(String, RichTextLayout.Style, Int, Int)] = [
      ("Rain returns to the valley", .heading, 0, 0),
      ("", .plain, 0, 1),
      ("Forecasters expect heavy rain on Sunday,", .plain, 1, 0),
      ("says the weather service[1].", .plain, 1, 41),
      ("", .plain, 1, 42),
      ("* Bring an umbrella", .plain, 2, 0),
      ("  1. Check the gutters before the storm", .plain, 3, 0),
      ("     arrives in the evening", .plain, 3, 35),
      ("* Stay indoors", .plain, 4, 0),
      ("", .plain, 4, 1),
      ("$ make install", .code, 5, 0),
      ("    for x in a b c; do echo $x; done", .code, 5, 15),
      ("", .plain, 5, 16),
      ("│ Rain is a blessing.", .quote, 6, 0),
      ("", .plain, 6, 1),
      (String(repeating: "─", count: 40), .plain, 7, 0),
      ("", .plain, 7, 1),
      ("City  Rain", .heading, 8, 0),
      ("Lyon  12 mm", .plain, 9, 0),
      ("", .plain, 9, 1),
      ("A map[image: radar map][2]", .plain, 10, 0),
      ("", .plain, 10, 1),
      ("Links:", .links, 11, 0),
      ("[1]: https://weather.example/report", .links, 11, 7),
      ("[2]: https://weather.example/radar.png", .links, 11, 43),
      ("     (image)", .links, 11, 82),
    ]
    #expect(layout.lines.map(\.text) == expected.map(\.0))
    #expect(layout.lines.map(\.style) == expected.map(\.1))
    #expect(layout.lines.map(\.anchor) == expected.map { Anchor(block: $0.2, offset: $0.3) })
  }

  /// At 80 columns the paragraph is one line and the image's source fits beside its number.
  @Test func aWiderLayoutWrapsLess() {
    let layout = RichTextLayout(Self.article, width: 80)
    #expect(
      layout.lines.map(\.text).contains(
        "Forecasters expect heavy rain on Sunday, says the weather service[1]."))
    #expect(layout.lines.last?.text == "[2]: https://weather.example/radar.png (image)")
    #expect(layout.lines.first { $0.text.hasPrefix("─") }?.text.count == 80)
  }

  /// Every line of a body in many scripts fits the width as the terminal measures it.
  @Test(arguments: [8, 10, 13, 20, 40, 80])
  func everyLineFitsTheWidth(width: Int) {
    let body = RichText(blocks: [
      RichTextBlock(.heading(level: 2), text: "東京都で新しい研究所が開設 🇯🇵🇰🇷"),
      RichTextBlock(.paragraph, text: "한국어 제목 🇰🇷 테스트 👍🏽👋🏿 and 👨‍👩‍👧‍👦 family e\u{301}te\u{301}"),
      RichTextBlock(.listItem(depth: 2, marker: .number(10)), text: "日本経済新聞の記事です。とても長い"),
      RichTextBlock(.preformatted, text: "let 名前 = \"東京\" // 🇯🇵 and more code here"),
      RichTextBlock(.paragraph, text: "引用された文章です", quoteDepth: 2),
    ])
    for line in RichTextLayout(body, width: width).lines {
      #expect(line.text.terminalWidth <= width, "\(width): \(line.text)")
    }
  }

  @Test func cjkAndEmojiWrapByTheirWidth() {
    let body = RichText(blocks: [
      RichTextBlock(.paragraph, text: "東京都で新しい研究所が開設された。"),
      RichTextBlock(.paragraph, text: "🇯🇵🇰🇷🇫🇷 👍🏽👋🏿"),
    ])
    let lines = RichTextLayout(body, width: 10).lines.map(\.text)
    #expect(lines == ["東京都で新", "しい研究所", "が開設され", "た。", "", "🇯🇵🇰🇷🇫🇷", "👍🏽👋🏿"])
  }

  /// A word longer than the line is broken where the line ends, and nothing of it is lost.
  @Test func aVeryLongWordIsBroken() {
    let word = String(repeating: "abcdefghij", count: 5)
    let body = RichText(blocks: [RichTextBlock(.paragraph, text: "see \(word) now")])
    let layout = RichTextLayout(body, width: 20)
    #expect(
      layout.lines.map(\.text) == [
        "see", "abcdefghijabcdefghij", "abcdefghijabcdefghij", "abcdefghij now",
      ])
    #expect(layout.lines.map(\.anchor.offset) == [0, 4, 24, 44])
  }

  /// Zero-width characters take no room, and a width of nothing still lays every character out.
  @Test func zeroWidthCharactersAndNoWidth() {
    let body = RichText(blocks: [
      RichTextBlock(.paragraph, text: "e\u{301}e\u{301}e\u{301} a\u{200B}b ok")
    ])
    #expect(
      RichTextLayout(body, width: 8).lines.map(\.text) == [
        "e\u{301}e\u{301}e\u{301} a\u{200B}b", "ok",
      ])
    let none = RichTextLayout(RichText(blocks: [RichTextBlock(.paragraph, text: "ab")]), width: 0)
    #expect(none.width == 1)
    #expect(none.lines.map(\.text) == ["a", "b"])
  }

  /// Items follow one another; nested ones are indented two columns a level, and their wrapped
  /// lines hang under their text.
  @Test func nestedListsHangUnderTheirText() {
    let body = RichText(blocks: [
      RichTextBlock(.paragraph, text: "Steps:"),
      RichTextBlock(.listItem(depth: 1, marker: .number(9)), text: "one two three"),
      RichTextBlock(.listItem(depth: 1, marker: .number(10)), text: "four five six"),
      RichTextBlock(.listItem(depth: 2, marker: .bullet), text: "seven eight nine"),
      RichTextBlock(.listItem(depth: 3, marker: .bullet), text: "ten eleven"),
      RichTextBlock(.paragraph, text: "Done."),
    ])
    #expect(
      RichTextLayout(body, width: 14).lines.map(\.text) == [
        "Steps:",
        "",
        "9. one two",
        "   three",
        "10. four five",
        "    six",
        "  * seven",
        "    eight nine",
        "    * ten",
        "      eleven",
        "",
        "Done.",
      ])
  }

  /// A description stands four columns in under its term, its wrapped lines too, and in a quote
  /// after the quote's bars.
  @Test func descriptionsAreIndentedUnderTheirTerms() {
    let body = RichText(blocks: [
      RichTextBlock(.paragraph, text: "Quorum"),
      RichTextBlock(.description, text: "enough members to vote"),
      RichTextBlock(.description, text: "as the rules say", quoteDepth: 1),
    ])
    #expect(
      RichTextLayout(body, width: 16).lines.map(\.text) == [
        "Quorum",
        "",
        "    enough",
        "    members to",
        "    vote",
        "",
        "│     as the",
        "│     rules say",
      ])
  }

  @Test func quotesBarEveryLineAtEachDepth() {
    let body = RichText(blocks: [
      RichTextBlock(.paragraph, text: "He said the rain would come", quoteDepth: 1),
      RichTextBlock(.paragraph, text: "and it did", quoteDepth: 2),
      RichTextBlock(.heading(level: 3), text: "Quoted heading", quoteDepth: 1),
    ])
    let layout = RichTextLayout(body, width: 16)
    #expect(
      layout.lines.map(\.text) == [
        "│ He said the", "│ rain would", "│ come", "│", "│ │ and it did", "│", "│ Quoted heading",
      ])
    #expect(
      layout.lines.map(\.style) == [.quote, .quote, .quote, .quote, .quote, .quote, .heading])
  }

  /// Preformatted text keeps its lines, blank ones and leading spaces included; a line too long
  /// is cut where the width ends, and continues on the next line, never joined with the next.
  @Test func preformattedTextIsKeptLineForLine() {
    let body = RichText(blocks: [
      RichTextBlock(.preformatted, text: "if x {\n\n    return  y   // a comment\n}")
    ])
    let layout = RichTextLayout(body, width: 12)
    #expect(
      layout.lines.map(\.text) == ["if x {", "", "    return  ", "y   // a com", "ment", "}"])
    #expect(layout.lines.allSatisfy { $0.style == .code })
    #expect(layout.lines.map(\.anchor.offset) == [0, 7, 8, 20, 32, 37])
  }

  @Test func aTableThatFitsIsAligned() {
    let body = RichText(blocks: [
      RichTextBlock(.tableRow(isHeader: true), cells: ["City", "Rain", "Wind"]),
      RichTextBlock(.tableRow(isHeader: false), cells: ["東京", "3 mm", "12 km/h"]),
      RichTextBlock(.tableRow(isHeader: false), cells: ["Reykjavík", "15 mm"]),
    ])
    let layout = RichTextLayout(body, width: 30)
    #expect(
      layout.lines.map(\.text) == [
        "City       Rain   Wind", "東京       3 mm   12 km/h", "Reykjavík  15 mm",
      ])
    #expect(layout.lines.map(\.style) == [.heading, .plain, .plain])
  }

  /// Too wide for the columns, each row is its cells joined by " | ", wrapped, with its later
  /// lines indented; each row is anchored to its own block.
  @Test func aTableThatDoesNotFitShowsEachRowAsItsCells() {
    let body = RichText(blocks: [
      RichTextBlock(.tableRow(isHeader: true), cells: ["City", "What fell"]),
      RichTextBlock(.tableRow(isHeader: false), cells: ["Lyon", "rain all through the night"]),
    ])
    let layout = RichTextLayout(body, width: 16)
    #expect(
      layout.lines.map(\.text) == [
        "City | What fell", "Lyon | rain all", "  through the", "  night",
      ])
    #expect(
      layout.lines.map(\.anchor) == [
        Anchor(block: 0, offset: 0), Anchor(block: 1, offset: 0), Anchor(block: 1, offset: 16),
        Anchor(block: 1, offset: 28),
      ])
  }

  /// Marks come from the network's markup: a place past the end or inside a character's bytes is
  /// brought back to the text and to the character's start, and loses nothing.
  @Test func marksAtOddPlacesStayWithinTheText() {
    let body = RichText(
      blocks: [
        RichTextBlock(
          .paragraph, text: "café au lait",
          marks: [
            RichTextMark(offset: 4, kind: .link(number: 1)),
            RichTextMark(offset: 99, kind: .image(alt: "", number: nil)),
          ])
      ],
      links: [RichTextLink(address: "https://example.org/\u{1B}[2Jcafe")])
    #expect(
      RichTextLayout(body, width: 40).lines.map(\.text) == [
        "caf[1]é au lait[image]", "", "Links:", "[1]: https://example.org/cafe",
      ])
  }

  /// The reading position is a place in the text: the line a reader showed at one width is found
  /// again at another, and is the line that holds the same text.
  @Test(arguments: [(40, 80), (80, 40), (40, 120), (120, 40), (80, 120), (120, 80)])
  func anchorsFindTheSameTextAtAnotherWidth(from: Int, to: Int) {
    let body = Self.long
    let before = RichTextLayout(body, width: from)
    let after = RichTextLayout(body, width: to)
    for line in before.lines {
      let found = after.line(for: line.anchor)
      #expect(after.lines[found].anchor <= line.anchor)
      if found + 1 < after.lines.count {
        #expect(after.lines[found + 1].anchor > line.anchor)
      }
      #expect(after.lines[found].anchor.block == line.anchor.block)
    }
  }

  /// A layout fitted to a width is its body laid out to it, itself at its own width.
  @Test func aLayoutFittedToAWidthIsItsBodyLaidOutToIt() {
    let layout = RichTextLayout(Self.long, width: 40)
    #expect(layout.body == Self.long)
    #expect(layout.fitted(toWidth: 40) == layout)
    #expect(layout.fitted(toWidth: 80) == RichTextLayout(Self.long, width: 80))
    #expect(layout.fitted(toWidth: 80).lines != layout.lines)
    #expect(layout.fitted(toWidth: 0) == RichTextLayout(Self.long, width: 1))
  }

  /// Each line's anchor is where its text starts in its block, and every line is found by its
  /// own anchor.
  @Test(arguments: [40, 80, 120])
  func anchorsPointAtTheLineFirstCharacter(width: Int) {
    let layout = RichTextLayout(Self.long, width: width)
    for (index, line) in layout.lines.enumerated() {
      #expect(layout.line(for: line.anchor) == index, "\(width): \(line.text)")
      guard line.anchor.block < Self.long.blocks.count, !line.text.isEmpty else { continue }
      let block = Self.long.blocks[line.anchor.block]
      guard case .paragraph = block.kind else { continue }
      let rest = block.text.utf8.dropFirst(line.anchor.offset)
      let text = line.text.drop { $0 == "│" || $0 == " " }
      #expect(String(decoding: rest, as: UTF8.self).hasPrefix(text.prefix(3)), "\(line.text)")
    }
    let anchors = layout.lines.map(\.anchor)
    #expect(zip(anchors, anchors.dropFirst()).allSatisfy { $0 < $1 })
  }

  /// An image's alternative text too long for a line is wrapped; its lines all stand at the
  /// image's place, and that place finds the first of them.
  @Test func aLongMarkIsWrappedAndFoundByItsFirstLine() {
    let body = RichText(blocks: [
      RichTextBlock(
        .paragraph, text: "Look: here",
        marks: [RichTextMark(offset: 5, kind: .image(alt: "a very long description", number: nil))])
    ])
    let layout = RichTextLayout(body, width: 12)
    #expect(
      layout.lines.map(\.text) == ["Look:[image:", "a very long", "description]", "here"])
    #expect(layout.lines.map(\.anchor.offset) == [0, 5, 5, 6])
    #expect(layout.line(for: Anchor(block: 0, offset: 5)) == 1)
  }

  @Test func aPlaceBeforeEveryLineIsTheFirstLine() {
    let layout = RichTextLayout(Self.long, width: 40)
    #expect(layout.line(for: Anchor(block: -1, offset: 0)) == 0)
    #expect(layout.line(for: Anchor(block: 999, offset: 0)) == layout.lines.count - 1)
    #expect(RichTextLayout(RichText(), width: 40).lines.isEmpty)
    #expect(RichTextLayout(RichText(), width: 40).line(for: Anchor(block: 0, offset: 0)) == 0)
  }

  /// Paragraphs of mixed scripts, lists and links, long enough to wrap differently at every width.
  static let long = RichText(
    blocks: (0..<12).map { index in
      switch index % 4 {
      case 0:
        RichTextBlock(
          .paragraph,
          text: "Paragraph \(index): the council met on Tuesday to discuss the flood defences, "
            + "東京都の予算 and 🇯🇵 flags, which took the whole evening and most of the night.",
          marks: [RichTextMark(offset: 30, kind: .link(number: 1))])
      case 1:
        RichTextBlock(
          .listItem(depth: 1 + index % 3, marker: .bullet),
          text: "Item \(index) with enough words in it to wrap at forty columns or fewer")
      case 2:
        RichTextBlock(
          .preformatted, text: "code line \(index)\n  indented line that is long enough")
      default:
        RichTextBlock(
          .paragraph,
          text: "한국어 문장 \(index) 👍🏽 with a quote that runs on for a while longer", quoteDepth: 1)
      }
    },
    links: [RichTextLink(address: "https://example.org/council/minutes/2026/tuesday")])
}

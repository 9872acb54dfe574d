import Foundation
import HTMLEngine
import RichTextCore
import Testing

@Suite struct HiddenContentTests {
  @Test func scriptsStylesAndEmbeddedDocumentsNeverReachTheText() {
    let body = render(
      """
      <head><title>Title</title><style>p { color: red }</style><script>var s = "<p>in script</p>";</script></head>
      <body><p>visible</p><script>document.write("<p>written</p>")</script>
      <noscript><p>enable scripts</p></noscript><template><p>template</p></template>
      <svg><text>svg text</text></svg><iframe src="x">frame text</iframe><object>object text</object>
      <video>video fallback</video><canvas>canvas text</canvas><p>end</p></body>
      """)
    #expect(body.blocks.map(\.text) == ["visible", "end"])
  }

  @Test func formControlsNeverReachTheText() {
    let body = render(
      """
      <form><label>Name</label> <input value="typed"><textarea>area text</textarea>
      <select><option>Option one</option></select><button>Send</button></form><p>after</p>
      """)
    #expect(body.blocks.map(\.text) == ["Name", "after"])
  }

  @Test func whatThePageHidesIsNotShown() {
    let body = render(
      """
      <p>shown</p><p hidden>hidden attribute</p><div style="DISPLAY : None">display none</div>
      <span style="visibility:hidden">invisible</span><p style="color: red">red</p>
      """)
    #expect(body.blocks.map(\.text) == ["shown", "red"])
  }

  @Test func controlCharactersAndEscapeSequencesAreRemoved() {
    let body = render(
      "<p>a\u{1B}[2Jb \u{1B}]52;c;ZXZpbA==\u{07}c \u{9B}31md\u{202E}e\u{200F}f\u{7F}g\u{0}h</p><pre>x\u{1B}[31m  y\n\u{85}z</pre>"
    )
    #expect(body.blocks[0].text == "ab c defgh")
    #expect(body.blocks[1].text == "x  y\nz")
    for block in body.blocks {
      #expect(
        !block.text.unicodeScalars.contains {
          $0 != "\n" && $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
        })
    }
  }

  @Test func controlsInAttributesAreRemoved() {
    let body = render("<p><img src=\"a.png\" alt=\"cat\u{1B}[5m blink\"></p>")
    #expect(body.blocks[0].marks.first?.kind == .image(alt: "cat blink", number: 1))
  }
}

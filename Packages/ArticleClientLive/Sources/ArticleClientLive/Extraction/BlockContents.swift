import HTMLEngine

/// What a block holds that conditional cleaning weighs: its paragraphs against its images, list
/// items, form fields and embeds, and the text of its headings.
struct BlockContents {
  var paragraphs = 0
  var images = 0
  var items = 0
  var inputs = 0
  var embeds = 0
  var headingText = 0

  mutating func add(_ other: BlockContents) {
    paragraphs += other.paragraphs
    images += other.images
    items += other.items
    inputs += other.inputs
    embeds += other.embeds
    headingText += other.headingText
  }

  /// Counts one element of the block; a heading counts by the length of its text.
  mutating func count(_ tag: HTMLTag, textLength: Int) {
    switch tag {
    case .p, .pre, .blockquote: paragraphs += 1
    case .img, .picture: images += 1
    case .li: items += 1
    case .input, .select, .textarea, .button: inputs += 1
    case .iframe, .object, .embed, .video, .audio: embeds += 1
    case .h1, .h2, .h3, .h4, .h5, .h6: headingText += textLength
    default: break
    }
  }
}

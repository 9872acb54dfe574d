/// Where an `<img>` really points, and whether it is an image at all.
enum ImageSource {
  /// The image's address: its `src`, unless that is missing or an inline placeholder while a
  /// lazy loader keeps the real address in `data-src` or a sibling attribute.
  static func reference(of image: HTMLNode, in document: HTMLDocument) -> String? {
    let source = document.attribute(.src, of: image)
    let isPlaceholder = source.map { $0.isEmpty || $0.lowercased().hasPrefix("data:") } ?? true
    if isPlaceholder, let lazy = document.attribute(.lazySource, of: image) { return lazy }
    return source
  }

  /// Whether the image is a one-pixel tracker, which no reader should see as an image.
  static func isTrackingPixel(_ image: HTMLNode, in document: HTMLDocument) -> Bool {
    func size(_ attribute: HTMLAttribute) -> Int? {
      document.attribute(attribute, of: image).flatMap {
        Int($0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "px", with: ""))
      }
    }
    guard let width = size(.width), let height = size(.height) else { return false }
    return width <= 1 && height <= 1
  }
}

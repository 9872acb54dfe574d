import Foundation
import RichTextCore

/// The numbered targets of a body's links and images, in reading order: an address linked twice
/// keeps its first number, so "Links:" lists each place once.
struct LinkTable {
  let base: URL?
  private(set) var links: [RichTextLink] = []
  private var numbers: [RichTextLink: Int] = [:]

  init(base: URL?) {
    self.base = base
  }

  /// The number of the link to `reference`, or nil when it leads nowhere a reader may go.
  mutating func number(for reference: String, kind: RichTextLink.Kind) -> Int? {
    guard let address = LinkAddress.resolve(reference, base: base) else { return nil }
    let link = RichTextLink(address: address, kind: kind)
    if let number = numbers[link] { return number }
    links.append(link)
    numbers[link] = links.count
    return links.count
  }
}

import Foundation
import NetworkCore
import NewsClient
import TextCore

extension OPMLDocument {
  /// The feeds in the document, with the folders they were nested in, and tagged as newsboat
  /// tags an OPML file's feeds: with each folder's path from the root, so a feed in News/World is
  /// tagged "News" and "News/World" and `tags # "News"` finds every feed under News, then with
  /// its `category` attribute's tags (``tags(inCategory:)``).
  ///
  /// Outlines without a usable `xmlUrl` are folders when they have children, and are otherwise
  /// skipped: there is nothing to subscribe to.
  public var subscriptions: [Subscription] {
    var found: [Subscription] = []
    func visit(_ outlines: [OPMLOutline], folder: [String]) {
      for outline in outlines {
        if let address = outline.xmlURL?.trimmingCharacters(in: .whitespaces),
          let url = URL(string: address), WebAddress.isWeb(url)
        {
          let name = outline.title ?? outline.text
          found.append(
            Subscription(
              url: url, title: name.isEmpty ? nil : TerminalText.sanitized(name), folder: folder,
              tags: Subscription.once(
                Self.tags(ofPath: folder) + Self.tags(inCategory: outline.category ?? ""))))
        }
        if !outline.children.isEmpty {
          visit(outline.children, folder: folder + [TerminalText.sanitized(outline.text)])
        }
      }
    }
    visit(outlines, folder: [])
    return found
  }

  /// The tags a `category` attribute gives, in its order: each comma-separated entry that begins
  /// with "/" is a path of folders from the root, as OPML 2.0 spells one ("/News/World"), and gives
  /// the tags its folders would (``tags(ofPath:)``); any other entry is one tag, whole, so that a
  /// tag with a "/" in it reads back as it was written. A name with spaces is made a tag by
  /// ``Subscription/tag(named:)``.
  static func tags(inCategory category: String) -> [String] {
    category.split(separator: ",").flatMap { entry -> [String] in
      let entry = entry.trimmingCharacters(in: .whitespaces)
      guard entry.hasPrefix("/") else { return Subscription.tag(named: entry).map { [$0] } ?? [] }
      return tags(ofPath: entry.split(separator: "/").map(String.init))
    }
  }

  /// The tags of a feed in `folders`, outermost first, as newsboat gives them: the path to each
  /// folder, its names joined by "/" ("News", "News/World").
  static func tags(ofPath folders: [String]) -> [String] {
    let names = folders.compactMap(Subscription.tag(named:))
    return names.indices.map { names[...$0].joined(separator: "/") }
  }

  /// A document listing `subscriptions`, nested in their folders in the order they first appear,
  /// each feed's tags in its `category` attribute.
  public init(subscriptions: [Subscription], title: String = "Subscriptions") {
    func outlines(_ subscriptions: [Subscription], depth: Int) -> [OPMLOutline] {
      var result: [OPMLOutline] = []
      var folderPositions: [String: Int] = [:]
      var folderMembers: [String: [Subscription]] = [:]
      for subscription in subscriptions {
        if subscription.folder.count > depth {
          let name = subscription.folder[depth]
          if folderPositions[name] == nil {
            folderPositions[name] = result.count
            result.append(OPMLOutline(text: name))
          }
          folderMembers[name, default: []].append(subscription)
        } else {
          let name = subscription.title ?? subscription.url.host ?? subscription.url.absoluteString
          result.append(
            OPMLOutline(
              text: name, title: name, type: "rss", xmlURL: subscription.url.absoluteString,
              category: subscription.tags.isEmpty ? nil : subscription.tags.joined(separator: ","))
          )
        }
      }
      for (name, position) in folderPositions {
        result[position].children = outlines(folderMembers[name] ?? [], depth: depth + 1)
      }
      return result
    }
    self.init(title: title, outlines: outlines(subscriptions, depth: 0))
  }
}

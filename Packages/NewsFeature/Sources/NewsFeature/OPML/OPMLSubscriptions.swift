import Foundation
import NetworkCore
import NewsClient
import TextCore

extension OPMLDocument {
  /// The feeds in the document, with the folders they were nested in.
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
              url: url, title: name.isEmpty ? nil : TerminalText.sanitized(name), folder: folder)
          )
        }
        if !outline.children.isEmpty {
          visit(outline.children, folder: folder + [TerminalText.sanitized(outline.text)])
        }
      }
    }
    visit(outlines, folder: [])
    return found
  }

  /// A document listing `subscriptions`, nested in their folders in the order they first appear.
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
              text: name, title: name, type: "rss", xmlURL: subscription.url.absoluteString)
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

import Foundation

/// What a Fever API endpoint answers, read leniently: servers disagree on whether numbers are
/// numbers or strings and on which fields they send, so every field is optional and every number
/// may come either way. One malformed feed or item is left out instead of costing the whole reply.
struct FeverReply: Decodable {
  /// 1 when the API key was accepted; Fever answers 0, with HTTP 200, when it was not.
  var auth: UInt64?
  var feeds: [FeverFeed]?
  var items: [FeverItem]?
  /// How many entries `items` held, usable or not: whether a page was full is told by what the
  /// server sent, not by what could be read of it.
  var itemEntries: Int
  var unreadItemIDs: [UInt64]?
  var savedItemIDs: [UInt64]?

  private enum CodingKeys: String, CodingKey {
    case auth, feeds, items
    case unreadItemIDs = "unread_item_ids"
    case savedItemIDs = "saved_item_ids"
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    auth = container.leniently(.auth)
    feeds = try container.decodeIfPresent([Lenient<FeverFeed>].self, forKey: .feeds)?
      .compactMap(\.value)
    let entries = try container.decodeIfPresent([Lenient<FeverItem>].self, forKey: .items)
    items = entries?.compactMap(\.value)
    itemEntries = entries?.count ?? 0
    unreadItemIDs = try container.decodeIfPresent(FeverIDList.self, forKey: .unreadItemIDs)?.ids
    savedItemIDs = try container.decodeIfPresent(FeverIDList.self, forKey: .savedItemIDs)?.ids
  }
}

struct FeverFeed: Decodable {
  var id: UInt64
  var title: String?
  var url: String?
  var siteURL: String?

  private enum CodingKeys: String, CodingKey {
    case id, title, url
    case siteURL = "site_url"
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.required(.id)
    title = container.leniently(.title)
    url = container.leniently(.url)
    siteURL = container.leniently(.siteURL)
  }
}

struct FeverItem: Decodable {
  var id: UInt64
  var feedID: UInt64
  var title: String?
  var author: String?
  var html: String?
  var url: String?
  var isSaved: Bool
  var isRead: Bool
  var createdOnTime: UInt64?

  private enum CodingKeys: String, CodingKey {
    case id, title, author, html, url
    case feedID = "feed_id"
    case isSaved = "is_saved"
    case isRead = "is_read"
    case createdOnTime = "created_on_time"
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.required(.id)
    feedID = try container.required(.feedID)
    title = container.leniently(.title)
    author = container.leniently(.author)
    html = container.leniently(.html)
    url = container.leniently(.url)
    isSaved = (container.leniently(.isSaved) as UInt64? ?? 0) != 0
    isRead = (container.leniently(.isRead) as UInt64? ?? 0) != 0
    createdOnTime = container.leniently(.createdOnTime)
  }
}

/// A comma-separated list of ids, as Fever sends `unread_item_ids` (`"4,7,12"`), or an array of
/// them, as some servers do. An entry that is not a number makes the list unreadable: a list with
/// a hole in it would silently mark the wrong items.
struct FeverIDList: Decodable {
  var ids: [UInt64]

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let entries: [String]
    if let text = try? container.decode(String.self) {
      entries = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    } else if let numbers = try? container.decode([UInt64].self) {
      entries = numbers.map(String.init)
    } else {
      entries = try container.decode([String].self)
    }
    ids = try entries.filter { !$0.isEmpty }.map { entry in
      guard let id = UInt64(entry) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "an item id that is not a number")
      }
      return id
    }
  }
}

/// An element that is kept when it decodes and left out when it does not.
private struct Lenient<Value: Decodable>: Decodable {
  var value: Value?

  init(from decoder: any Decoder) throws {
    value = try? Value(from: decoder)
  }
}

extension KeyedDecodingContainer {
  /// A number sent as a number, a numeric string or a boolean; nil when absent or anything else.
  fileprivate func leniently(_ key: Key) -> UInt64? {
    if let number = try? decodeIfPresent(UInt64.self, forKey: key) { return number }
    if let text = try? decodeIfPresent(String.self, forKey: key) {
      return UInt64(text.trimmingCharacters(in: .whitespaces))
    }
    if let flag = try? decodeIfPresent(Bool.self, forKey: key) { return flag ? 1 : 0 }
    if let number = try? decodeIfPresent(Double.self, forKey: key), number >= 0,
      number < 1.8e19, number.rounded(.down) == number
    {
      return UInt64(number)
    }
    return nil
  }

  /// Text, or a number written as text; nil when absent, null or anything else.
  fileprivate func leniently(_ key: Key) -> String? {
    if let text = try? decodeIfPresent(String.self, forKey: key) { return text }
    return (leniently(key) as UInt64?).map(String.init)
  }

  /// A number that the element cannot do without.
  fileprivate func required(_ key: Key) throws -> UInt64 {
    guard let number = leniently(key) as UInt64? else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: codingPath, debugDescription: "missing or not a number"))
    }
    return number
  }
}

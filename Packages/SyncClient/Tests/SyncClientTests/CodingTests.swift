import Foundation
import SyncClient
import Testing

/// What the app writes to files: services, ids and cursors as bare strings, so an account file
/// reads as a person expects and survives a change of the types behind it.
struct CodingTests {
  @Test func servicesIDsAndCursorsAreWrittenAsBareStrings() throws {
    let account = SyncAccount(
      service: .fever, serverURL: URL(string: "https://rss.example.org/api/fever.php")!,
      user: "reader@example.org", token: "secret")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    #expect(
      String(decoding: try encoder.encode(account), as: UTF8.self)
        == #"{"serverURL":"https://rss.example.org/api/fever.php","service":"fever","token":"secret","user":"reader@example.org"}"#
    )
    let values = Values(
      feed: "12", item: "tag:google.com,2005:reader/item/5", cursor: .init(rawValue: "9"))
    let encoded = String(decoding: try encoder.encode(values), as: UTF8.self)
    #expect(
      encoded == #"{"cursor":"9","feed":"12","item":"tag:google.com,2005:reader/item/5"}"#)
    #expect(try JSONDecoder().decode(Values.self, from: Data(encoded.utf8)) == values)
    #expect(
      try JSONDecoder().decode(SyncAccount.self, from: try encoder.encode(account)) == account)
  }

  struct Values: Codable, Equatable {
    var feed: SyncFeedID
    var item: SyncItemID
    var cursor: SyncCursor
  }
}

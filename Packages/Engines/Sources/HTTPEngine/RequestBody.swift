import Foundation

/// The body of a POST and the type it declares.
///
/// Public because the caller knows what it sends; the engine only carries the bytes.
public struct RequestBody: Sendable, Equatable {
  /// Sent as the Content-Type, such as `application/json`.
  public var contentType: String
  public var data: Data

  public init(contentType: String, data: Data) {
    self.contentType = contentType
    self.data = data
  }

  /// An HTML form, as `application/x-www-form-urlencoded`, the fields in the order given.
  ///
  /// Every byte outside the unreserved set (letters, digits, `-`, `.`, `_`, `~`) is
  /// percent-encoded, spaces included, so a value such as an API key or an id list arrives exactly
  /// as it was, whichever decoder the server uses.
  public static func form(_ fields: [(name: String, value: String)]) -> RequestBody {
    let text = fields.map { "\(encoded($0.name))=\(encoded($0.value))" }.joined(separator: "&")
    return RequestBody(contentType: "application/x-www-form-urlencoded", data: Data(text.utf8))
  }

  private static func encoded(_ text: String) -> String {
    let hexadecimal = Array("0123456789ABCDEF".unicodeScalars)
    var output = String.UnicodeScalarView()
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        output.append(Unicode.Scalar(byte))
      default:
        output.append("%")
        output.append(hexadecimal[Int(byte >> 4)])
        output.append(hexadecimal[Int(byte & 0x0F)])
      }
    }
    return String(output)
  }
}

import Foundation
import FuzzingSupport
import NewsFeature

/// Reads any bytes as OPML, and checks that whatever is read survives being written and read
/// again. See Scripts/fuzz.
@main
enum OPMLFuzzer {
  static func main() {
    FuzzingHarness.main { data in
      guard let document = try? OPMLDocument(data: data) else { return }
      let written = document.xml()
      guard let reread = try? OPMLDocument(data: Data(written.utf8)) else {
        preconditionFailure("OPML written by the OPML writer could not be read back:\n\(written)")
      }
      precondition(reread == document, "OPML did not round-trip:\n\(document)\n\(reread)")
      _ = OPMLDocument(subscriptions: document.subscriptions).xml()
    }
  }
}

import Foundation
import NewsFeature
import StorageClient

extension PreviewMode {
  /// What previews find saved: the sample subscriptions, so that every command has feeds to show
  /// and a user trying the app sees it at work, while their own files stay untouched.
  static var savedFiles: [StorageKey: Data] {
    // Encoding a fixed list of plain values cannot fail.
    [.subscriptions: try! JSONEncoder().encode(Subscription.samples)]
  }
}

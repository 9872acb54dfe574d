import ArgumentParser
import Dependencies
import Foundation
import TextCore

struct Cleanup: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Drop the stored articles settings.json no longer keeps, and give their space back.",
    discussion: """
      keepDays and keepPerFeed in settings.json choose what is kept, after every refresh too; \
      unread articles are always kept. Without either, every article is kept and only free space \
      is given back.
      """
  )

  @OptionGroup var global: GlobalOptions

  func run() async throws {
    @Dependency(\.articleStore) var store
    @Dependency(\.settings) var settings
    @Dependency(\.date.now) var now
    var removed = 0
    if let retention = settings.retention {
      removed = try await store.applyRetention(retention, now)
    }
    let space = try await store.reclaimSpace()
    let format = ByteCountFormatStyle(style: .file)
    print(
      "Removed \(removed.counting("article")); the store went from "
        + "\(format.format(space.bytesBefore)) to \(format.format(space.bytesAfter)).")
  }
}

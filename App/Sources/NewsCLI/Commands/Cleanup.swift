import ArgumentParser
import ArticleFeature
import Dependencies
import Foundation
import TextCore

struct Cleanup: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cleanup",
    abstract:
      "Drop the stored articles the configuration no longer keeps, and give their space back.",
    discussion: """
      keep-articles-days and max-items in the config file choose what is kept, after every \
      refresh too; \
      unread articles are always kept. Without either, every article is kept and only free space \
      is given back.
      """
  )

  @OptionGroup var global: GlobalOptions

  func run() async throws {
    @Dependency(\.configuration) var configuration
    let cleaned = try await ArticleFeature().cleanUp(keeping: configuration.retention)
    let format = ByteCountFormatStyle(style: .file)
    print(
      "Removed \(cleaned.removed.counting("article")); the store went from "
        + "\(format.format(cleaned.space.bytesBefore)) to \(format.format(cleaned.space.bytesAfter))."
    )
  }
}

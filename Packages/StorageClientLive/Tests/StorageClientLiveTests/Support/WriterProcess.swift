import Foundation
import ProcessEngine

/// The package's `storage-writer` executable, run as a separate process that can be killed.
enum WriterProcess {
  /// Starts a writer saving records under `key` in `folder` from `firstSequence`; `count` 0 saves
  /// until killed.
  static func launch(folder: URL, key: String, writer: String, firstSequence: Int, count: Int)
    throws -> SpawnedProcess
  {
    try SpawnedProcess.spawn(
      executable.path,
      arguments: [folder.path, key, writer, String(firstSequence), String(count)])
  }

  /// SwiftPM builds it beside the test bundle, because the test target depends on it.
  static var executable: URL {
    Bundle.main.bundleURL.appendingPathComponent("storage-writer")
  }
}

/// The shape of what `storage-writer` saves; it holds its own copy of this type.
struct WrittenRecord: Codable, Equatable {
  var writer: String
  var sequence: Int
  var lines: [String]

  /// Whether every line names this record's writer and sequence, as a record from a single save
  /// does.
  var isWhole: Bool {
    lines.count == 5_000 && lines.allSatisfy { $0 == "\(writer) \(sequence)" }
  }

  static func decode(_ data: Data) throws -> WrittenRecord {
    try JSONDecoder().decode(WrittenRecord.self, from: data)
  }
}

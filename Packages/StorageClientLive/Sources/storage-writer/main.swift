import Foundation
import StorageClient
import StorageClientLive

// Saves records under one key in a loop, for the tests to kill mid-write or to race against one
// another: storage-writer FOLDER KEY WRITER FIRST-SEQUENCE COUNT (a COUNT of 0 saves forever).
//
// Each record repeats its writer and sequence on every line, so a file that mixed two saves, or was
// cut short, shows it when decoded. The tests hold the same shape in `WrittenRecord`.

struct Record: Codable {
  var writer: String
  var sequence: Int
  var lines: [String]
}

let arguments = CommandLine.arguments
guard arguments.count == 6, let first = Int(arguments[4]), let count = Int(arguments[5]) else {
  FileHandle.standardError.write(
    Data("usage: storage-writer FOLDER KEY WRITER FIRST-SEQUENCE COUNT\n".utf8))
  exit(64)
}
let folder = URL(fileURLWithPath: arguments[1], isDirectory: true)
let storage = StorageClient.live(
  directories: StorageDirectories(configuration: folder, state: folder, cache: folder))
let key = StorageKey(arguments[2], in: .state)
let writer = arguments[3]

var sequence = first
while count == 0 || sequence < first + count {
  let line = "\(writer) \(sequence)"
  do {
    try await storage.save(
      Record(writer: writer, sequence: sequence, lines: Array(repeating: line, count: 5_000)),
      to: key)
  } catch {
    FileHandle.standardError.write(Data("storage-writer: \(error)\n".utf8))
    exit(1)
  }
  sequence += 1
}

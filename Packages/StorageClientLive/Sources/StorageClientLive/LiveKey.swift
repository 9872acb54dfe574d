import Dependencies
import Foundation
import StorageClient

// The interface leaves `liveValue` to this package on purpose, so that features never touch the
// file system.
extension StorageClient: @retroactive DependencyKey {
  /// Files in the XDG folders of the running user, in a folder named after the running
  /// executable.
  ///
  /// An app names its own folder at its composition root with ``live(directories:)``; this value
  /// only keeps a program that forgot from writing into another's folders.
  public static let liveValue = StorageClient.live(
    directories: .xdg(application: ProcessInfo.processInfo.processName))
}

extension StorageClient {
  /// Storage with one file per key, configuration in `directories.configuration`, state in
  /// `directories.state` and cache in `directories.cache`.
  ///
  /// Saves are atomic and durable: after a crash or a kill, a file holds either its old bytes or
  /// its new ones. Folders are created on the first save. Every failure, including a key whose
  /// name is not a plain file name, is a ``StorageError/unavailable(_:reason:)`` that names the
  /// path and the cause. The file work is small and synchronous, done on the caller's task.
  public static func live(directories: StorageDirectories) -> StorageClient {
    let store = FileStore(directories: directories)
    return StorageClient(
      load: { key throws(StorageError) in try store.load(key) },
      save: { data, key throws(StorageError) in try store.save(data, key) },
      setAside: { key throws(StorageError) in try store.setAside(key) },
      remove: { key throws(StorageError) in try store.remove(key) }
    )
  }
}

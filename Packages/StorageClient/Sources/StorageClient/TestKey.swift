import Dependencies
import Foundation

extension StorageClient: TestDependencyKey {
  /// Every endpoint fails the test that calls it, naming the endpoint.
  public static let testValue = StorageClient(
    load: unimplemented("StorageClient.load"),
    save: unimplemented("StorageClient.save"),
    setAside: unimplemented("StorageClient.setAside"),
    remove: unimplemented("StorageClient.remove", placeholder: false)
  )

  /// Storage in memory that starts empty, so previews begin with the defaults and forget what
  /// they saved when the process ends.
  public static var previewValue: StorageClient { .inMemory() }
}

extension StorageClient {
  /// Storage in memory, starting with `initial`.
  ///
  /// Useful in tests that exercise a flow across several saves and loads, where overriding single
  /// endpoints would mean re-implementing a store.
  public static func inMemory(_ initial: [StorageKey: Data] = [:]) -> StorageClient {
    let entries = LockIsolated(initial)
    let setAsideCount = LockIsolated(0)
    return StorageClient(
      load: { key in entries.value[key] },
      save: { data, key in entries.withValue { $0[key] = data } },
      setAside: { key in
        let number = setAsideCount.withValue { count in
          count += 1
          return count
        }
        let name = "\(key.name).corrupt-\(number)"
        entries.withValue { entries in
          entries[StorageKey(name, in: key.area)] = entries.removeValue(forKey: key)
        }
        return "memory:\(key.area.rawValue)/\(name)"
      },
      remove: { key in entries.withValue { $0.removeValue(forKey: key) != nil } }
    )
  }
}

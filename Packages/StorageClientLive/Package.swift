// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "StorageClientLive",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "StorageClientLive", targets: ["StorageClientLive"])
  ],
  dependencies: [
    // The interface this package implements.
    .package(path: "../StorageClient"),
    // FileEngine: atomic replacement, setting damaged files aside, typed file failures and the
    // XDG rule, shared with the other live packages that keep files instead of copied here.
    // Test-only, ProcessEngine: the writer processes the tests kill mid-save.
    .package(path: "../Engines"),
    // Test-only: TestSupport's temporary folder and waiting for a condition.
    .package(path: "../Support"),
    // Trimmed traits, the same set as the interface: traits do not pass through transitively, and
    // the defaults would link FoundationNetworking (and so libcurl) into plain file storage.
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
  ],
  targets: [
    .target(
      name: "StorageClientLive",
      dependencies: [
        .product(name: "StorageClient", package: "StorageClient"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "FileEngine", package: "Engines"),
      ]
    ),
    // A process that saves in a loop, for the tests to kill mid-write and to run two at once. Not
    // a product: nothing ships it.
    .executableTarget(
      name: "storage-writer",
      dependencies: [
        "StorageClientLive",
        .product(name: "StorageClient", package: "StorageClient"),
      ]
    ),
    .testTarget(
      name: "StorageClientLiveTests",
      dependencies: [
        .product(name: "TestSupport", package: "Support"),
        "StorageClientLive",
        "storage-writer",
        .product(name: "StorageClient", package: "StorageClient"),
        .product(name: "ProcessEngine", package: "Engines"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

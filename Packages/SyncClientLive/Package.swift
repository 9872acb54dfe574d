// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "SyncClientLive",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "SyncClientLive", targets: ["SyncClientLive"]),
    // For tests only: coldsweat, a real Fever server, on loopback with feeds to serve and a user,
    // and the Fever API spoken by hand to check what it says. This package's tests and the app's
    // end-to-end tests share it, so that there is one copy of it.
    .library(name: "SyncClientLiveTestSupport", targets: ["SyncClientLiveTestSupport"]),
  ],
  dependencies: [
    .package(path: "../SyncClient"),
    // HTTPEngine, the HTTP transport that the live packages share (libcurl is declared there,
    // once); HTMLEngine, which renders the server's HTML as a feed's is; and, test-only through
    // SyncClientLiveTestSupport, ProcessEngine, which runs coldsweat's commands to their end.
    .package(path: "../Engines"),
    // TextCore: the one rule that makes a server's text safe for a terminal.
    .package(path: "../Cores"),
    // Test-only: HTTPTestSupport, the tests' scripted server, which plays feeds for coldsweat to
    // fetch and a hostile sync server.
    .package(path: "../Support"),
    // Trimmed traits, the same set as the interface: traits do not pass through transitively.
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
    // Test-only, through SyncClientLiveTestSupport: the routes and responses of HTTPTestSupport's
    // server.
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
  ],
  targets: [
    .target(
      name: "SyncClientLive",
      dependencies: [
        .product(name: "ConcurrencyCore", package: "Cores"),
        .product(name: "NetworkCore", package: "Cores"),
        .product(name: "SyncClient", package: "SyncClient"),
        .product(name: "HTTPEngine", package: "Engines"),
        .product(name: "TextCore", package: "Cores"),
        .product(name: "HTMLEngine", package: "Engines"),
        .product(name: "RichTextCore", package: "Cores"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .target(
      name: "SyncClientLiveTestSupport",
      dependencies: [
        .product(name: "HTTPEngine", package: "Engines"),
        .product(name: "HTTPTestSupport", package: "Support"),
        .product(name: "ProcessEngine", package: "Engines"),
        .product(name: "FlyingFox", package: "FlyingFox"),
      ]
    ),
    .testTarget(
      name: "SyncClientLiveTests",
      dependencies: [
        "SyncClientLive",
        "SyncClientLiveTestSupport",
        .product(name: "SyncClient", package: "SyncClient"),
        .product(name: "HTTPTestSupport", package: "Support"),
        .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "RichTextCore", package: "Cores"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

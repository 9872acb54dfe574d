// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "TerminalClientLive",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "TerminalClientLive", targets: ["TerminalClientLive"]),
    // A tmux server of a test's own, to read what a program drew on a real terminal, and a
    // pseudo-terminal, to keep every byte a program wrote to one. This package's tests and the
    // app's end-to-end tests share them, so that there is one copy of each.
    .library(name: "TerminalClientLiveTestSupport", targets: ["TerminalClientLiveTestSupport"]),
  ],
  dependencies: [
    .package(path: "../TerminalClient"),
    .package(path: "../Cores"),
    // FileEngine: the self-pipe through which the signal handlers wake the input thread, shared
    // with the audio player's playback thread. ProcessEngine: starting the browser, tmux and the
    // tests' child with default signals and no stray descriptors.
    .package(path: "../Engines"),
    // Test-only: TestSupport's temporary folder and waiting for a condition.
    .package(path: "../Support"),
    // Trimmed traits, the same set as the interface: traits do not pass through transitively, and
    // the defaults would link FoundationNetworking (and so libcurl) into a terminal driver.
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
  ],
  targets: [
    .target(
      name: "TerminalClientLive",
      dependencies: [
        .product(name: "NetworkCore", package: "Cores"),
        .product(name: "TerminalClient", package: "TerminalClient"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "TextCore", package: "Cores"),
        .product(name: "ConfigurationCore", package: "Cores"),
        .product(name: "FileEngine", package: "Engines"),
        .product(name: "ProcessEngine", package: "Engines"),
      ]
    ),
    // A process that enters the terminal it is given and reports its events, for the tests to
    // suspend, resume and kill. Not a product: nothing ships it.
    .executableTarget(
      name: "terminal-child",
      dependencies: [
        "TerminalClientLive",
        .product(name: "TerminalClient", package: "TerminalClient"),
      ]
    ),
    // Measures what drawing writes and how long encoding takes; run it in release, never from the
    // tests. Not a product.
    .executableTarget(
      name: "terminal-bench",
      dependencies: [
        "TerminalClientLive",
        .product(name: "TerminalClient", package: "TerminalClient"),
      ]
    ),
    .target(
      name: "TerminalClientLiveTestSupport",
      dependencies: [
        .product(name: "ProcessEngine", package: "Engines"),
        .product(name: "TestSupport", package: "Support"),
      ]
    ),
    .testTarget(
      name: "TerminalClientLiveTests",
      dependencies: [
        .product(name: "TestSupport", package: "Support"),
        "TerminalClientLive",
        "TerminalClientLiveTestSupport",
        "terminal-child",
        // The benchmark's reader screen, so that the tests check the same frames it measures.
        "terminal-bench",
        .product(name: "TerminalClient", package: "TerminalClient"),
        .product(name: "ConfigurationCore", package: "Cores"),
        .product(name: "ProcessEngine", package: "Engines"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

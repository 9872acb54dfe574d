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
    .package(path: "../TextCore"),
    // The self-pipe through which the signal handlers wake the input thread, shared with the
    // audio player's playback thread.
    .package(path: "../FileEngine"),
    // Starting the browser, tmux and the tests' child with default signals and no stray
    // descriptors.
    .package(path: "../ProcessEngine"),
    // Trimmed traits, the same set as the interface: traits do not pass through transitively, and
    // the defaults would link FoundationNetworking (and so libcurl) into a terminal driver.
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies",
      from: "1.17.1",
      traits: ["Clocks", "Foundation"]
    ),
  ],
  targets: [
    .target(
      name: "TerminalClientLive",
      dependencies: [
        .product(name: "TerminalClient", package: "TerminalClient"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "TextCore", package: "TextCore"),
        .product(name: "FileEngine", package: "FileEngine"),
        .product(name: "ProcessEngine", package: "ProcessEngine"),
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
      dependencies: [.product(name: "ProcessEngine", package: "ProcessEngine")]
    ),
    .testTarget(
      name: "TerminalClientLiveTests",
      dependencies: [
        "TerminalClientLive",
        "TerminalClientLiveTestSupport",
        "terminal-child",
        // The benchmark's reader screen, so that the tests check the same frames it measures.
        "terminal-bench",
        .product(name: "TerminalClient", package: "TerminalClient"),
        .product(name: "ProcessEngine", package: "ProcessEngine"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

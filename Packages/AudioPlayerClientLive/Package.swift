// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "AudioPlayerClientLive",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "AudioPlayerClientLive", targets: ["AudioPlayerClientLive"]),
    .executable(name: "audio-bench", targets: ["AudioBench"]),
  ],
  dependencies: [
    // FileEngine: the self-pipe that wakes the playback thread from its poll on the sound card,
    // shared with the terminal's input thread. Test-only, ProcessEngine: running lame and
    // pkg-config to their end.
    .package(path: "../Engines"),
    .package(path: "../AudioPlayerClient"),
    // The fuzzer's entry point.
    .package(path: "../Support"),
    // Trimmed traits, the same set as the interface: traits do not pass through transitively, and
    // the defaults would link FoundationNetworking (and so libcurl) into the player.
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
  ],
  targets: [
    .systemLibrary(
      name: "CALSA",
      pkgConfig: "alsa",
      providers: [.apt(["libasound2-dev"])]
    ),
    .systemLibrary(
      name: "CSndFile",
      pkgConfig: "sndfile",
      providers: [.apt(["libsndfile1-dev"])]
    ),
    // MP3 is decoded with libmpg123 directly, so that its messages can be silenced; libsndfile
    // already depends on it (apt libmpg123-dev comes with libsndfile1-dev).
    .systemLibrary(
      name: "CMPG123",
      pkgConfig: "libmpg123",
      providers: [.apt(["libmpg123-dev"])]
    ),
    .target(
      name: "AudioPlayerClientLive",
      dependencies: [
        "CALSA",
        "CMPG123",
        "CSndFile",
        .product(name: "AudioPlayerClient", package: "AudioPlayerClient"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "FileEngine", package: "Engines"),
      ]
    ),
    // Measures the player against aplay and mpg123; run it through Scripts/examples/bench-audio at the top
    // of the workspace, never from the tests.
    .executableTarget(
      name: "AudioBench",
      dependencies: [
        "AudioPlayerClientLive",
        .product(name: "AudioPlayerClient", package: "AudioPlayerClient"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    // A libFuzzer harness for the decoders; see Scripts/fuzz at the top of the workspace.
    .executableTarget(
      name: "SoundFileFuzzer",
      dependencies: [
        "AudioPlayerClientLive",
        .product(name: "AudioPlayerClient", package: "AudioPlayerClient"),
        .product(name: "FuzzingSupport", package: "Support"),
      ],
      exclude: ["seeds", "Corpus"]
    ),
    .testTarget(
      name: "AudioPlayerClientLiveTests",
      dependencies: [
        .product(name: "TestSupport", package: "Support"),
        "AudioPlayerClientLive",
        // libsndfile writes the FLAC and Ogg fixtures and reads back what the `file` device wrote.
        "CSndFile",
        .product(name: "AudioPlayerClient", package: "AudioPlayerClient"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
        .product(name: "ProcessEngine", package: "Engines"),
      ],
      exclude: ["FuzzRegressions"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

import ArgumentParser

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
  @Flag(help: "Run on built-in sample data: nothing reaches the network, a device or your files.")
  var preview = false
}

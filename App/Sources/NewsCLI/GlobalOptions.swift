import ArgumentParser

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
  @Flag(help: "Run on built-in sample data: no network and no sound device are used.")
  var preview = false
}

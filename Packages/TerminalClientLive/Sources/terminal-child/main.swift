import Foundation
import TerminalClient
import TerminalClientLive

// Enters the terminal on standard input and output and reports on standard error, one line each:
// "entered", then every event as Swift prints it. "q" leaves and exits 0. With the argument
// "exit", it calls exit(0) right after entering, to prove that exit() restores the terminal. With
// the argument "scenes", it reports nothing and shows WidthScenes instead, a scene for each digit
// typed.
//
// The tests run it on a pseudo-terminal and stop, continue and kill it, and in tmux.

func report(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}

let terminal = TerminalClient.live()
if CommandLine.arguments.dropFirst().first == "scenes" {
  do {
    try await WidthScenes.show(on: terminal)
    exit(0)
  } catch {
    exit(1)
  }
}
let events = terminal.events()
do {
  try await terminal.enter()
} catch {
  report("error: \(error)")
  exit(1)
}
report("entered")
if CommandLine.arguments.dropFirst().first == "exit" { exit(0) }
for await event in events {
  report("\(event)")
  if event == .key(.character("q")) { break }
}
await terminal.leave()
report("left")

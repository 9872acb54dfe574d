import Foundation
import TerminalClient
import TerminalClientLive

// Measures what drawing a reader costs on a 200 by 60 terminal: the bytes of a full redraw and of
// moving the selection bar between two rows, against their targets, and the time to diff and
// encode each. Run it in release: swift run -c release terminal-bench
//
// Exits 1 when a byte target is missed.

let size = TerminalSize(columns: 200, rows: 60)
let first = ReaderScreen.frame(size: size, selected: 5)
let second = ReaderScreen.frame(size: size, selected: 6)

var encoder = FrameEncoder()
let fullBytes = encoder.encode(first).count
let moveBytes = encoder.encode(second).count

/// The median of `rounds` timings of `work`, in milliseconds.
func median(rounds: Int, _ work: () -> Int) -> Double {
  var checksum = 0
  let timings = (0..<rounds).map { _ in
    let start = ContinuousClock.now
    checksum &+= work()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3
  }
  precondition(checksum > 0)
  return timings.sorted()[rounds / 2]
}

let fullTime = median(rounds: 200) {
  encoder.invalidate()
  return encoder.encode(first).count
}
var selected = 5
let moveTime = median(rounds: 2_000) {
  selected = selected == 5 ? 6 : 5
  return encoder.encode(selected == 5 ? first : second).count
}

func row(_ measure: String, _ result: String, _ target: String, _ verdict: String) {
  let padded = measure.padding(toLength: 46, withPad: " ", startingAt: 0)
  let shown = result.padding(toLength: 12, withPad: " ", startingAt: 0)
  print([padded, shown, target, verdict].filter { !$0.isEmpty }.joined(separator: " "))
}

let fullMet = fullBytes <= 64 * 1_024
let moveMet = moveBytes <= 1_024
print("terminal-bench: a reader's screen of \(size.columns) x \(size.rows) cells")
row("measure", "result", "target", "")
row("bytes, full redraw", "\(fullBytes)", "<= 65536", fullMet ? "(met)" : "(missed)")
row("bytes, selection moved one row", "\(moveBytes)", "<= 1024", moveMet ? "(met)" : "(missed)")
row(
  "diff + encode, full redraw, median of 200", String(format: "%.3f ms", fullTime),
  "reference: 16.7 ms, one frame at 60 Hz", "")
row(
  "diff + encode, selection move, median of 2000", String(format: "%.3f ms", moveTime),
  "reference: 16.7 ms, one frame at 60 Hz", "")
exit(fullMet && moveMet ? 0 : 1)

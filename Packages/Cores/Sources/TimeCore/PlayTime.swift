/// How a position in a recording, or its length, is written: "4:05", and "1:02:03" once it runs
/// past an hour, as music and podcast players write it.
///
/// One rule for every screen that shows one: `play` printed "4:05" while the reader showed
/// "04:05" for the same bulletin.
public enum PlayTime {
  /// `duration` in whole seconds, rounded down; a negative one is written as "0:00".
  public static func text(_ duration: Duration) -> String {
    let seconds = max(0, duration.components.seconds)
    let (hours, minutes) = (seconds / 3_600, seconds / 60 % 60)
    let clock = minutes.zeroPadded(2) + ":" + (seconds % 60).zeroPadded(2)
    if hours > 0 { return "\(hours):\(clock)" }
    return minutes < 10 ? String(clock.dropFirst()) : clock
  }
}

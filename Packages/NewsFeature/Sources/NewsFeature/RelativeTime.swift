import Foundation

/// Describes a date relative to now, the way a person says it: "5 min ago".
public enum RelativeTime {
  /// - Parameter now: Pass the `date` dependency's now, so output is deterministic in tests.
  public static func describe(_ date: Date, now: Date) -> String {
    let seconds = Int(now.timeIntervalSince(date).rounded(.down))
    switch seconds {
    case ..<60:
      return "just now"
    case ..<3_600:
      return "\(seconds / 60) min ago"
    case ..<86_400:
      return "\(seconds / 3_600) h ago"
    case ..<(86_400 * 30):
      return "\(seconds / 86_400) d ago"
    default:
      return date.formatted(.iso8601.year().month().day())
    }
  }
}

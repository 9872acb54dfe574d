/// A command that runs even when a client has no live implementation linked.
///
/// The composition root refuses to run a command in the live context without every live
/// implementation, so that a release build never ships silently doing nothing. A command whose
/// job is to report what is missing, such as a `doctor`, adopts this to be let through.
protocol RunsWithoutLiveImplementations {}

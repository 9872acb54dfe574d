import HTTPEngine

/// The libcurl this client fetches with, for an app's diagnostics and the benchmark's report.
///
/// The transport is HTTPEngine's; this name lets a program that links this live package report
/// the library it runs on without importing the engine itself.
public typealias Libcurl = HTTPEngine.Libcurl

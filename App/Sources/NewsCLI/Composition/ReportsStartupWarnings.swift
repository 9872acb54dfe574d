/// A command that shows the configuration's problems itself, from `\.configurationReport`,
/// rather than having the composition root print them before it runs: the reader, whose screen
/// would hide them, and `config check`, which is about nothing else.
protocol ReportsStartupWarnings {}

// A stand-in for ICU's 30 MB of locale data, linked into the app in place of the real thing.
//
// swift-corelibs-foundation links ICU, and with it ICU's data, into every program that uses
// Foundation's string bridging, error bridging or CoreFoundation: a statically linked binary
// carries about 30 MB of it whether or not anything reads it. This app never asks for a locale's
// rules: dates are written by arithmetic (TimeCore), numbers and sizes by hand, text is compared
// byte for byte, and widths come from a table of its own (TextCore). Defining ICU's data symbol
// here keeps the linker from pulling the archive member that holds the real data. Should anything
// ask ICU for data after all, ICU finds this header's magic bytes wrong and answers with
// U_INVALID_FORMAT_ERROR, as it would for a missing data file: a failed lookup, never a crash.
// Scripts/check-shipped-binary fails the build if the real data comes back.
//
// Hidden: a build that links Foundation dynamically (debug, and the tests' own bundles) keeps the
// real data in libFoundationICU, which this definition must not interpose. The symbol's name
// carries ICU's major version; a toolchain with another ICU brings its data back, and the check
// says so.
__attribute__((visibility("hidden"), aligned(16))) const unsigned char icudt76_dat[32] = {0};

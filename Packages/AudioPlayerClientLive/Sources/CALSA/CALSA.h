// What Swift cannot reach in alsa-lib directly: the error handler is variadic, so it is written
// here in C, and installed through a plain function.
#ifndef CALSA_SHIM_H
#define CALSA_SHIM_H

#include <alsa/asoundlib.h>
#include <stdarg.h>
#include <stdio.h>

/// Receives each formatted alsa-lib message; the Swift module defines it, so a failure can repeat
/// what ALSA said ("Unknown PCM default") without ALSA printing it to the terminal.
void shim_alsa_record_message(const char *message);

static void shim_alsa_handle_error(
  const char *file, int line, const char *function, int error, const char *format, ...)
{
  (void)file;
  (void)line;
  (void)function;
  (void)error;
  char message[256];
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(message, sizeof message, format, arguments);
  va_end(arguments);
  shim_alsa_record_message(message);
}

/// Replaces alsa-lib's default error handler, which prints "ALSA lib ..." lines to stderr, with
/// one that hands the message to `shim_alsa_record_message` instead.
static inline int shim_alsa_silence_errors(void)
{
  return snd_lib_error_set_handler(shim_alsa_handle_error);
}

#endif

// libmpg123 names several functions through macros (large-file suffixes, mpg123_param ->
// mpg123_param2) that Swift does not import; these wrappers call them by their C names.
#ifndef CMPG123_SHIM_H
#define CMPG123_SHIM_H

#include <mpg123.h>
#include <stdio.h>

static inline int shim_mpg123_add_flags(mpg123_handle *handle, long flags)
{
  return mpg123_param(handle, MPG123_ADD_FLAGS, flags, 0);
}

/// Opens `path` for decoding to 32-bit float, mono or stereo, at the file's own rate.
static inline int shim_mpg123_open_float(mpg123_handle *handle, const char *path)
{
  return mpg123_open_fixed(handle, path, MPG123_MONO | MPG123_STEREO, MPG123_ENC_FLOAT_32);
}

/// The length in frames per channel, exact with a Xing header and estimated without; negative when
/// unknown.
static inline long long shim_mpg123_length(mpg123_handle *handle)
{
  return (long long)mpg123_length(handle);
}

static inline long long shim_mpg123_rewind(mpg123_handle *handle)
{
  return (long long)mpg123_seek(handle, 0, SEEK_SET);
}

#endif

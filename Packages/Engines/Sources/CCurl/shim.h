#ifndef CCURL_SHIM_H
#define CCURL_SHIM_H

#include <curl/curl.h>

// curl_easy_setopt, curl_multi_setopt and curl_easy_getinfo are variadic, which Swift cannot call.
// One typed wrapper per argument kind keeps the variadic call in C, where its types are checked.

static inline CURLcode http_engine_easy_setopt_long(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode http_engine_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode http_engine_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode http_engine_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode http_engine_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
  return curl_easy_setopt(handle, option, value);
}

typedef size_t (*http_engine_data_callback)(char *buffer, size_t size, size_t count, void *userdata);

static inline CURLcode http_engine_easy_setopt_data_callback(CURL *handle, CURLoption option, http_engine_data_callback value) {
  return curl_easy_setopt(handle, option, value);
}

typedef int (*http_engine_progress_callback)(void *userdata, curl_off_t download_total, curl_off_t download_now,
                                      curl_off_t upload_total, curl_off_t upload_now);

static inline CURLcode http_engine_easy_setopt_progress_callback(CURL *handle, CURLoption option, http_engine_progress_callback value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode http_engine_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
  return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode http_engine_easy_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value) {
  return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode http_engine_easy_getinfo_string(CURL *handle, CURLINFO info, char **value) {
  return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode http_engine_easy_getinfo_pointer(CURL *handle, CURLINFO info, void **value) {
  return curl_easy_getinfo(handle, info, value);
}

static inline CURLMcode http_engine_multi_setopt_long(CURLM *handle, CURLMoption option, long value) {
  return curl_multi_setopt(handle, option, value);
}

// CURLVERSION_NOW is a macro naming an enum case, which Swift does not import.
static inline curl_version_info_data *http_engine_curl_version_info(void) {
  return curl_version_info(CURLVERSION_NOW);
}

#endif

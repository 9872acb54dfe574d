// libsndfile imports into Swift as it is; this header only names it for the module map.
#ifndef NEWS_CLI_CSNDFILE_H
#define NEWS_CLI_CSNDFILE_H

#include <sndfile.h>

#endif

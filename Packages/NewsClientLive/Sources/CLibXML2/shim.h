#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H

// The parts of libxml2 the feed parser uses: the push parser with SAX2 callbacks, encodings, and
// the HTML 4 entity table for the `&nbsp;`-style references that feeds use without declaring them.

#include <libxml/xmlversion.h>

// Debian builds libxml2 with ICU, so <libxml/encoding.h> includes ICU's <unicode/ucnv.h>, whose
// definitions clash with the copy of ICU that Foundation carries (_FoundationICU) in any Swift file
// importing both. ICU only adds trailing fields to xmlCharEncodingHandler, which Swift never
// allocates or reads (it is handled through pointers from libxml2 only), so the ICU part of the
// headers is left out.
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/encoding.h>
#include <libxml/entities.h>
#include <libxml/xmlerror.h>
#include <libxml/HTMLparser.h>

#endif

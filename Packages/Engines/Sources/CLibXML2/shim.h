#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H

// libxml2 for the workspace, declared once: the HTML parser driven by SAX callbacks and the
// encoding converters (this engine), and the XML push parser with SAX2 callbacks, its errors and
// the HTML 4 entity table (NewsClientLive's feed parser).

#include <libxml/xmlversion.h>

// Debian builds libxml2 with ICU, so <libxml/encoding.h> includes ICU's <unicode/ucnv.h>, whose
// definitions clash with the copy of ICU that Foundation carries (_FoundationICU) in any Swift file
// importing both. ICU only adds trailing fields to xmlCharEncodingHandler, which Swift never
// allocates or reads (libxml2 hands it out by pointer only), so the ICU part is left out.
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/encoding.h>
#include <libxml/entities.h>
#include <libxml/xmlerror.h>
#include <libxml/HTMLparser.h>

#endif

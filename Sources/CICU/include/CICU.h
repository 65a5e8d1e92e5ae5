// ICU's line breaking (UAX #14 with CLDR's tailorings), from Debian's libicu-dev, behind plain C types.
//
// Foundation on Linux carries its own copy of ICU, whose C types (UErrorCode, UBreakIterator, …) Swift would
// see twice if this header included ICU's: the two definitions clash in any module that imports both. So
// only these three functions cross into Swift; line_breaks.c, the one file that includes ICU, implements them.
#pragma once
#include <stdint.h>

/// A line-break iterator over UTF-16 text.
typedef struct PuenteLineBreaks PuenteLineBreaks;

/// An iterator over `text` (`length` UTF-16 units, which must outlive it) for `locale`, such as
/// "ja@lb=strict"; NULL when ICU cannot make one.
PuenteLineBreaks *puente_line_breaks_open(const char *locale, const uint16_t *text, int32_t length);

/// The next break opportunity (a UTF-16 offset), or -1 after the last.
int32_t puente_line_breaks_next(PuenteLineBreaks *iterator);

/// Frees the iterator.
void puente_line_breaks_close(PuenteLineBreaks *iterator);

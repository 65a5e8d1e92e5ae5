#if !__has_include(<unicode/ubrk.h>)
#error "ICU's headers are missing: install them with 'sudo apt-get install libicu-dev' (Scripts/bootstrap.sh does)"
#endif
#include <unicode/ubrk.h>

#include "CICU.h"

PuenteLineBreaks *puente_line_breaks_open(const char *locale, const uint16_t *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, locale, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        if (iterator) ubrk_close(iterator);
        return 0;
    }
    return (PuenteLineBreaks *)iterator;
}

int32_t puente_line_breaks_next(PuenteLineBreaks *iterator) { return ubrk_next((UBreakIterator *)iterator); }

void puente_line_breaks_close(PuenteLineBreaks *iterator) { ubrk_close((UBreakIterator *)iterator); }

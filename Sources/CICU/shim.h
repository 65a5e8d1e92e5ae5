// ICU's line breaking (UAX #14, with CLDR's tailorings), from Debian's libicu-dev.
//
// ICU's headers rename every function to a versioned symbol (ubrk_open becomes ubrk_open_72) with macros,
// which Swift does not see; these inline wrappers are compiled against the installed headers, so Swift calls
// whichever version is there.
#include <unicode/ubrk.h>
#include <unicode/utypes.h>

/// A line-break iterator over `text` (UTF-16, `length` units) for `locale` ("ja@lb=strict"); NULL on failure.
static inline UBreakIterator *puente_line_breaks_open(const char *locale, const UChar *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, locale, text, length, &status);
    if (U_FAILURE(status)) {
        if (iterator) ubrk_close(iterator);
        return NULL;
    }
    return iterator;
}

/// The next break opportunity (a UTF-16 offset), or -1 (UBRK_DONE) after the last.
static inline int32_t puente_line_breaks_next(UBreakIterator *iterator) { return ubrk_next(iterator); }

/// Frees the iterator.
static inline void puente_line_breaks_close(UBreakIterator *iterator) { ubrk_close(iterator); }

// C functions over KDE's KSyntaxHighlighting, for Swift (CodeBlocks/SyntaxHighlightingConverter.swift is
// their only caller). Text is UTF-8 in and span offsets are UTF-16 code units of the whole text, as Qt counts.
#ifndef CKSYNTAXBRIDGE_H
#define CKSYNTAXBRIDGE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One run of text in one style: `style` is KSyntaxHighlighting's `Theme::TextStyle` (0 normal, 1 keyword…).
typedef struct puente_ksh_span {
    int32_t start;
    int32_t length;
    int32_t style;
} puente_ksh_span;

/// The library's version ("5.103.0"), static storage.
const char *puente_ksh_version(void);

/// Every syntax definition, one per line: its name, a tab, and its file patterns separated by ';'
/// ("Bash\t*.sh;*.bash"). Free with free().
char *puente_ksh_definitions(void);

/// Highlights `length` bytes of UTF-8 `text` with the definition named `definition`. Returns the spans (free
/// with free()) and their count in `count`; NULL with `count` 0 when no definition has that name. Safe to call
/// from several threads at once (each thread has its own repository).
puente_ksh_span *puente_ksh_highlight(const char *definition, const char *text, size_t length, size_t *count);

#ifdef __cplusplus
}
#endif

#endif

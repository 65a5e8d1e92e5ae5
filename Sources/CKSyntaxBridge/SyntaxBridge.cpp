// The C functions of CKSyntaxBridge.h over KSyntaxHighlighting's C++ classes.

#include "CKSyntaxBridge.h"

#include <KF5/KSyntaxHighlighting/KSyntaxHighlighting/abstracthighlighter.h>
#include <KF5/KSyntaxHighlighting/KSyntaxHighlighting/definition.h>
#include <KF5/KSyntaxHighlighting/KSyntaxHighlighting/format.h>
#include <KF5/KSyntaxHighlighting/KSyntaxHighlighting/repository.h>
#include <KF5/KSyntaxHighlighting/KSyntaxHighlighting/state.h>
#include <KF5/KSyntaxHighlighting/KSyntaxHighlighting/theme.h>
#include <KF5/KSyntaxHighlighting/ksyntaxhighlighting_version.h>

#include <QString>
#include <QStringList>

#include <cstdlib>
#include <cstring>
#include <new>
#include <vector>

namespace {

/// One repository per thread: the library loads definitions lazily and a repository is not safe to share, but
/// separate repositories are independent, so the cores highlight at once (a definition costs its thread a few
/// milliseconds the first time).
KSyntaxHighlighting::Repository &repository() {
    thread_local KSyntaxHighlighting::Repository own;
    return own;
}

/// Collects the formats the library applies to one line, shifted to the line's place in the whole text.
class Collector final : public KSyntaxHighlighting::AbstractHighlighter {
  public:
    using AbstractHighlighter::highlightLine;
    std::vector<puente_ksh_span> spans;
    int32_t lineStart = 0;

  protected:
    void applyFormat(int offset, int length, const KSyntaxHighlighting::Format &format) override {
        if (length <= 0) return;
        spans.push_back({lineStart + offset, length, static_cast<int32_t>(format.textStyle())});
    }
};

char *copy(const QByteArray &bytes) {
    char *out = static_cast<char *>(std::malloc(static_cast<size_t>(bytes.size()) + 1));
    if (!out) return nullptr;
    std::memcpy(out, bytes.constData(), static_cast<size_t>(bytes.size()));
    out[bytes.size()] = 0;
    return out;
}

} // namespace

extern "C" const char *puente_ksh_version(void) { return SyntaxHighlighting_VERSION_STRING; }

extern "C" char *puente_ksh_definitions(void) {
    try {
        QByteArray out;
        for (const auto &definition : repository().definitions()) {
            out += definition.name().toUtf8();
            out += '\t';
            bool first = true;
            for (const QString &pattern : definition.extensions()) {
                if (!first) out += ';';
                out += pattern.toUtf8();
                first = false;
            }
            out += '\n';
        }
        return copy(out);
    } catch (...) {
        return nullptr;
    }
}

extern "C" puente_ksh_span *puente_ksh_highlight(const char *definition, const char *text, size_t length,
                                                 size_t *count) {
    *count = 0;
    try {
        const auto found = repository().definitionForName(QString::fromUtf8(definition));
        if (!found.isValid()) return nullptr;
        Collector collector;
        collector.setDefinition(found);
        collector.setTheme(repository().defaultTheme());
        const QString whole = QString::fromUtf8(text, static_cast<int>(length));
        KSyntaxHighlighting::State state;
        int32_t start = 0;
        for (const QString &line : whole.split(QLatin1Char('\n'))) {
            collector.lineStart = start;
            state = collector.highlightLine(line, state);
            start += static_cast<int32_t>(line.size()) + 1;
        }
        const size_t bytes = sizeof(puente_ksh_span) * (collector.spans.empty() ? 1 : collector.spans.size());
        auto *out = static_cast<puente_ksh_span *>(std::malloc(bytes));
        if (!out) return nullptr;
        std::copy(collector.spans.begin(), collector.spans.end(), out);
        *count = collector.spans.size();
        return out;
    } catch (...) {
        return nullptr;
    }
}

// Types only: Puente opens libsourcekitdInProc.so at run time (dlopen), so a build that never highlights
// never loads it.
#include <SourceKit/sourcekitd.h>

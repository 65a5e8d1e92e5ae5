// On Apple platforms Foundation re-exports Darwin (through CoreFoundation), so the C library —
// `sin`, `cos`, `sqrt`, `pow`, `M_PI`… — is in scope wherever Foundation is imported.
@_exported import Darwin

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
exit(status)

import Foundation

#if PUENTE_INDEXSTORE
    import CIndexStore
#endif

/// One place in a source file where the compiler saw a declaration used, as its index store records it.
public struct IndexedOccurrence: Sendable, Hashable, Codable {
    /// 1-based line in the compiled file.
    public var line: Int
    /// 1-based column, in UTF-8 bytes, where the name starts.
    public var column: Int
    /// The declaration's unified symbol resolution (the same string the symbol graph calls `precise`).
    public var usr: String
    /// The declaration's name as the index gives it (`presentationDetents(_:)`, `Text`).
    public var name: String
    /// Whether the compiler made the use implicitly (no name written there).
    public var implicit: Bool
}

/// Reads an index store written by `swiftc -index-store-path DIR`: every reference in each compiled source
/// file, by the file's path. The only file that calls `libIndexStore` (the toolchain's reader, through the
/// `CIndexStore` system-library target); nothing of it escapes but the value types above.
public enum IndexStoreConverter {
    /// Whether Puente was built with the toolchain's index store reader.
    public static var isAvailable: Bool {
        #if PUENTE_INDEXSTORE
            return true
        #else
            return false
        #endif
    }

    /// The references (not declarations or definitions) in each source file of the store at `path`, by the
    /// file's name (its last path component), in file order; nil when the store cannot be read (or Puente was
    /// built without the reader).
    public static func references(inStoreAt path: String) -> [String: [IndexedOccurrence]]? {
        #if PUENTE_INDEXSTORE
            var error: indexstore_error_t?
            guard let store = indexstore_store_create(path, &error) else {
                if let error { indexstore_error_dispose(error) }
                return nil
            }
            defer { indexstore_store_dispose(store) }
            // One record per compiled source file, named `<file name>-<hash>`. The records are found by listing
            // the store's folder, not through its units: every file of one `-typecheck -wmo` run gets a unit
            // named after the same (absent) output, so each unit replaces the one before and only the last
            // file would be found.
            var recordsByFile: [String: String] = [:]
            let folder = path + "/v\(indexstore_format_version())/records"
            for bucket in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                for record in (try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + bucket)) ?? [] {
                    guard let dash = record.lastIndex(of: "-") else { continue }
                    recordsByFile[String(record[..<dash])] = record
                }
            }
            var result: [String: [IndexedOccurrence]] = [:]
            for (file, record) in recordsByFile {
                guard let reader = indexstore_record_reader_create(store, record, &error) else {
                    if let error { indexstore_error_dispose(error) }
                    return nil
                }
                defer { indexstore_record_reader_dispose(reader) }
                var found: [IndexedOccurrence] = []
                _ = withUnsafeMutablePointer(to: &found) { pointer in
                    indexstore_record_reader_occurrences_apply_f(reader, pointer) { context, occurrence in
                        let roles = UInt64(indexstore_occurrence_get_roles(occurrence))
                        let declares =
                            UInt64(INDEXSTORE_SYMBOL_ROLE_DECLARATION)
                            | UInt64(INDEXSTORE_SYMBOL_ROLE_DEFINITION)
                        guard roles & UInt64(INDEXSTORE_SYMBOL_ROLE_REFERENCE) != 0, roles & declares == 0,
                            let symbol = indexstore_occurrence_get_symbol(occurrence)
                        else { return true }
                        var line: UInt32 = 0
                        var column: UInt32 = 0
                        indexstore_occurrence_get_line_col(occurrence, &line, &column)
                        context!.assumingMemoryBound(to: [IndexedOccurrence].self).pointee.append(
                            IndexedOccurrence(
                                line: Int(line), column: Int(column), usr: string(indexstore_symbol_get_usr(symbol)),
                                name: string(indexstore_symbol_get_name(symbol)),
                                implicit: roles & UInt64(INDEXSTORE_SYMBOL_ROLE_IMPLICIT) != 0))
                        return true
                    }
                }
                found.sort { ($0.line, $0.column, $0.usr) < ($1.line, $1.column, $1.usr) }
                result[file] = found
            }
            return result
        #else
            return nil
        #endif
    }
}

#if PUENTE_INDEXSTORE
    /// A Swift string from the reader's (pointer, length) pair.
    private func string(_ reference: indexstore_string_ref_t) -> String {
        guard let data = reference.data, reference.length > 0 else { return "" }
        return data.withMemoryRebound(to: UInt8.self, capacity: reference.length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: reference.length), as: UTF8.self)
        }
    }
#endif

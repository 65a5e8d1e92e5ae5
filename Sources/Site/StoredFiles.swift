import Content
import Incremental

/// Output files a stage made, by output-relative path, in a form a ``PersistentMemo`` keeps: what the site
/// pages and the feeds stages make, which read only the site's metadata and the theme, so an edit of an
/// article's text takes them from the memo.
struct StoredFiles: MemoCodable, Equatable {
    /// Each file's path and bytes, in the stage's order.
    var files: [(path: String, bytes: [UInt8])]

    init(_ files: [(path: String, bytes: [UInt8])]) { self.files = files }

    static func == (a: StoredFiles, b: StoredFiles) -> Bool {
        a.files.count == b.files.count
            && zip(a.files, b.files).allSatisfy { $0.path == $1.path && $0.bytes == $1.bytes }
    }

    /// The count, then each path and its length-prefixed bytes.
    func encode(into bytes: inout [UInt8]) {
        bytes.appendWord(UInt64(files.count))
        for file in files {
            bytes.appendString(file.path)
            bytes.appendWord(UInt64(file.bytes.count))
            bytes += file.bytes
        }
    }

    /// Reads what ``encode(into:)`` wrote; nil for anything else.
    init?(decoding reader: inout MemoReader) {
        guard let count = reader.word(), count <= 1 << 20 else { return nil }
        var files: [(path: String, bytes: [UInt8])] = []
        for _ in 0..<count {
            guard let path = reader.string(), let size = reader.word(), let bytes = reader.bytes(Int(clamping: size))
            else { return nil }
            files.append((path, bytes))
        }
        self.files = files
    }
}

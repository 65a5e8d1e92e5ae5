/// Recognizes link destinations that run code or read local files, which cmark's safe mode blanks out.
public enum URLSafety {
    /// Whether `url` starts with `javascript:`, `vbscript:`, `file:`, or a `data:` URL that is not a plain image.
    public static func isDangerous(_ url: String) -> Bool {
        let lower = url.lowercased()
        if lower.hasPrefix("javascript:") || lower.hasPrefix("vbscript:") || lower.hasPrefix("file:") {
            return true
        }
        if lower.hasPrefix("data:") {
            let safeImages = ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]
            return !safeImages.contains { lower.hasPrefix($0) }
        }
        return false
    }
}

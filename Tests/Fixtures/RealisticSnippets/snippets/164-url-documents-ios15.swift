// ios: 15
// expect: error 6: is only available in iOS 16.0 or newer
// topic: URL.documentsDirectory at iOS 15
// apis: URL.documentsDirectory
func exportURL(named name: String) -> URL {
    URL.documentsDirectory.appendingPathComponent(name)
}

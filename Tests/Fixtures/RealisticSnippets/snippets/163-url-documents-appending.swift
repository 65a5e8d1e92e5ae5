// ios: 16
// expect: pass
// topic: URL.documentsDirectory and appending(path:) (iOS 16)
// apis: URL.documentsDirectory, URL.appending(path:directoryHint:), Data.write(to:options:)
func saveDraft(_ text: String) throws -> URL {
    let url = URL.documentsDirectory.appending(path: "borradores/nota.txt")
    try Data(text.utf8).write(to: url, options: .atomic)
    return url
}

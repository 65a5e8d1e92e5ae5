// ios: 16.0
// expect: pass
import Foundation

let file = URL.documentsDirectory.appending(path: "notes.txt")
let legacy = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
print(file.path(), legacy.path)

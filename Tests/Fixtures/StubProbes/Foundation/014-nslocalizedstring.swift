// ios: 15.0
// expect: pass
import Foundation

let title = NSLocalizedString("export.title", comment: "Title of the export screen")
let other = NSLocalizedString("export.body", tableName: "Export", bundle: .main, value: "Export", comment: "")
print(title, other)

// ios: 15.0
// expect: pass
import SwiftUI
import UIKit

struct Badge: View {
    var body: some View { Text("Nuevo").padding(4) }
}

final class BadgeController: UIHostingController<Badge> {
    init() {
        super.init(rootView: Badge())
    }

    @MainActor required dynamic init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

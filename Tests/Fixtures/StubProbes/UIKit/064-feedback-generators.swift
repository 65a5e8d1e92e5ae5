// ios: 15.0
// expect: pass
import UIKit

let impact = UIImpactFeedbackGenerator(style: .medium)
impact.prepare()
impact.impactOccurred()
impact.impactOccurred(intensity: 0.5)
UINotificationFeedbackGenerator().notificationOccurred(.success)
UISelectionFeedbackGenerator().selectionChanged()

// ios: 15
// expect: pass
// source: https://developer.apple.com/tutorials/data/documentation/intents/ininteraction/init(intent:response:).md https://developer.apple.com/documentation/intents/ininteraction/donate(completion:).md https://developer.apple.com/tutorials/data/documentation/intents/ininteraction.md
// area: siri
// note: donating a custom SiriKit intent after the user reorders a meal
import Foundation
import Intents

class ReorderMealIntent: INIntent {
    @NSManaged var mealName: String?
}

final class OrderHistoryDonor {
    func donateReorder(of meal: String, orderID: String) {
        let intent = ReorderMealIntent()
        intent.mealName = meal
        intent.suggestedInvocationPhrase = "Reorder \(meal)"

        let interaction = INInteraction(intent: intent, response: nil)
        interaction.identifier = orderID
        interaction.groupIdentifier = "reorders"
        interaction.donate { error in
            if let error = error {
                print("Donation failed: \(error.localizedDescription)")
            }
        }
    }

    func forgetReorders() {
        INInteraction.delete(with: "reorders") { error in
            if let error = error {
                print("Delete failed: \(error)")
            }
        }
    }
}

// ios: 16
// expect: error 29: incorrect argument label in call
// also: error 30: 'nil' requires a contextual type
// source: https://developer.apple.com/tutorials/data/documentation/intents/ininteraction/init(intent:response:).md https://developer.apple.com/documentation/intents/ininteraction/donate(completion:).md
// area: siri
// note: INInteraction initializer called with intentResponse: instead of response:
import UIKit
import Intents

class BookTableIntent: INIntent {
    @NSManaged var restaurant: String?
    @NSManaged var partySize: NSNumber?
}

final class ReservationConfirmationViewController: UIViewController {
    var restaurantName = ""
    var guests = 2

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Booked"
        donateBooking()
    }

    private func donateBooking() {
        let intent = BookTableIntent()
        intent.restaurant = restaurantName
        intent.partySize = NSNumber(value: guests)
        let interaction = INInteraction(intent: intent, intentResponse: nil)
        interaction.donate(completion: nil)
    }
}

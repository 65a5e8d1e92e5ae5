// ios: 15
// expect: pass
// source: https://developer.apple.com/tutorials/data/documentation/foundation/nsuseractivity/iseligibleforsearch.md https://developer.apple.com/documentation/foundation/nsuseractivity/contentattributeset.md https://developer.apple.com/documentation/corespotlight/cssearchableitemattributeset/init(contenttype:).md
// area: spotlight
// note: UIKit detail screen advertising itself to Spotlight through NSUserActivity
import UIKit
import CoreSpotlight
import UniformTypeIdentifiers

final class ArticleViewController: UIViewController {
    var articleID = ""
    var articleTitle = ""

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let activity = NSUserActivity(activityType: "com.example.news.read")
        activity.title = articleTitle
        activity.isEligibleForSearch = true
        activity.isEligibleForHandoff = false
        activity.userInfo = ["id": articleID]

        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.title = articleTitle
        attributes.contentDescription = "Saved article"
        activity.contentAttributeSet = attributes

        userActivity = activity
        activity.becomeCurrent()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        userActivity?.resignCurrent()
    }
}

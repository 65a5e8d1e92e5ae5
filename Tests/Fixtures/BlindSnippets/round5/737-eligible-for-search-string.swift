// ios: 16
// expect: error 23: cannot assign value of type 'String' to type 'Bool'
// source: https://developer.apple.com/tutorials/data/documentation/foundation/nsuseractivity/iseligibleforsearch.md https://developer.apple.com/documentation/foundation/nsuseractivity/contentattributeset.md
// area: spotlight
// note: isEligibleForSearch is a Bool; the migrated code assigns a string literal
import SwiftUI
import CoreSpotlight

struct PodcastEpisodeView: View {
    let episodeID: String
    let title: String

    var body: some View {
        Text(title)
            .font(.title2)
            .onAppear(perform: advertise)
    }

    private func advertise() {
        let activity = NSUserActivity(activityType: "com.example.podcasts.episode")
        activity.title = title
        activity.userInfo = ["episode": episodeID]
        activity.isEligibleForSearch = "yes"
        activity.becomeCurrent()
    }
}

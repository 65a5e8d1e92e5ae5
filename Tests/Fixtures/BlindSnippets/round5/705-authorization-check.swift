// ios: 16
// expect: pass
// source: https://developer.apple.com/documentation/activitykit/activityauthorizationinfo.md https://developer.apple.com/documentation/activitykit/activityauthorizationinfo/areactivitiesenabled.md https://developer.apple.com/tutorials/data/documentation/activitykit/activityauthorizationinfo/activityenablementupdates-swift.property.md
// area: live-activities
// note: SwiftUI settings row reading ActivityAuthorizationInfo, guarded for 16.1
import SwiftUI
import ActivityKit

struct LiveActivitySettingsRow: View {
    @State private var enabled = false

    var body: some View {
        HStack {
            Text("Live Activities")
            Spacer()
            Text(enabled ? "On" : "Off")
                .foregroundColor(.secondary)
        }
        .task {
            if #available(iOS 16.1, *) {
                let info = ActivityAuthorizationInfo()
                enabled = info.areActivitiesEnabled
                for await value in info.activityEnablementUpdates {
                    enabled = value
                }
            }
        }
    }
}

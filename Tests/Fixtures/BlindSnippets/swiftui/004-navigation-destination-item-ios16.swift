// ios: 16
// expect: error 23: is only available in iOS 17.0 or newer
// topic: navigationDestination(item:) used in an app that still targets iOS 16
// apis: NavigationStack, navigationDestination(item:destination:)
// source: https://developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:)
import SwiftUI

struct Project: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct ProjectsView: View {
    let projects: [Project]
    @State private var openProject: Project?

    var body: some View {
        NavigationStack {
            List(projects) { project in
                Button(project.name) { openProject = project }
            }
            .navigationTitle("Projects")
            .navigationDestination(item: $openProject) { project in
                Text(project.name)
            }
        }
    }
}

// ios: 15.0
// expect: pass
import UIKit

let appearance = UINavigationBarAppearance()
appearance.configureWithOpaqueBackground()
appearance.backgroundColor = .secondarySystemBackground
appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
appearance.largeTitleTextAttributes = [
    .foregroundColor: UIColor.label, .font: UIFont.systemFont(ofSize: 34, weight: .bold),
]
UINavigationBar.appearance().standardAppearance = appearance
UINavigationBar.appearance().scrollEdgeAppearance = appearance
UINavigationBar.appearance().compactAppearance = appearance
UITableView.appearance().backgroundColor = .clear
UIBarButtonItem.appearance().tintColor = .systemBlue

// ios: 15
// expect: pass
// topic: embedding SwiftUI in UIKit with UIHostingController as a child
// apis: UIHostingController(rootView:), addChild(_:), didMove(toParent:), NSLayoutConstraint.activate(_:)
struct SummaryCard: View {
    let title: String
    var body: some View {
        Text(title).font(.title).padding()
    }
}

final class DashboardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: SummaryCard(title: "Resumen"))
        addChild(host)
        host.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(host.view)
        NSLayoutConstraint.activate([
            host.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            host.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            host.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        host.didMove(toParent: self)
    }
}

// ios: 16
// expect: pass
// topic: Embedding SwiftUI in a UIKit list: UIHostingConfiguration cells and a self-sizing UIHostingController
// apis: UIHostingConfiguration, UIHostingConfiguration.margins(_:_:), UIHostingController, UIHostingControllerSizingOptions.intrinsicContentSize, UICollectionViewCompositionalLayout.list
// source: https://developer.apple.com/documentation/swiftui/uihostingconfiguration, https://developer.apple.com/documentation/swiftui/uihostingcontroller/sizingoptions
import SwiftUI
import UIKit

struct FolderRow: View {
    let title: String
    let count: Int

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            if count > 0 {
                Text("\(count)")
                    .font(.caption.bold())
                    .padding(.horizontal, 8)
                    .padding(.vertical, 2)
                    .background(Capsule().fill(Color.red))
                    .foregroundColor(.white)
            }
        }
    }
}

final class FoldersViewController: UICollectionViewController {
    private let folders = [("Inbox", 12), ("Drafts", 3), ("Archive", 0)]
    private let cellID = "folder"

    init() {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: cellID)
        let status = UIHostingController(rootView: Text("Synced just now").font(.footnote))
        status.sizingOptions = .intrinsicContentSize
        addChild(status)
        navigationItem.titleView = status.view
        status.didMove(toParent: self)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        folders.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: cellID, for: indexPath)
        let folder = folders[indexPath.item]
        cell.contentConfiguration = UIHostingConfiguration {
            FolderRow(title: folder.0, count: folder.1)
        }
        .margins(.horizontal, 16)
        return cell
    }
}

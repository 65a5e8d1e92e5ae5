// ios: 17
// expect: pass
// topic: Opting into the iOS 18 zoom transition for a modal while keeping the default cover transition on iOS 17
// apis: UIViewController.preferredTransition, UIViewController.Transition.zoom(options:sourceViewProvider:), UIViewController.modalPresentationStyle
// source: https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredtransition
import UIKit

final class RecipeCardCell: UICollectionViewCell {
    let thumbnail = UIImageView()
}

final class RecipeViewController: UIViewController {
    let recipeName: String

    init(recipeName: String) {
        self.recipeName = recipeName
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class RecipesViewController: UICollectionViewController {
    private let recipes = ["Shakshuka", "Pad Thai", "Ramen"]

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let recipe = RecipeViewController(recipeName: recipes[indexPath.item])
        recipe.modalPresentationStyle = .fullScreen
        if #available(iOS 18.0, *) {
            recipe.preferredTransition = .zoom { _ in
                (collectionView.cellForItem(at: indexPath) as? RecipeCardCell)?.thumbnail
            }
        }
        present(recipe, animated: true)
    }
}

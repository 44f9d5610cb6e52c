import SwiftUI
import UIKit

@MainActor
final class BookmarksCoordinator {
    private let navigationController: UINavigationController
    private weak var mainCoordinator: MainCoordinator?

    init(navigationController: UINavigationController, mainCoordinator: MainCoordinator) {
        self.navigationController = navigationController
        self.mainCoordinator = mainCoordinator
    }

    func start() {
        let viewModel = BookmarksViewModel()
        viewModel.onOpen = { [weak self] bookmark in
            self?.mainCoordinator?.handleURL(bookmark.url)
        }
        let host = UIHostingController(rootView: BookmarksView(viewModel: viewModel))
        navigationController.pushViewController(host, animated: true)
    }
}

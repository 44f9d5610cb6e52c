// expected: view-model-navigation
import Combine
import UIKit

@MainActor
final class HistoryViewModel: ObservableObject {
    @Published private(set) var visits: [Visit] = []
    weak var navigationController: UINavigationController?

    func reopen(_ visit: Visit) {
        navigationController?.pushViewController(TabViewController(url: visit.url), animated: true)
    }
}

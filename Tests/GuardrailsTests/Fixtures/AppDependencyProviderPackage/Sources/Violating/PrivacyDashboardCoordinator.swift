// expected: main-actor-ui-work
import SwiftUI
import UIKit

final class PrivacyDashboardCoordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showDashboard(for domain: String) async {
        let report = await PrivacyReport.load(for: domain)
        let host = UIHostingController(rootView: PrivacyDashboardView(report: report))
        navigationController.present(host, animated: true)
    }
}

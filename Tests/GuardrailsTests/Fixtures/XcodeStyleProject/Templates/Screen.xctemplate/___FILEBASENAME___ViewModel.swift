import UIKit

final class ___VARIABLE_screenName___ViewModel {
    weak var navigationController: UINavigationController?
    let session = URLSession.shared
}

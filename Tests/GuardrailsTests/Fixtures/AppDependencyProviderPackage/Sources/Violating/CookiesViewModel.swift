// expected: concrete-service-dependency singleton-declaration
import Combine

final class CookieManager {
    static let shared = CookieManager()

    func clearAll() {}
}

@MainActor
final class CookiesViewModel: ObservableObject {
    private let cookies = CookieManager.shared

    func clearCookies() {
        cookies.clearAll()
    }
}

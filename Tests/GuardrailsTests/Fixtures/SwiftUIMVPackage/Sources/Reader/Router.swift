import Observation

enum Route: Hashable {
    case article(Article)
    case composer
}

@MainActor
@Observable
final class Router {
    var path: [Route] = []

    func navigate(to route: Route) {
        path.append(route)
    }
}

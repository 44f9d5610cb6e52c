// expected: concrete-service-dependency
import Combine

final class TabsService {
    func openTabs() -> [Tab] { [] }
}

@MainActor
final class TabsViewModel: ObservableObject {
    @Published private(set) var tabs: [Tab] = []
    private let service: TabsService

    init(service: TabsService) {
        self.service = service
    }

    func refresh() {
        tabs = service.openTabs()
    }
}

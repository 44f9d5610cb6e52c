// expected: singleton-declaration
final class SyncManager: SyncManaging {
    static let shared = SyncManager()

    private init() {}

    func syncNow() {}
}

import GuardrailsCore

/// `AsyncStoreBoundaryRule` examples about ports over a system service whose API is async or completion-only
/// (`systemServiceModules`): async by nature like a remote port, unless one conformer only reads local data or it is a `…Store`.
extension AsyncStoreBoundaryRule {
    static let systemServiceTriggeringExamples: [RuleExample] = [
        // One conformer over the VPN preferences, one over a file on disk: the disk one could answer synchronously.
        RuleExample(
            ExampleFile("Sources/Domain/TunnelPresetRepository.swift", "public protocol TunnelPresetRepository {\n    func presets() async throws -> [String]\n}"),
            ExampleFile(
                "Sources/Data/SystemTunnelPresets.swift",
                "import NetworkExtension\nfinal class SystemTunnelPresets: TunnelPresetRepository {\n    func presets() async throws -> [String] {\n        try await NETunnelProviderManager.loadAllFromPreferences().compactMap(\\.localizedDescription)\n    }\n}"
            ),
            ExampleFile("Sources/Data/DiskTunnelPresets.swift", "import Foundation\nfinal class DiskTunnelPresets: TunnelPresetRepository {\n    let file: URL\n    init(file: URL) { self.file = file }\n    func presets() async throws -> [String] { [] }\n}")
        ),
        // A `…Store` over the notification center stays a store boundary.
        RuleExample(
            ExampleFile("Sources/Domain/ChimeStore.swift", "public protocol ChimeStore {\n    func pendingChimes() async -> [String]\n}"),
            ExampleFile(
                "Sources/Data/CenterChimeStore.swift",
                "import UserNotifications\nfinal class CenterChimeStore: ChimeStore {\n    let center: UNUserNotificationCenter\n    init(center: UNUserNotificationCenter) { self.center = center }\n    func pendingChimes() async -> [String] { await center.pendingNotificationRequests().map(\\.identifier) }\n}"
            )
        ),
        // A conformer importing UIKit but naming no system service, and a writer only faking latency: boundaries made async.
        RuleExample(
            ExampleFile("Sources/Domain/BadgeClearing.swift", "protocol BadgeClearing {\n    func clearBadge() async\n}"),
            ExampleFile("Sources/Data/AppBadgeClearer.swift", "import UIKit\nfinal class AppBadgeClearer: BadgeClearing {\n    func clearBadge() async {\n        await MainActor.run { UIApplication.shared.applicationIconBadgeNumber = 0 }\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Domain/CaptionWriting.swift", "protocol CaptionWriting: Sendable {\n    func caption(for photo: String) async throws -> String\n}"),
            ExampleFile("Sources/Data/SlowCaptionWriter.swift", "struct SlowCaptionWriter: CaptionWriting {\n    func caption(for photo: String) async throws -> String {\n        try await Task.sleep(nanoseconds: 1_000_000_000)\n        return photo\n    }\n}")
        ),
    ]

    static let systemServiceNonTriggeringExamples: [RuleExample] = [
        // The notification center reached through UIKit's import: the conformer names the service's object.
        RuleExample(
            ExampleFile("Sources/Domain/PlantWateringAlerts.swift", "protocol PlantWateringAlerts {\n    func schedule(at hour: Int)\n    func purgeAll() async\n}"),
            ExampleFile(
                "Sources/Data/SystemPlantWateringAlerts.swift",
                "import UIKit\nfinal class SystemPlantWateringAlerts: PlantWateringAlerts {\n    func schedule(at hour: Int) {}\n    func purgeAll() async {\n        let center = UNUserNotificationCenter.current()\n        let pending = await center.pendingNotificationRequests()\n        center.removePendingNotificationRequests(withIdentifiers: pending.map(\\.identifier))\n    }\n}"
            )
        ),
        // One conformer awaits an on-device model whose API exists only as `async`; the canned one cannot excuse, nor need to.
        RuleExample(
            ExampleFile("Sources/Domain/CaptionWriting.swift", "protocol CaptionWriting: Sendable {\n    func caption(for photo: String) async throws -> String\n}"),
            ExampleFile("Sources/Data/ModelCaptionWriter.swift", "import FoundationModels\n@available(iOS 26, *)\nstruct ModelCaptionWriter: CaptionWriting {\n    private let session = LanguageModelSession()\n    func caption(for photo: String) async throws -> String { try await session.respond(to: photo).content }\n}"),
            ExampleFile("Sources/Data/CannedCaptionWriter.swift", "struct CannedCaptionWriter: CaptionWriting {\n    func caption(for photo: String) async throws -> String { photo }\n}")
        ),
        // The only production conformer awaits the notification center, whose queries are async-only; the fake is no implementation.
        RuleExample(
            ExampleFile("Sources/Domain/ChoreReminding.swift", "public protocol ChoreReminding {\n    func remind(_ chore: String, at hour: Int) async throws\n    func pendingChores() async -> [String]\n}"),
            ExampleFile(
                "Sources/Data/SystemChoreReminder.swift",
                "import UserNotifications\nfinal class SystemChoreReminder: ChoreReminding {\n    let center: UNUserNotificationCenter\n    init(center: UNUserNotificationCenter) { self.center = center }\n    func remind(_ chore: String, at hour: Int) async throws {}\n    func pendingChores() async -> [String] { await center.pendingNotificationRequests().map(\\.identifier) }\n}"
            ),
            ExampleFile("Sources/Domain/ChoreRemindingFake.swift", "public final class ChoreRemindingFake: ChoreReminding {\n    public func remind(_ chore: String, at hour: Int) async throws {}\n    public func pendingChores() async -> [String] { [] }\n}")
        ),
        // An actor caching what a StoreKit-backed source reads: the conformer's own file imports no StoreKit, what it holds does.
        RuleExample(
            ExampleFile("Sources/Domain/SeasonPassReader.swift", "public protocol SeasonPassReader {\n    func activePasses() async -> [String]\n}"),
            ExampleFile(
                "Sources/Data/CachedSeasonPassReader.swift",
                "actor CachedSeasonPassReader: SeasonPassReader {\n    private let source: PassLedgerSource\n    private var cached: [String]?\n    init(source: PassLedgerSource) { self.source = source }\n    func activePasses() async -> [String] {\n        if let cached { return cached }\n        let passes = await source.currentPassIDs()\n        cached = passes\n        return passes\n    }\n}"
            ),
            ExampleFile("Sources/Data/PassLedgerSource.swift", "protocol PassLedgerSource: Sendable {\n    func currentPassIDs() async -> [String]\n}"),
            ExampleFile(
                "Sources/Data/AppStorePassLedger.swift",
                "import StoreKit\nfinal class AppStorePassLedger: PassLedgerSource {\n    func currentPassIDs() async -> [String] {\n        var ids: [String] = []\n        for await result in Transaction.currentEntitlements { if case .verified(let t) = result { ids.append(t.productID) } }\n        return ids\n    }\n}"
            )
        ),
    ]
}

import GuardrailsCore

/// The examples of `shared-instance-access` about a codec the package configures once in its own extension of Foundation's
/// coder (`JSONEncoder.shared`, its file format), an option's `.default` arm beside the arm taking the caller's instance, and
/// RxCocoa's and Foundation's typed-message spellings of a system notification's observation, with the application as its
/// observed object; and the near misses still reported.
enum SharedInstanceAccessRuleFormatExamples {
    static let triggering: [RuleExample] = [
        // The package's own codec class: an object with a lifetime, not Foundation's coder configured.
        RuleExample(
            ExampleFile("Sources/Store/LedgerCodec.swift", "import Foundation\nfinal class LedgerCodec {\n    static let shared = LedgerCodec()\n    func encode(_ value: some Encodable) throws -> Data { try JSONEncoder().encode(value) }\n}"),
            ExampleFile("Sources/Store/LedgerFile.swift", "import Foundation\nstruct LedgerFile {\n    func bytes(_ entry: LedgerEntry) throws -> Data { try LedgerCodec.shared.encode(entry) }\n}")
        ),
        // A `switch` with no arm taking the caller's instance: the code picks the singleton itself.
        RuleExample(
            "Sources/Feature/PageFetcher.swift",
            "final class PageFetcher {\n    let session: URLSession\n    init(stage: Stage) {\n        switch stage {\n        case .default: session = URLSession.shared\n        case .offline: session = URLSession(configuration: .ephemeral)\n        }\n    }\n}"
        ),
        // The package's own name observed through RxCocoa: its broadcast, not the system's.
        RuleExample(
            "Sources/Feature/DraftBadge.swift",
            "import RxSwift\n\nextension Notification.Name {\n    static let draftSaved = Notification.Name(\"draftSaved\")\n}\n\nfinal class DraftBadge {\n    func bind() {\n        _ = NotificationCenter.default.rx.notification(.draftSaved).subscribe { _ in }\n    }\n}"
        ),
        // Posting with the application as the object: messaging, not an observation's filter.
        RuleExample(
            "Sources/UI/WakeAnnouncer.swift",
            "import UIKit\n\nextension Notification.Name {\n    static let wake = Notification.Name(\"wake\")\n}\n\nfinal class WakeAnnouncer {\n    func announce() { NotificationCenter.default.post(name: .wake, object: UIApplication.shared) }\n}"
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        // The package's configured coders, its file format: constants, nothing to inject.
        RuleExample(
            ExampleFile(
                "Sources/Store/LedgerCoding.swift",
                "import Foundation\nextension JSONEncoder {\n    static let shared: JSONEncoder = {\n        let encoder = JSONEncoder()\n        encoder.outputFormatting = [.sortedKeys]\n        return encoder\n    }()\n}\nextension JSONDecoder {\n    static let shared = JSONDecoder()\n}"
            ),
            ExampleFile("Sources/Store/LedgerFile.swift", "import Foundation\nstruct LedgerFile {\n    func bytes(_ entry: LedgerEntry) throws -> Data { try JSONEncoder.shared.encode(entry) }\n    func entry(_ data: Data) throws -> LedgerEntry { try JSONDecoder.shared.decode(LedgerEntry.self, from: data) }\n}")
        ),
        // The option's default arm, beside the arm taking the caller's own session: the option is the seam.
        RuleExample(
            "Sources/Feature/PageFetcher.swift",
            "final class PageFetcher {\n    let session: URLSession\n    init(options: FetchOptions) {\n        switch options.session {\n        case .default:\n            session = URLSession.shared\n        case .provided(let custom):\n            session = custom\n        }\n    }\n}"
        ),
        // RxCocoa's spelling of observing the keyboard, which the system posts only on the default center.
        RuleExample(
            "Sources/UI/ComposerInsets.swift",
            "import RxCocoa\nimport UIKit\n\nfinal class ComposerInsets {\n    func bind() {\n        _ = NotificationCenter.default.rx.notification(UIResponder.keyboardWillShowNotification).subscribe { _ in }\n    }\n}"
        ),
        // A view helper's layer restarting its animation on the application's own notification, filtered to the application.
        RuleExample(
            "Sources/UI/UIView+Pulse.swift",
            "import UIKit\n\nextension UIView {\n    final class PulseLayer: CAGradientLayer {\n        private var observers: [Any] = []\n        func restart() {\n            observers.append(NotificationCenter.default.addObserver(of: UIApplication.shared, for: .willEnterForeground) { _ in })\n            observers.append(NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: UIApplication.shared, queue: nil) { _ in })\n        }\n    }\n}"
        ),
    ]
}

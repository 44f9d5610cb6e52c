import GuardrailsCore

/// Connectivity checks race the request they guard; the request's own failure is the truth.
public struct ConnectivityPrecheckRule: Rule {
    public init() {}
    public static let readsTokens = true

    public static let description = RuleDescription(
        id: "connectivity-precheck",
        summary: "No reachability or path-monitor checks before requests.",
        rationale: """
        Guardrail "do not check connectivity before making a request": the network can change between the check \
        and the request, so the check adds a failure mode without removing one. Send the request and handle its \
        error. The rule reports the check where its value decides what runs: read as the condition of an `if`, \
        `guard` or `while`. It knows members that exist only to answer "is there a network" (`memberNames`: \
        `isReachable`) and a connectivity flag of the package's own monitor, `conditionMembers` (`isConnected`, \
        `isOnline`, a path monitor's `currentPath`) on a chain that names the network \
        (`NetworkMonitor.shared.isConnected`, `connectivity.isOnline`, `pathMonitor.currentPath.status`), and any \
        member or call on such a chain compared with a case meaning no connection (`offlineCases`: \
        `Reachability.connectionType() != .none`; a comparison with `.wifi` is a user's policy, not a check). A \
        connectivity value that is only reported or shown is not a precheck and is not reported: a path monitor \
        read for a sensor or a diagnostics report, a debug screen listing interfaces, a ternary colouring the \
        result of a reachability test, an offline banner (a condition in a SwiftUI view chooses what to show; so does a UIKit or \
        AppKit view or controller whose branch only calls a `show…`, `present…` or `display…` of its own, `showOfflineBanner()`, \
        or only sets what it shows, assigning view properties, `statusLabel.text = …`, `retryButton.isHidden = true`, or a \
        dequeued cell it configures and returns, when no request follows). \
        The connectivity APIs themselves (`typeNames`: `NWPathMonitor`, `SCNetworkReachability…`, \
        `Reachability`) are reported wherever they are named only with option `reportMonitorTypes`, for a team \
        that wants no monitor at all; by default a monitor that wakes a retry when the network returns is fine. \
        A monitor's own implementation (the body of a type named like one, such as a vendored `Reachability` \
        class) is never reported line by line, nor is the initializer of a type storing one (`private let manager: \
        NetworkReachabilityManager?`) setting the status it then tracks, when no request follows; and a session's `isReachable` (`WCSession.default.isReachable`: \
        is the paired device's app running) is about a peer, not the network (`peerWords`). Nor is a file's: `isReachable` read on a URL (a receiver named \
        like one, `fileURL.isReachable`) or declared by the package's own extension of a file type (`fileTypes`: `URL`, \
        `FileManager`, wrapping `checkResourceIsReachable()`) asks whether a file exists. An `if` whose \
        branch only keeps local data (`localStorageTypes`: it deletes caches through `FileManager` and calls \
        nothing named like a request, `requestWords`) sets a local policy, such as keeping images offline \
        users could not fetch again; no request follows, so it is not a precheck. Likewise a check in a view model or \
        presenter (`displayModelSuffixes`) that only picks the state it shows (`delegate?.didChange(state: .offline)`, \
        `status = .offline`) when neither its branch nor the rest of the block after it calls anything named like a request \
        (`objectWillChange.send()`, an observable object announcing the change it shows, is none: a diagnostics screen \
        marking its rows failed when offline, `if network.isConnected() { await probe(row) } else { row.state = .failed }`, \
        reports the connection). \
        In any type, a check whose branch only picks the state shown (it only returns a value other than `true`, `false` \
        or `nil`, such as `return .available` in a computed view state, or calls `present…`, `display…` or `show…` on a \
        presenter or view, `presenter.presentSyllabus(.failure(.offline))`) is not reported when, likewise, nothing named \
        like a request follows it in its block. \
        An `isReachable` the package itself declares on a type whose name says nothing of the network (a model's \
        `let isReachable: Bool`, meaning a lesson is unlocked), read on a receiver of that type (annotated `section: Section`, \
        named for it, `targetSection`, a closure's parameter over a collection the file declares, `rows.reduce(into: 0) { n, row in … }` \
        with `var rows: [PeerRow]`, or a property the file declares, `let registry = PeerRegistry()`) whose chain names no network either, is the app's own flag, not connectivity. \
        In any type, an `if` whose `else` makes the same calls as its branch with other arguments, neither calling \
        anything named like a request (`if !reachability.isReachable { showError(.offline) } else { showError(.invalidLink) }`, \
        typically in the completion of a request that already failed), only picks the message shown: the same code runs \
        either way, so nothing is guarded. Nor does a `guard` that is the last statement of a function body guard anything \
        (`func reconnect() { …; guard monitor.isReachable else { errors.send(.offline); return } }`): nothing follows it; \
        one closing an inner block still skips what follows that block and is reported. In a function named for an error \
        or failure it presents or handles (`presentSyncError`, `showLoadFailure`: it runs after something already failed), \
        a check after which neither its branch nor the rest of its block calls anything named like a request or a retry \
        only picks which error is shown (an offline banner or the failure sheet); one followed by `retrySync()` gates the retry. \
        So does an `if` without `else` whose branch only assigns a local the block declared with `var`, never `true`, `false` or \
        `nil` (`message = offlineText` before `banner.update(error: message)`), when no request or retry follows: the value is used either way. \
        A check run when the network changes is the app's own monitor tracking it, not a precheck: in a closure handed to a \
        change (`manager.setReachabilityStatusChange { … }`, `monitor.pathUpdateHandler = { … }`, `whenReachable`, an observer \
        of `.reachabilityChanged`), in a function named for one (`reachabilityChanged(_:)`), or in a function of the file \
        called only from such closures (`checkConnectionState()` publishing `connectionState`); one also called elsewhere, \
        or merely named for waiting (`syncWhenOnline`), stays reported. A function one of whose parameters is typed by a network change is such a handler, \
        its result type written or not (`func receive(_ update: ReachabilityUpdate) -> Subscribers.Demand { if update.isOnline { \
        retry() } }`, a Combine subscriber's callback: the monitor pushed the change).
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("typeNames", .strings(["NWPathMonitor", "Reachability", "NetworkReachabilityManager", "SCNetworkReachability"]), "Types (and name prefixes) that check connectivity."),
            RuleOption("reportMonitorTypes", .bool(false), "Also report every use of `typeNames`, not only checks that decide what runs."),
            RuleOption("memberNames", .strings(["isReachable", "isConnectedToNetwork", "isReachableViaWiFi"]), "Members that check connectivity, reported when read in a condition."),
            RuleOption(
                "conditionMembers", .strings(["isConnected", "isOnline", "isNetworkAvailable", "hasNetwork", "hasInternet", "isInternetAvailable", "currentPath"]),
                "Members that check connectivity when read in a condition on a chain naming the network."
            ),
            RuleOption(
                "offlineCases", .strings(["none", "unavailable", "offline", "notReachable", "notConnected", "disconnected"]),
                "Cases meaning no connection: any member on a chain naming the network, compared with one in a condition, is a check."
            ),
            RuleOption("networkWords", .strings(["network", "reachab", "connectivity", "internet", "online", "pathmonitor"]), "Words (lowercased) that make a chain a network check."),
            RuleOption("peerWords", .strings(["session"]), "Words (lowercased) in the chain before a member that make it a peer's state, not the network's."),
            RuleOption("fileTypes", .strings(["URL", "NSURL", "FileManager"]), "Types whose `memberNames` (read on a receiver named `…url`, or declared in the package's extension of one) check a file, not the network."),
            RuleOption("displayModelSuffixes", .strings(["ViewModel", "Presenter"]), "Type-name endings of view models and presenters, where a check that guards no request only chooses the state shown."),
            RuleOption("localStorageTypes", .strings(["FileManager"]), "Types whose use in an `if` branch, with no request, makes the check a local policy."),
            RuleOption(
                "requestWords", .strings(["fetch", "load", "upload", "refresh", "sync", "send", "request", "post", "datatask", "connect"]),
                "Words (lowercased) in a call's name that make a branch send a request."
            ),
        ],
        triggering: [
            // The local the branch picks is what a request after it sends: the check decides what goes out.
            RuleExample(
                "Sources/Feature/ImportProgress.swift",
                "final class ImportProgress {\n    func finish(item: ImportItem) {\n        var mode = item.mode\n        if reachability.connection == .unavailable {\n            mode = .deferred\n        }\n        uploader.send(item, mode: mode)\n    }\n}"
            ),
            // A result type after parameters naming no network change: a function gating its request.
            RuleExample(
                "Sources/Infrastructure/OutboxSender.swift",
                "final class OutboxSender {\n    func flush(_ items: [OutboxItem]) -> Bool {\n        guard reachability.isReachable else { return false }\n        upload(items)\n        return true\n    }\n}"
            ),
            // A monitor's function also called before a request, or one merely named for waiting on the network, gates it.
            RuleExample(
                "Sources/Infrastructure/LinkController.swift",
                "final class LinkController: NSObject {\n    override init() {\n        super.init()\n        ReachabilityCenter.shared().setReachabilityStatusChange { _ in self.checkLinkState() }\n    }\n    func checkLinkState() {\n        if ReachabilityCenter.shared().isReachable { resumeSession() }\n    }\n    func open() {\n        checkLinkState()\n        uploadPending()\n    }\n    func syncWhenOnline() {\n        guard networkMonitor.isReachable else { return }\n        syncPending()\n    }\n}"
            ),
            RuleExample(
                "Sources/Settings/HealthCheckViewModel.swift",
                "final class HealthCheckViewModel: ObservableObject {\n    func refresh() {\n        if !network.isConnected() {\n            state = .offline\n            objectWillChange.send()\n            return\n        }\n        service.fetchStatus()\n    }\n}"
            ),
            RuleExample(
                "Sources/Widget/StatusViewModel.swift",
                "final class StatusViewModel {\n    func refresh() {\n        if reachability.connection == .unavailable {\n            delegate?.didChange(state: .offline)\n            return\n        }\n        service.fetchStatus { self.delegate?.didChange(state: $0) }\n    }\n}"
            ),
            RuleExample("Sources/Feature/Loader.swift", "func load() { if reachability.isReachable { send() } }"),
            RuleExample(
                "Sources/Feature/Inbox.swift",
                "func reload() {\n    if reachability.isReachable {\n        inbox.refresh(page: 1)\n    } else {\n        inbox.refresh(page: 0)\n    }\n}"
            ),
            RuleExample("Sources/Feature/Inbox.swift", "func open() {\n    if reachability.isReachable {\n        show(page: 1)\n    } else {\n        banner.show(text: offlineText)\n    }\n}"),
            RuleExample("Sources/Feature/Loader.swift", "func load() async throws {\n    guard NetworkMonitor.shared.isConnected else { throw LoadError.offline }\n    try await send()\n}"),
            RuleExample("Sources/Feature/Sync.swift", "func sync() {\n    if connectivity.isOnline, !pending.isEmpty { upload() }\n}"),
            RuleExample("Sources/Feature/Feed.swift", "final class Feed {\n    let reachability = Reachability()\n    func load() { if reachability.isReachable { send() } }\n}"),
            // A type storing a monitor still gates a request in its initializer.
            RuleExample(
                "Sources/Services/InboxPoller.swift",
                "final class InboxPoller {\n    private let manager: NetworkReachabilityManager?\n    init() {\n        manager = NetworkReachabilityManager()\n        if manager?.isReachable == true {\n            fetchInbox()\n        }\n    }\n}"
            ),
            RuleExample(
                "Sources/Infrastructure/Uploader.swift",
                "func upload() throws {\n    guard pathMonitor.currentPath.status == .satisfied else { throw UploadError.offline }\n    try send()\n}"
            ),
            RuleExample("Sources/Feature/Status.swift", "func check() async {\n    if networkUtils.isConnected() {\n        await ping()\n    } else {\n        status = .failure\n    }\n}"),
            RuleExample("Sources/Feature/Updater.swift", "func refresh() async {\n    guard Reachability.connectionType() != .none, let source else { return }\n    await source.fetchUpdates()\n}"),
            RuleExample(
                "Sources/Feature/Avatars.swift",
                "func refreshAvatars() {\n    if NetworkMonitor.shared.isConnected {\n        try? FileManager.default.removeItem(at: avatarsFolder)\n        downloadAvatars()\n    }\n}"
            ),
            RuleExample(
                "Sources/Feature/PairingService.swift",
                "final class PairingService {\n    func resume() {\n        if let pairing {\n            guard monitor.isReachable else {\n                errors.send(.offline)\n                return\n            }\n        }\n        connect(pairing)\n    }\n}"
            ),
            RuleExample(
                "Sources/Feature/SyncCoordinator.swift",
                "final class SyncCoordinator {\n    func handleSyncError(_ error: Error) {\n        guard monitor.isReachable else {\n            banner.show(.offline)\n            return\n        }\n        retrySync()\n    }\n}"
            ),
            RuleExample(
                "Sources/Course/ChapterLoader.swift",
                "struct Chapter {\n    let isReachable: Bool\n}\nfinal class ChapterLoader {\n    let reachabilityService: ReachabilityService\n    func load(_ chapter: Chapter) {\n        guard reachabilityService.isReachable else { return }\n        fetch(chapter)\n    }\n}"
            ),
            RuleExample(
                "Sources/Course/ChapterUploader.swift",
                "final class ConnectionMonitor {\n    var isReachable = true\n}\nfinal class ChapterUploader {\n    let monitor: ConnectionMonitor\n    func upload(_ chapter: Chapter) {\n        guard monitor.isReachable else { return }\n        send(chapter)\n    }\n}"
            ),
            RuleExample(
                "Sources/Course/LessonsInteractor.swift",
                "final class LessonsInteractor {\n    func reload() {\n        if !reachability.isReachable {\n            presenter.presentLessons(.failure(.offline))\n            return\n        }\n        worker.fetchLessons { self.presenter.presentLessons(.success($0)) }\n    }\n}"
            ),
            RuleExample(
                "Sources/Course/UploadGate.swift",
                "func canUpload() -> Bool {\n    guard network.isConnected() else { return false }\n    return true\n}"
            ),
            RuleExample(
                "Sources/Feature/OfflineAwareViewController.swift",
                "import UIKit\n\nclass OfflineAwareViewController: UIViewController {\n    func reloadIfOnline() {\n        if !reachability.isReachable() {\n            showOfflineBanner(text: offlineText)\n            return\n        }\n        reloadFeed()\n    }\n}"
            ),
            // A closure's parameter taking a collection's elements, and a property declared far above: both monitors.
            RuleExample(
                "Sources/Relay/RelayUploader.swift",
                "struct PeerRow {\n    let isReachable: Bool\n}\nfinal class LinkMonitor {\n    var isReachable = true\n}\nfinal class RelayUploader {\n    var links: [LinkMonitor] = []\n    func upload(_ item: Item) {\n        links.forEach { link in\n            guard link.isReachable else { return }\n            send(item)\n        }\n    }\n}"
            ),
            RuleExample(
                "Sources/Relay/HostUploader.swift",
                "final class ConnectionMonitor {\n    func isReachable(_ host: String) -> Bool { true }\n}\nfinal class HostUploader {\n    private let monitor = ConnectionMonitor()\n    func upload(_ item: Item, to host: String) {\n        guard monitor.isReachable(host) else { return }\n        send(item, to: host)\n    }\n}"
            ),
            // A view branch that only hides a button, but the request it skips follows: a precheck.
            RuleExample(
                "Sources/Feature/TransferRowCell.swift",
                "import UIKit\n\nfinal class TransferRowCell: UITableViewCell {\n    func retry(_ transfer: Transfer) {\n        guard Connectivity.current.status != .offline else {\n            resumeButton.isHidden = true\n            return\n        }\n        queue.upload(transfer)\n    }\n}"
            ),
        ],
        nonTriggering: [
            // The branch only picks the text of an error already met, kept in a local the code after it shows either way.
            RuleExample(
                "Sources/Feature/ImportProgress.swift",
                "final class ImportProgress {\n    func finish(failure: ImportFailure) {\n        var message = failure.text\n        if reachability.connection == .unavailable {\n            message = offlineText\n        }\n        banner.update(error: message)\n    }\n}"
            ),
            // The app's own connection monitor, reading the flag when the network changes to publish the state it tracks.
            RuleExample(
                "Sources/Infrastructure/LinkController.swift",
                "final class LinkController: NSObject {\n    var linkState: LinkState = .unknown\n    override init() {\n        super.init()\n        ReachabilityCenter.shared().setReachabilityStatusChange { status in\n            self.checkLinkState()\n        }\n        pathMonitor.pathUpdateHandler = { [weak self] _ in\n            if self?.pathMonitor.currentPath.status == .satisfied { self?.resumeSession() }\n        }\n    }\n    func checkLinkState() {\n        if !ReachabilityCenter.shared().isReachable {\n            linkState = .down\n            notifyLinkState()\n        } else {\n            linkState = .up\n            resumeSession()\n        }\n    }\n    @objc func reachabilityChanged(_ note: Notification) {\n        guard networkMonitor.isReachable else { linkState = .down; return }\n        syncPending()\n    }\n}"
            ),
            RuleExample(
                "Sources/Feature/TransferRowCell.swift",
                "import UIKit\n\nfinal class TransferRowCell: RoundedTableViewCell {\n    func fill(_ transfer: Transfer) {\n        var caption = Strings.waiting\n        if Connectivity.current.status == .offline {\n            caption = Strings.offline\n            resumeButton.isHidden = true\n        } else if transfer.isSyncUpload {\n            caption = Strings.wifiOnly\n        }\n        stateLabel.text = caption\n    }\n}"
            ),
            RuleExample(
                "Sources/Feature/AlbumPagerController.swift",
                "import UIKit\n\nfinal class AlbumPagerController: UIViewController {\n    func cell(at indexPath: IndexPath) -> UICollectionViewCell {\n        if Connectivity.current.status == .offline {\n            let cell = grid.dequeueReusableCell(withReuseIdentifier: \"empty\", for: indexPath) as! EmptyAlbumCell\n            cell.configure(isOffline: true)\n            cell.owner = self\n            return cell\n        }\n        return grid.dequeueReusableCell(withReuseIdentifier: \"photo\", for: indexPath)\n    }\n}"
            ),
            RuleExample(
                "Sources/Settings/HealthCheckViewModel.swift",
                "final class HealthCheckViewModel: ObservableObject {\n    @Published var rows: [CheckRow] = []\n    func runChecks() {\n        Task {\n            for row in rows {\n                if network.isConnected() {\n                    await probe(row)\n                } else {\n                    row.state = .failed\n                }\n                objectWillChange.send()\n            }\n        }\n    }\n}"
            ),
            RuleExample(
                "Sources/Feature/OfflineAwareViewController.swift",
                "import UIKit\n\nclass OfflineAwareViewController: UIViewController {\n    func showBannerIfOffline() {\n        if !reachability.isReachable() {\n            showOfflineBanner(text: offlineText, action: #selector(reloadFeed))\n        }\n    }\n}"
            ),
            RuleExample(
                "Sources/Feature/RedeemCoordinator.swift",
                "final class RedeemCoordinator {\n    func redeem(_ code: String) {\n        client.claim(code) { [weak self, reachability] result in\n            guard case .failure = result else { return }\n            if !reachability.isReachable {\n                self?.presentError(message: L10n.noConnectionTryAgain())\n            } else {\n                self?.presentError(message: Strings.invalidCode)\n            }\n        }\n    }\n}"
            ),
            RuleExample(
                "Sources/Widget/StatusViewModel.swift",
                "final class StatusViewModel {\n    func connectionChanged() {\n        if reachability.connection == .unavailable {\n            delegate?.didChange(state: .offline)\n            return\n        }\n        tunnel.readState { self.delegate?.didChange(state: .connected($0)) }\n    }\n}"
            ),
            // The connectivity service sets the initial status its monitor then tracks.
            RuleExample(
                "Sources/Services/LinkStatusService.swift",
                "final class LinkStatusService: NSObject {\n    private let manager: NetworkReachabilityManager?\n    @objc dynamic var status: LinkStatus\n    override init() {\n        manager = NetworkReachabilityManager()\n        if manager?.isReachable == false {\n            status = .offline\n        } else {\n            status = .online\n        }\n        super.init()\n    }\n}"
            ),
            RuleExample("Sources/Infrastructure/Client.swift", "// NWPathMonitor is not used here\nlet name = \"Reachability\""),
            RuleExample("Sources/Feature/Loader.swift", "catch URLError.notConnectedToInternet { show() }"),
            RuleExample("Sources/Feature/Loader.swift", "let reachable = true"),
            RuleExample("Sources/UI/Banner.swift", "struct Banner: View {\n    var body: some View { Text(NetworkMonitor.shared.isConnected ? \"\" : \"Offline\") }\n}"),
            RuleExample("Sources/Feature/Player.swift", "func play() { if headphones.isConnected { start() } }"),
            RuleExample(
                "Sources/Infrastructure/Reachability.swift",
                "public final class Reachability {\n    private typealias Listener = (Reachability) -> Void\n    func flags() -> SCNetworkReachabilityFlags { SCNetworkReachabilityFlags() }\n}\nprivate extension Reachability {\n    var isReachable: Bool { flags().contains(.reachable) }\n}"
            ),
            RuleExample("Sources/Documents/Opener.swift", "func reopen() throws {\n    guard documentURL.isReachable else { throw OpenError.missing }\n    try read(documentURL)\n}"),
            RuleExample(
                "Sources/Scripts/Runner.swift",
                "extension URL {\n    var isReachable: Bool { (try? checkResourceIsReachable()) == true }\n}\nfunc run(_ script: Script) {\n    if script.location.isReachable { launch(script) }\n}"
            ),
            RuleExample("Sources/Watch/Relay.swift", "func relay(_ message: [String: Any]) {\n    guard WCSession.default.isReachable else { return }\n    if session.isReachable { send(message) }\n}"),
            RuleExample(
                "Sources/Infrastructure/NetworkKindSensor.swift",
                "final class NetworkKindSensor {\n    private let monitor = NWPathMonitor()\n    var kind: String { monitor.currentPath.usesInterfaceType(.wifi) ? \"wifi\" : \"cellular\" }\n    init() { monitor.start(queue: .main) }\n}"
            ),
            RuleExample(
                "Sources/Feature/Diagnostics.swift",
                "func describeNetwork() -> String {\n    let monitor = NWPathMonitor()\n    monitor.start(queue: DispatchQueue(label: \"paths\"))\n    return monitor.currentPath.debugDescription\n}"
            ),
            RuleExample(
                "Sources/UI/EndpointRow.swift",
                "struct EndpointRow: View {\n    let result: ReachabilityResult\n    var body: some View {\n        Text(result.summary).foregroundColor(result.isReachable ? .green : .red)\n    }\n}"
            ),
            RuleExample(
                "Sources/UI/StatusBar.swift",
                "struct StatusBar: View {\n    let networkMonitor: NetworkMonitor\n    var body: some View {\n        if !networkMonitor.isConnected {\n            Text(\"Offline\")\n        }\n    }\n}"
            ),
            RuleExample("Sources/Feature/Updater.swift", "func refresh() async {\n    guard Reachability.connectionType() == .wifi || !wifiOnly else { return }\n    await source.fetchUpdates()\n    if result.kind != .none { log() }\n}"),
            RuleExample(
                "Sources/Feature/CachePurger.swift",
                "func purgeIfStale() {\n    if NetworkMonitor.shared.isConnected {\n        try? FileManager.default.removeItem(at: imagesFolder)\n        lastPurge = Date()\n    }\n}"
            ),
            RuleExample(
                "Sources/Feature/PairingService.swift",
                "final class PairingService {\n    func resume() {\n        guard pairing != nil else { return }\n        guard monitor.isReachable else {\n            errors.send(.offline)\n            return\n        }\n    }\n}"
            ),
            RuleExample(
                "Sources/Feature/SyncCoordinator.swift",
                "final class SyncCoordinator {\n    func presentSyncError(for account: Account, state: SyncState, quietly: Bool = false) {\n        if !Services.shared.monitor.isReachable {\n            if !quietly {\n                banner.show(.offline)\n            }\n            return\n        }\n        guard case let .syncFailed(reason) = state else { return }\n        present(sheet: .failure(account, reason))\n    }\n}"
            ),
            RuleExample(
                "Sources/Course/ChapterList.swift",
                "struct Chapter {\n    let isReachable: Bool\n}\nfunc open(_ chapter: Chapter) {\n    guard chapter.isReachable else { return }\n    openChapter(chapter)\n}"
            ),
            // The package's own peer flag, on a closure's parameter taking the rows of a collection the file declares, and its
            // registry's method on a property declared far above (`private let registry = PeerRegistry()`): not the network.
            RuleExample(
                "Sources/Relay/PeerCounter.swift",
                "struct PeerRow {\n    let isReachable: Bool\n}\nfinal class PeerCounter {\n    var rows: [PeerRow] = []\n    func reachableCount() -> Int {\n        rows.reduce(into: 0) { count, row in\n            if row.isReachable { count += 1 }\n        }\n    }\n}"
            ),
            RuleExample(
                "Sources/Relay/Gateway.swift",
                "final class PeerRegistry {\n    func isReachable(_ peer: String, now: Date) -> Bool { true }\n}\nfinal class Gateway {\n    private let registry = PeerRegistry()\n    func verifiedPeers(_ peers: [String]) -> [String] {\n        let now = Date()\n        return peers.compactMap { peer in\n            guard registry.isReachable(peer, now: now) else { return nil }\n            return peer\n        }\n    }\n}"
            ),
            RuleExample(
                "Sources/Course/Module.swift",
                "final class Module: Entity {\n    func isReachable(in course: Course? = nil) -> Bool { isActive && (course?.enrolled ?? false) }\n}\nfunc next(after targetModule: Module) {\n    if targetModule.isReachable() { unlock() }\n}"
            ),
            RuleExample(
                "Sources/Course/LessonsInteractor.swift",
                "final class LessonsInteractor {\n    func didLoadCache(isEmpty: Bool) {\n        if isOnline {\n            presenter.presentLessons(.loading)\n        } else if isEmpty && !reachability.isReachable {\n            presenter.presentLessons(.failure(.offline))\n        }\n    }\n}"
            ),
            RuleExample(
                "Sources/Infrastructure/OutboxRetryWaker.swift",
                "final class OutboxRetryWaker {\n    let onRetry: () -> Void\n    init(onRetry: @escaping () -> Void) { self.onRetry = onRetry }\n}\nextension OutboxRetryWaker: Subscriber {\n    func receive(_ update: NetworkStatusUpdate) -> Subscribers.Demand {\n        if update.isOnline {\n            onRetry()\n            return .none\n        }\n        return .unlimited\n    }\n}"
            ),
            RuleExample(
                "Sources/App/AppState+Badge.swift",
                "extension AppState {\n    var updateBadge: UpdateBadge? {\n        guard let release = latestRelease else { return nil }\n        if !network.isConnected() {\n            return .available\n        }\n        return release.isRequired ? .required : .available\n    }\n}"
            ),
        ]
    )

    /// A monitor's flag read in a condition, and a member whose chain may name a peer, need the tokens around them.
    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        let members = NameFilter(context.strings("conditionMembers") + context.strings("memberNames"))
        let offlineCases = NameFilter(context.strings("offlineCases"))
        return file.model.references.contains { $0.base != nil && (members.contains($0.name) || ($0.base == "" && offlineCases.contains($0.name))) }
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let types = context.strings("typeNames")
        let members = NameFilter(context.strings("memberNames"))
        let conditionMembers = NameFilter(context.strings("conditionMembers"))
        let tokens = file.tokens
        var violations: [Violation] = []
        if context.flag("reportMonitorTypes") {
            for reference in file.model.references where reference.base == nil && types.contains(where: { reference.name.hasPrefix($0) }) {
                guard !isInsideMonitor(reference.enclosingType, file.model.types, types),
                      !file.model.types.contains(where: { $0.name == reference.name && $0.line == Int(reference.line) }) else { continue }
                violations.append(Violation(reference, "'\(reference.name)' checks connectivity; send the request and handle its error instead"))
            }
        }
        let references = file.model.references
        let compared = Self.membersComparedWithOfflineCase(references, tokens, context.stringSet("offlineCases"))
        // Most references name no monitor: they are skipped in place, and the options the checks below read are
        // fetched only for a file holding a candidate.
        let candidates = references.indices.filter { offset in
            guard let base = references[offset].base else { return false }
            let name = references[offset].name
            return members.contains(name) || conditionMembers.contains(name)
                || !base.isEmpty && compared.contains(Self.key(references[offset].line, references[offset].column))
        }
        guard !candidates.isEmpty else { return violations }
        let words = context.strings("networkWords")
        let peerWords = context.strings("peerWords")
        let displaySuffixes = context.strings("displayModelSuffixes")
        let localPolicy = LocalPolicy(storageTypes: context.stringSet("localStorageTypes"), requestWords: context.strings("requestWords"))
        // After a failure, retrying is the request a check would gate.
        let errorPolicy = LocalPolicy(storageTypes: [], requestWords: context.strings("requestWords") + ["retry"])
        let fileTypes = context.strings("fileTypes")
        let offlineView = OfflineViewBranch(requestWords: context.strings("requestWords"))
        for offset in candidates {
            let reference = references[offset]
            let isMember = members.contains(reference.name)
            guard !isInsideMonitor(reference.enclosingType, file.model.types, types), !isInsideView(reference.enclosingType, file.model.types, context.index),
                  let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
                  let keyword = conditionKeyword(of: position, in: tokens), !localPolicy.isGuarded(by: keyword, in: tokens),
                  !localPolicy.branchesDifferOnlyInArguments(ifAt: keyword, in: tokens),
                  !((isInsideDisplayModel(reference.enclosingType, file.model.types, displaySuffixes)
                      || localPolicy.onlyShowsState(branchOf: keyword, in: tokens, selfDisplays: isInsideScreenClass(reference.enclosingType, file.model.types, context.index)))
                      && localPolicy.sendsNoRequest(from: keyword, in: tokens)),
                  !(offlineView.onlySetsView(branchOf: keyword, in: tokens) && offlineView.sendsNoRequest(from: keyword, in: tokens)
                      && (isInsideScreenClass(reference.enclosingType, file.model.types, context.index) || isInsideNamedScreenClass(reference.enclosingType, file.model.types))),
                  !endsFunction(guardAt: keyword, in: tokens), !reactsToNetworkChange(keyword, in: tokens, words),
                  !(presentsError(around: keyword, in: tokens) && errorPolicy.sendsNoRequest(from: keyword, in: tokens)),
                  !(LocalValuePick.onlyAssignsLocals(ifAt: keyword, in: tokens) && errorPolicy.sendsNoRequest(from: keyword, in: tokens)),
                  !(initializesOwnMonitor(keyword, reference.enclosingType, file.model.types, types, in: tokens) && localPolicy.sendsNoRequest(from: keyword, in: tokens))
            else { continue }
            let chain = chain(endingBefore: position, in: tokens)
            let names = { (list: [String]) in chain.contains { part in list.contains { part.lowercased().contains($0) } } }
            guard isMember
                ? !names(peerWords) && (names(words) || !isFileCheck(reference.name, chain, fileTypes, context.index)
                    && !isDomainMember(reference.name, of: chain.first, before: position, in: tokens, words + Self.monitorWords + types.map { $0.lowercased() }, context.index))
                : names(words) else { continue }
            violations.append(Violation(reference, "'\(reference.name)' checks connectivity before acting; send the request and handle its error instead"))
        }
        return violations
    }

    /// `func reconnect() { …; guard monitor.isReachable else { report(.offline); return } }`: a `guard` that is the last
    /// statement of a function body gates nothing; its only effect is its `else` branch, which reports the state.
    private func endsFunction(guardAt keyword: Int, in tokens: [Token]) -> Bool {
        guard tokens[keyword].text == "guard", let end = TokenLookup.bodyEnd(from: keyword, in: tokens), end + 1 < tokens.count,
              tokens[end + 1].kind == .punctuation, tokens[end + 1].text == "}",
              let opener = TokenLookup.enclosingBrace(of: keyword, tokens, within: 4096) else { return false }
        return functionName(opening: opener, in: tokens) != nil
    }

    /// The check runs when the network changes: inside a closure a monitor calls on a change (`manager.setReachabilityStatusChange
    /// { … }`, `monitor.pathUpdateHandler = { … }`, `reachability.whenReachable = { … }`, an observer of `.reachabilityChanged`),
    /// in a function named for one (`reachabilityChanged(_:)`), or in a function of the file every call of which sits in such
    /// a closure. The app's own connection monitor tracks the network there (it publishes the state it read); it gates no
    /// request, and a function also called from elsewhere (before a request) stays a check.
    private func reactsToNetworkChange(_ keyword: Int, in tokens: [Token], _ words: [String]) -> Bool {
        var position = keyword
        for _ in 0..<8 {
            guard let opener = TokenLookup.enclosingBrace(of: position, tokens, within: 4096) else { return false }
            if isChangeHandler(opening: opener, in: tokens, words) { return true }
            if let name = functionName(opening: opener, in: tokens) {
                if namesNetworkChange([name], words, asFunction: true) { return true }
                guard name != "init" else { return false }
                let calls = tokens.indices.filter { offset in
                    tokens[offset].kind == .identifier && tokens[offset].text == name && offset + 1 < tokens.count && tokens[offset + 1].text == "("
                        && !(offset > 0 && tokens[offset - 1].kind == .keyword && tokens[offset - 1].text == "func")
                }
                return !calls.isEmpty && calls.allSatisfy { isInsideChangeHandler($0, in: tokens, words) }
            }
            position = opener
        }
        return false
    }

    /// `override init() { if NetworkReachabilityManager()?.isReachable == false { status = .offline } … }` in a type storing a
    /// monitor (`private let manager: NetworkReachabilityManager?`, `typeNames`): the connectivity service sets the initial
    /// state it then tracks; it guards no request (asked only when nothing named like one follows).
    private func initializesOwnMonitor(_ keyword: Int, _ enclosing: Int32, _ declared: [TypeDecl], _ monitorNames: [String], in tokens: [Token]) -> Bool {
        guard enclosing >= 0, declared[Int(enclosing)].members.contains(where: { member in
            member.propertyType.map { type in monitorNames.contains(where: type.name.hasPrefix) } == true
        }) else { return false }
        var position = keyword
        for _ in 0..<8 {
            guard let opener = TokenLookup.enclosingBrace(of: position, tokens, within: 4096) else { return false }
            if let name = functionName(opening: opener, in: tokens) { return name == "init" }
            position = opener
        }
        return false
    }

    /// The call at `position` sits in a change handler's closure before it reaches a function's body.
    private func isInsideChangeHandler(_ position: Int, in tokens: [Token], _ words: [String]) -> Bool {
        var current = position
        for _ in 0..<8 {
            guard let opener = TokenLookup.enclosingBrace(of: current, tokens, within: 4096) else { return false }
            if isChangeHandler(opening: opener, in: tokens, words) { return true }
            if functionName(opening: opener, in: tokens) != nil { return false }
            current = opener
        }
        return false
    }

    /// The closure opening at `opener` is handed to a network change: assigned to, or trailing a call of, a member naming the
    /// network and a change (`pathUpdateHandler`, `whenReachable`, `setReachabilityStatusChange`), or trailing a call one of
    /// whose arguments does (`addObserver(forName: .reachabilityChanged, …) { … }`).
    private func isChangeHandler(opening opener: Int, in tokens: [Token], _ words: [String]) -> Bool {
        guard opener >= 2 else { return false }
        // `func receive(_ update: ReachabilityUpdate) -> Subscribers.Demand {`: the parameters are before the result.
        if let parameters = parametersClosing(beforeResultOf: opener, in: tokens), let opening = Parentheses.opening(closing: parameters, in: tokens) {
            return tokens[opening..<parameters].contains { $0.kind == .identifier && namesNetworkChange([$0.text], words) }
        }
        let before = tokens[opener - 1]
        if before.text == "=" || before.kind == .identifier {
            let member = before.kind == .identifier ? opener - 1 : opener - 2
            guard tokens[member].kind == .identifier else { return false }
            return namesNetworkChange([tokens[member].text] + chain(endingBefore: member, in: tokens), words)
        }
        guard before.kind == .punctuation, before.text == ")", let opening = Parentheses.opening(closing: opener - 1, in: tokens), opening > 0 else { return false }
        let names = tokens[(opening - 1)..<(opener - 1)].filter { $0.kind == .identifier }.map(\.text)
        return names.contains { namesNetworkChange([$0], words) } || namesNetworkChange([tokens[opening - 1].text] + chain(endingBefore: opening - 1, in: tokens), words)
    }

    /// The `)` closing a function's parameters when the body at `opener` follows a result type (`) async throws -> T {`).
    private func parametersClosing(beforeResultOf opener: Int, in tokens: [Token]) -> Int? {
        var current = opener - 1
        var depth = 0
        while current > 0, opener - current < 32 {
            let text = tokens[current].text
            if text == ")" || text == "]" || text == ">" { depth += 1 } else if text == "(" || text == "[" || text == "<" { depth -= 1 }
            if text == "{" || text == "}" || text == "=" || text == "in" { return nil }
            if depth == 0, text == "->" {
                var close = current - 1
                while close > 0, tokens[close].kind == .keyword, ["async", "throws", "rethrows"].contains(tokens[close].text) { close -= 1 }
                return tokens[close].text == ")" ? close : nil
            }
            current -= 1
        }
        return nil
    }

    /// Some of `names` name the network (`networkWords`, or `pathUpdateHandler`) and one names a change (`change`, `update`,
    /// `listen`, or a leading `when`, as `whenReachable`); a function is named for one only by a `change` (`reachabilityChanged`:
    /// `syncWhenOnline` is a precheck).
    private func namesNetworkChange(_ names: [String], _ words: [String], asFunction: Bool = false) -> Bool {
        let lowered = names.map { $0.lowercased() }
        return lowered.contains { name in (words + ["pathupdatehandler"]).contains { name.contains($0) } }
            && lowered.contains { name in
                asFunction ? name.contains("change") : ["change", "update", "listen"].contains { name.contains($0) } || name.hasPrefix("when")
            }
    }

    /// Inside a function named for an error or failure it presents or handles (`presentBalanceError`, `showLoadFailure`):
    /// it runs after something already failed, and a check there picks which error is shown.
    private func presentsError(around keyword: Int, in tokens: [Token]) -> Bool {
        var position = keyword
        for _ in 0..<8 {
            guard let opener = TokenLookup.enclosingBrace(of: position, tokens, within: 4096) else { return false }
            if let name = functionName(opening: opener, in: tokens) {
                return words(of: name).contains { Self.errorWords.contains($0) }
            }
            position = opener
        }
        return false
    }

    private static let errorWords: Set<String> = ["error", "errors", "failure", "failures"]

    /// `presentBalanceError` → `present`, `balance`, `error`.
    private func words(of name: String) -> [String] {
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(contentsOf: character.lowercased())
        }
        return words
    }

    /// The name of the function (or `init`) whose body the `{` at `opener` opens: read back over its signature (argument
    /// lists, result, effects, generic clause) to `func`; `nil` for any other block (a branch, a closure, an accessor).
    private func functionName(opening opener: Int, in tokens: [Token]) -> String? {
        var position = opener - 1
        while position >= 0, opener - position < 256 {
            let token = tokens[position]
            if token.kind == .punctuation, token.text == ")" || token.text == "]" {
                position = openingBracket(of: position, in: tokens)
            } else if token.kind == .punctuation, token.text == "{" || token.text == "}" || token.text == ";" {
                return nil
            } else if token.kind == .keyword {
                if token.text == "func" { return position + 1 < opener ? tokens[position + 1].text : nil }
                if token.text == "init" { return "init" }
                if Self.blockKeywords.contains(token.text) { return nil }
            }
            position -= 1
        }
        return nil
    }

    /// Keywords that open a block other than a function body, or start a statement before one.
    private static let blockKeywords: Set<String> = [
        "if", "guard", "while", "for", "switch", "else", "do", "catch", "repeat", "defer", "in", "return", "let", "var", "case", "get", "set",
    ]

    /// The `(` or `[` matching the `)` or `]` at `close` (or the file's start).
    private func openingBracket(of close: Int, in tokens: [Token]) -> Int {
        var depth = 0
        var position = close
        while position >= 0 {
            if tokens[position].kind == .punctuation {
                if tokens[position].text == ")" || tokens[position].text == "]" { depth += 1 }
                if tokens[position].text == "(" || tokens[position].text == "[" { depth -= 1 }
                if depth == 0 { return position }
            }
            position -= 1
        }
        return 0
    }

    /// `fileURL.isReachable`, or a member the package adds to `URL`: whether a file exists.
    private func isFileCheck(_ member: String, _ chain: [String], _ fileTypes: [String], _ index: PackageIndex) -> Bool {
        chain.first?.lowercased().hasSuffix("url") == true
            || index.modules.contains { module in fileTypes.contains { index.extensionMembers(of: $0, in: module).contains(member) } }
    }

    /// `section.isReachable` where the receiver's type (its annotation `section: Section`, or a type its name ends with,
    /// `targetSection`) is one the package declares the member on and whose name says nothing of the network: the
    /// app's own flag (a lesson unlocked), not connectivity.
    private func isDomainMember(_ member: String, of receiver: String?, before position: Int, in tokens: [Token], _ words: [String], _ index: PackageIndex) -> Bool {
        guard let receiver, receiver.first?.isLowercase == true else { return false }
        var candidates = suffixTypeNames(of: receiver)
        if let annotated = annotatedType(of: receiver, before: position, in: tokens) { candidates.insert(annotated, at: 0) }
        let declares = { (type: String) in
            !words.contains { type.lowercased().contains($0) }
                && ([nil] + index.modules.map { Optional($0) }).contains { index.members(of: type, in: $0).contains(member) }
        }
        if candidates.contains(where: declares) { return true }
        // Not annotated nearby: a closure's parameter iterating a collection of the file (`rows.reduce(…) { counts, row in }`),
        // or a property the file declares far above (`private let registry = PeerRegistry()`). A receiver named like a monitor stays one.
        let lowered = receiver.lowercased()
        guard !words.contains(where: { lowered.contains($0) }) else { return false }
        return [ReceiverTypes.iteratedElementType(of: receiver, before: position, in: tokens), ReceiverTypes.declaredType(of: receiver, in: tokens)]
            .contains { $0.map(declares) == true }
    }

    /// Words that make a type declaring `isReachable` a connectivity monitor even without a network word (`ConnectionMonitor`).
    private static let monitorWords = ["monitor", "connection"]

    /// `targetSection` → `TargetSection`, `Section`: the types a name ending in one would hold.
    private func suffixTypeNames(of name: String) -> [String] {
        var names: [String] = []
        var current = ""
        for character in name.reversed() {
            current.insert(character, at: current.startIndex)
            if character.isUppercase { names.append(current) }
        }
        names.append(name.prefix(1).uppercased() + name.dropFirst())
        return names
    }

    /// `section: SectionPlainObject` (a parameter or a property) declared before `position` in the file.
    private func annotatedType(of name: String, before position: Int, in tokens: [Token]) -> String? {
        var current = position - 1
        while current >= 0, position - current < 4096 {
            if tokens[current].kind == .identifier, tokens[current].text == name, current + 2 < tokens.count,
               tokens[current + 1].text == ":", tokens[current + 2].kind == .identifier, tokens[current + 2].text.first?.isUppercase == true {
                return tokens[current + 2].text
            }
            current -= 1
        }
        return nil
    }

    /// Where each member compared with a case meaning no connection is written (`monitor.status == .offline`,
    /// `reachability.connection() != .none`), as `key(line, column)`: found back from the cases, which few files hold, so
    /// the other references need no token lookup.
    private static func membersComparedWithOfflineCase(_ references: [Reference], _ tokens: [Token], _ offlineCases: Set<String>) -> Set<Int64> {
        var compared: Set<Int64> = []
        for offset in references.indices where references[offset].base == "" && offlineCases.contains(references[offset].name) {
            guard let written = TokenLookup.position(line: Int(references[offset].line), column: Int(references[offset].column), in: tokens),
                  written >= 3, tokens[written - 1].kind == .punctuation, tokens[written - 1].text == ".",
                  tokens[written - 2].kind == .operator, tokens[written - 2].text == "==" || tokens[written - 2].text == "!=" else { continue }
            var subject = written - 3
            // A call compared whole: its name sits before the `(` matching the `)`.
            if tokens[subject].kind == .punctuation, tokens[subject].text == ")" {
                guard let opening = Parentheses.opening(closing: subject, in: tokens), opening > 0 else { continue }
                subject = opening - 1
            }
            compared.insert(key(tokens[subject].line, tokens[subject].column))
        }
        return compared
    }

    private static func key(_ line: Int32, _ column: Int32) -> Int64 { Int64(line) << 32 | Int64(column) }

    /// Inside the body of a type named like a monitor (or its extension): the monitor's own implementation.
    private func isInsideMonitor(_ enclosing: Int32, _ declared: [TypeDecl], _ monitorNames: [String]) -> Bool {
        isInside(enclosing, declared) { type in monitorNames.contains(where: type.name.hasPrefix) }
    }

    /// Inside a type named like a view model or presenter (`TodayViewModel`, or its extension).
    private func isInsideDisplayModel(_ enclosing: Int32, _ declared: [TypeDecl], _ suffixes: [String]) -> Bool {
        isInside(enclosing, declared) { type in suffixes.contains(where: type.name.hasSuffix) }
    }

    /// Inside a SwiftUI view: a condition there chooses what to show, it sends nothing.
    private func isInsideView(_ enclosing: Int32, _ declared: [TypeDecl], _ index: PackageIndex) -> Bool {
        let matcher = SwiftUIViewMatcher()
        return isInside(enclosing, declared) { matcher.isView($0, index) }
    }

    /// Inside a UIKit or AppKit view or view controller (a subclass, however deep, of a framework view class): a `show…` it
    /// calls on itself displays a state, as a SwiftUI view's condition does.
    private func isInsideScreenClass(_ enclosing: Int32, _ declared: [TypeDecl], _ index: PackageIndex) -> Bool {
        isInside(enclosing, declared) { type in
            type.kind != .protocol && ([type.name] + type.inheritance.map(\.name) + index.supertypes(of: type.name)).contains { ancestor in
                Self.screenRoots.contains(ancestor) || index.declarations(named: ancestor).isEmpty && MainActorClasses.isFrameworkViewClass(ancestor)
            }
        }
    }

    private static let screenRoots: Set<String> = ["UIViewController", "UIView", "NSViewController", "NSView", "NSWindowController"]

    /// A subclass named like a cell, view or controller (`final class UploadCell: InsetTableViewCell`) whose framework
    /// ancestry runs through a library the lint does not see.
    private func isInsideNamedScreenClass(_ enclosing: Int32, _ declared: [TypeDecl]) -> Bool {
        isInside(enclosing, declared) { type in
            type.kind == .class && !type.inheritance.isEmpty && ([type.name] + type.inheritance.map(\.name)).contains { name in
                Self.screenNameSuffixes.contains(where: name.hasSuffix)
            }
        }
    }

    private static let screenNameSuffixes = ["Cell", "ViewController", "View"]

    /// The enclosing type, or one it is nested in, matches.
    private func isInside(_ enclosing: Int32, _ declared: [TypeDecl], where matches: (TypeDecl) -> Bool) -> Bool {
        var owner = enclosing >= 0 ? Int(enclosing) : nil
        while let current = owner {
            if matches(declared[current]) { return true }
            owner = declared[current].parent
        }
        return false
    }

    /// `NetworkMonitor.shared` for the `isConnected` of `NetworkMonitor.shared.isConnected`.
    private func chain(endingBefore position: Int, in tokens: [Token]) -> [String] {
        var parts: [String] = []
        var current = position - 2
        while current >= 0, tokens[current].kind == .identifier || tokens[current].kind == .keyword {
            parts.append(tokens[current].text)
            guard current >= 2, tokens[current - 1].kind == .punctuation, tokens[current - 1].text == "." else { break }
            current -= 2
        }
        return parts
    }

    /// The `if`, `guard` or `while` whose condition holds the token (before its body brace), if any.
    private func conditionKeyword(of position: Int, in tokens: [Token]) -> Int? {
        var current = position - 1
        var parentheses = 0
        while current >= 0, position - current < 64 {
            let token = tokens[current]
            if token.kind == .punctuation {
                switch token.text {
                case ")": parentheses += 1
                case "(": if parentheses == 0 { return nil } else { parentheses -= 1 }
                case "{", "}", ";": return nil
                default: break
                }
            }
            if token.kind == .keyword, token.text == "if" || token.text == "guard" || token.text == "while" { return current }
            if token.kind == .operator, token.text == "?", token.followsSpace, parentheses == 0 { return nil }
            current -= 1
        }
        return nil
    }
}

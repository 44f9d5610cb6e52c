import GuardrailsCore

/// Files adapting a persistence, network or media framework (or TCA 0.x publishers) whichever layer their module is in:
/// they may expose change streams (`adapterFrameworks`) as an infrastructure adapter does.
enum FrameworkAdapterFiles {
    /// The file retrofits a framework type onto a protocol of the package: the adapter behind a boundary.
    static func isFrameworkAdapter(_ file: LintFile, _ index: PackageIndex) -> Bool {
        file.model.types.contains { type in
            type.kind == .extension && index.declarations(named: type.name).isEmpty
                && type.inheritance.contains { inherited in index.declarations(named: inherited.name).contains { $0.kind == .protocol } }
        }
    }

    /// The file imports a persistence framework itself (`storeFrameworks`: `import CoreData` beside the fetched-results
    /// controller it drives): it is that store's adapter, whichever layer its module was put in. A file only importing
    /// the package's own infrastructure modules is their client, and stays checked.
    /// A view model or presenter importing one (`RelationshipViewModel` publishing what it reads) is presentation code still.
    static func drivesStoreFramework(_ file: LintFile, _ context: RuleContext) -> Bool {
        let stores = context.stringSet("storeFrameworks")
        guard !stores.isEmpty, file.model.imports.contains(where: { stores.contains($0.module) }) else { return false }
        return !file.model.types.contains { type in PresentationStateHolders.presentationSuffixes.contains(where: type.name.hasSuffix) }
    }

    /// `extension APIService` in `APIService+Account.swift`, where the module's own `APIService` is declared in a file driving a
    /// persistence framework: the rest of that store adapter, split over files, which may expose change streams as its main
    /// file does. Only a file of such extensions (no presentation type) counts, and only when it imports an adapter framework.
    static func extendsStoreAdapter(_ file: LintFile, _ context: RuleContext) -> Bool {
        let stores = context.stringSet("storeFrameworks")
        let adapterFrameworks = context.stringSet("adapterFrameworks")
        let topLevel = file.model.types.filter { $0.parent == nil }
        guard !stores.isEmpty, !topLevel.isEmpty, file.model.imports.contains(where: { adapterFrameworks.contains($0.module) }),
              topLevel.allSatisfy({ $0.kind == .extension && !PresentationStateHolders.presentationSuffixes.contains(where: $0.name.hasSuffix) }) else { return false }
        return topLevel.allSatisfy { type in
            context.index.declarations(named: type.name).contains { declaration in
                declaration.kind != .extension && declaration.module == file.module && declaration.path != file.path
                    && !context.index.imports(ofFile: declaration.path).isDisjoint(with: stores)
            }
        }
    }

    /// `return session.dataTaskPublisher(for: request)` in a file naming `URLSession`: it sends requests itself, the network
    /// adapter whichever layer its module was put in, and may expose the response as a publisher. Asked only of a file
    /// importing an adapter framework; one holding observable state (`@Published`, `ObservableObject`) or a presentation
    /// type imports it for that state, and stays checked.
    static func performsNetworkIO(_ file: LintFile, _ context: RuleContext) -> Bool {
        let adapterFrameworks = context.stringSet("adapterFrameworks")
        guard file.model.imports.contains(where: { adapterFrameworks.contains($0.module) }) else { return false }
        let references = file.model.references
        guard references.contains(where: { $0.base != nil && $0.hasArguments && Self.sessionTaskCalls.contains($0.name) }),
              references.contains(where: { $0.name == "URLSession" && $0.base == nil || $0.base == "URLSession" }) else { return false }
        return !PresentationStateHolders.holdsPresentationState(file)
    }

    /// `import StreamKitWebRTC` or `import AVFoundation` beside `import Combine` in a file declaring only types named as
    /// adapters (`final class CameraTrackAdapter`) and holding no observable state: a media adapter (a track or
    /// capture-session wrapper) whichever layer its module was put in, which may publish the events of the media it drives
    /// (`PassthroughSubject<TrackEvent, Never>`). A module counts when its name is one of `mediaFrameworks` or ends in one
    /// (a vendor's WebRTC build). A store, middleware or coordinator importing the same framework is logic, and checked.
    static func drivesMediaFramework(_ file: LintFile, _ context: RuleContext) -> Bool {
        let media = context.strings("mediaFrameworks")
        let adapterFrameworks = context.stringSet("adapterFrameworks")
        guard !media.isEmpty, file.model.imports.contains(where: { adapterFrameworks.contains($0.module) }),
              file.model.imports.contains(where: { imported in media.contains { imported.module.hasSuffix($0) } }) else { return false }
        let declared = file.model.types.filter { $0.parent == nil && $0.kind != .extension }
        return !declared.isEmpty && declared.allSatisfy { isMediaAdapterType($0, context.index) } && !PresentationStateHolders.holdsPresentationState(file)
    }

    /// `final class CameraTrackAdapter`, or a media engine adopting a protocol of the package (`final class StreamPlayer:
    /// PlaybackEngine`): the adapter behind that boundary. A store, middleware, coordinator or presentation type is logic.
    private static func isMediaAdapterType(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        if type.name.hasSuffix("Adapter") { return true }
        guard type.kind == .class || type.kind == .struct || type.kind == .actor,
              !Self.mediaLogicSuffixes.contains(where: type.name.hasSuffix) else { return false }
        return type.inheritance.contains { inherited in index.declarations(named: inherited.name).contains { $0.kind == .protocol && !$0.isTest } }
    }

    /// How the names of logic types end: importing a media framework does not make them its adapter.
    private static let mediaLogicSuffixes = ["Store", "Middleware", "Coordinator", "Reducer", "ViewModel", "Presenter", "ViewState", "UseCase", "Interactor"]

    /// URLSession's calls that send a request: its async data, upload and download APIs, their tasks and the data task's publisher.
    private static let sessionTaskCalls: Set<String> = [
        "dataTaskPublisher", "dataTask", "uploadTask", "downloadTask", "data", "upload", "download", "bytes", "webSocketTask",
    ]

    /// TCA before 1.0, whose `Effect` is a Combine publisher: a file bridging publishers into effects
    /// (`Just(value).eraseToEffect()`) uses Combine as the architecture's effect type, a dependency it has already.
    static func buildsPublisherEffects(_ file: LintFile) -> Bool {
        file.model.imports.contains { $0.module == "ComposableArchitecture" }
            && file.model.references.contains { $0.base != nil && Self.publisherEffectBridges.contains($0.name) }
    }

    /// TCA 0.x operators turning a publisher into an `Effect`.
    private static let publisherEffectBridges: Set<String> = ["eraseToEffect", "catchToEffect"]
}

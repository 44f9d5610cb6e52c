extension DeclarationTraits {
    /// The platform's HTTP session: a class whose body reaches it (`let session = URLSession.shared`, `URLSession(configuration:)`)
    /// sends requests itself, whether or not it stores the session.
    private static let networkSessionName = "URLSession"
    /// Foundation's launcher of another program: a type building one (`Process()`) is the adapter to that program.
    private static let processName = "Process"
    /// Libraries whose HTTP client a type's body may name instead: a server framework's injected client (`client: Client` of
    /// Vapor) or an HTTP library's session (`private let session: Session` of Alamofire). Named in a file importing the
    /// library, it is that client, not a package type of the same name.
    /// Alamofire's session was named `SessionManager` before its fifth version. The platform's web sign-in session
    /// (`ASWebAuthenticationSession`) talks to the sign-in server in the system's browser: the adapter to that server.
    private static let serverClients: [(module: String, type: String)] = [
        ("Vapor", "Client"), ("Alamofire", "Session"), ("Alamofire", "SessionManager"), ("AuthenticationServices", "ASWebAuthenticationSession"),
    ]

    /// The objects of system services whose answers come only asynchronously or through a completion (the notification center's
    /// pending requests, the VPN preferences, the health store, the photo library, CloudKit): a type naming one waits on the
    /// system, whether its file imports the framework or gets it through UIKit.
    private static let asyncSystemServiceNames: Set = [
        "UNUserNotificationCenter", "NEVPNManager", "NETunnelProviderManager", "NEHotspotConfigurationManager", "HKHealthStore",
        "PHPhotoLibrary", "PHImageManager", "CKContainer", "CKDatabase",
    ]

    /// Every name of `asyncSystemServiceNames` starts with a two-letter framework prefix and a capital (`UNUser…`, `HKHealth…`):
    /// checking three bytes spares hashing the many references that cannot be one.
    @inline(__always)
    private static func startsWithThreeCapitals(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        for _ in 0..<3 {
            guard let byte = bytes.next(), byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") else { return false }
        }
        return true
    }

    /// `reachesNetwork` for classes, actors and their extensions that name `URLSession` (or a library's session) in their body, not observable (a
    /// screen's state) and not a view or a controller (screens that fetch are screens), for structs so naming it that adopt a
    /// protocol other than a view's (`struct ReceiptUploader: ReceiptSending`, the adapter behind a port, not a screen's
    /// `View` nor a view model), and for caseless enums of static
    /// requests (`enum MailerAPI { static func send(…, client: Client) }`), and for protocols requiring the session that the
    /// file extends: the network adapters of an app that keeps no session in a property. One walk of the file's references, kept only where the name occurs.
    /// The same walk keeps the types whose body calls a keychain item function (`SecItemCopyMatching(…)`) or names a `Process`
    /// (`let process = Process()`, a program it launches): `system`; and those naming an async system service's object
    /// (`UNUserNotificationCenter.current()`): `awaitsSystem`.
    static func networkClients(in model: SourceModel) -> (network: Set<Int>, system: Set<Int>, awaitsSystem: Set<Int>) {
        let clientNames = Set(serverClients.filter { client in model.imports.contains { $0.module == client.module } }.map(\.type))
        var found = Set<Int>()
        var keychain = Set<Int>()
        var services = Set<Int>()
        // Reads each reference in place: a loop variable would copy every reference the walk passes.
        let references = model.references
        for position in references.indices where references[position].enclosingType >= 0 && references[position].base == nil {
            if references[position].name == networkSessionName || clientNames.contains(references[position].name) {
                found.insert(Int(references[position].enclosingType))
            } else if references[position].name == processName || references[position].hasArguments && isKeychainItemCall(references[position].name) {
                keychain.insert(Int(references[position].enclosingType))
            } else if startsWithThreeCapitals(references[position].name), asyncSystemServiceNames.contains(references[position].name) {
                services.insert(Int(references[position].enclosingType))
            }
        }
        return (networkClients(found, in: model), systemClients(keychain, in: model), systemClients(services, in: model))
    }

    /// `reachesNetwork` for the types `networkClients` admits whose property swift-dependencies fills with its `URLSession`
    /// (`@Dependency(\.urlSession) var session`), in a file importing that library: the session reached through the library's
    /// own key. Only such files' wrapped members are looked at, a few tokens before each.
    static func sessionDependencyClients(in model: SourceModel, tokens: [Token]) -> Set<Int> {
        guard model.imports.contains(where: { $0.module == "Dependencies" || $0.module == "ComposableArchitecture" }) else { return [] }
        var found = Set<Int>()
        for (position, type) in model.types.enumerated() {
            for member in type.members where member.kind == .variable && member.attributes.contains("Dependency") {
                guard let start = SynchronizedCells.firstToken(line: member.line, column: member.column, in: tokens) else { continue }
                if tokens[max(0, start - 8)..<start].contains(where: { $0.text == "urlSession" }) { found.insert(position) }
            }
        }
        return networkClients(found, in: model)
    }

    /// `SecItemAdd`, `SecItemCopyMatching`, `SecItemUpdate`, `SecItemDelete`: the length and first byte are checked before the
    /// prefix, which most calls' names never reach.
    private static func isKeychainItemCall(_ name: String) -> Bool {
        let bytes = name.utf8
        return bytes.count >= 10 && bytes.first == UInt8(ascii: "S") && name.hasPrefix("SecItem")
    }

    /// Classes, actors, structs and their extensions among `found`, neither observable nor a view, a controller or a view model.
    private static func systemClients(_ found: Set<Int>, in model: SourceModel) -> Set<Int> {
        guard !found.isEmpty else { return [] }
        let types = model.types
        return found.filter { index in
            guard index < types.count else { return false }
            let type = types[index]
            return [.class, .actor, .struct, .extension].contains(type.kind) && !type.name.hasSuffix("ViewModel") && !isScreen(type)
        }
    }

    /// A screen or its state (observable, an `ObservableObject`, a `…Controller` or a `…View`): one that fetches or stores is
    /// still a screen, not the adapter the traits describe.
    private static func isScreen(_ type: TypeDecl) -> Bool {
        type.attributes.contains("Observable") || type.inheritance.contains { inherited in
            inherited.name == "ObservableObject" || inherited.name.hasSuffix("Controller") || inherited.name.hasSuffix("View")
        }
    }

    private static func networkClients(_ found: Set<Int>, in model: SourceModel) -> Set<Int> {
        guard !found.isEmpty else { return [] }
        let types = model.types
        return found.filter { index in
            guard index < types.count else { return false }
            let type = types[index]
            if type.kind == .enum { return !type.members.contains { $0.kind == .enumCase } }
            // A protocol requiring the session whose own extension in the file sends the requests (`extension Backend {
            // func fetch(…) { session.dataTaskPublisher(…) } }`): the HTTP layer its conformers only configure.
            if type.kind == .protocol { return types.contains { $0.kind == .extension && $0.name == type.name } }
            let adoptingStruct = type.kind == .struct && !type.inheritance.isEmpty && !type.name.hasSuffix("ViewModel")
            return (type.kind == .class || type.kind == .actor || type.kind == .extension || adoptingStruct) && !isScreen(type)
        }
    }

    /// What `FileManager.default` only asks or locates with: a type using it for nothing else walks and writes no file.
    private static let fileLookups: Set<String> = [
        "fileExists", "isReadableFile", "isWritableFile", "isExecutableFile", "isDeletableFile", "urls", "url", "temporaryDirectory",
        "homeDirectoryForCurrentUser", "currentDirectoryPath", "containerURL", "displayName",
    ]

    /// `String(contentsOf: url)`, `Data(contentsOfFile: path)`: Foundation's own file readers (`FoundationFileReader`), or
    /// its writer (`try data.write(to: url)`) into the directory the type located.
    private static func readsWithFoundation(_ tokens: [Token]) -> Bool {
        tokens.indices.contains { position in
            FoundationFileReader.opensCall(at: position, in: tokens)
                || (tokens[position].text == "write" && position > 0 && position + 2 < tokens.count && tokens[position - 1].text == "."
                    && tokens[position + 1].text == "(" && tokens[position + 2].text == "to")
        }
    }

    /// `reachesFileSystem` for classes, actors, structs, caseless enums and their extensions that name `FileManager` in their body
    /// (`FileManager.default.enumerator(at:…)`, `.createDirectory(at:…)`), neither observable nor a view, a controller or a
    /// view model: the file-system adapters of a package (a directory walker, a store writing its own file). One whose every
    /// use is a lookup (`FileManager.default.fileExists(atPath:)`, `.urls(for:in:)`) is not one, unless its file reads files with
    /// Foundation's own reader (`String(contentsOf:)`): it checks or names a path.
    static func fileSystemClients(in model: SourceModel, tokens: [Token]) -> Set<Int> {
        var found = Set<Int>()
        var lookingUp = Set<Int>()
        for reference in model.references where reference.enclosingType >= 0 && reference.base == nil && reference.name == "FileManager" {
            guard !found.contains(Int(reference.enclosingType)) else { continue }
            if let position = SynchronizedCells.firstToken(line: Int(reference.line), column: Int(reference.column), in: tokens),
               position + 4 < tokens.count, tokens[position + 1].text == ".", tokens[position + 2].text == "default",
               tokens[position + 3].text == ".", fileLookups.contains(tokens[position + 4].text) {
                lookingUp.insert(Int(reference.enclosingType))
                continue
            }
            found.insert(Int(reference.enclosingType))
        }
        // A check before Foundation's own read (`fileExists` then `String(contentsOf: url)`) is a file reader's.
        if !lookingUp.isSubset(of: found), readsWithFoundation(tokens) {
            found.formUnion(lookingUp)
        }
        let types = model.types
        return found.filter { index in
            guard index < types.count else { return false }
            let type = types[index]
            // A caseless enum is a namespace of static file helpers (`enum ScratchFiles { static func write(…) }`).
            if type.kind == .enum { return !type.members.contains { $0.kind == .enumCase } }
            return [.class, .actor, .struct, .extension].contains(type.kind) && !type.name.hasSuffix("ViewModel") && !isScreen(type)
        }
    }
}
